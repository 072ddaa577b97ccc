/** Messages of training (প্রশিক্ষণ): the forms' rules, quotas, seats and the workflow's refusals. */
export const trainingMessages = {
  'validation.training.nameRequired': { bn: 'নাম লিখুন', en: 'Write the name' },
  'validation.training.providerRequired': {
    bn: 'প্রশিক্ষণ প্রদানকারী প্রতিষ্ঠান নির্বাচন করুন',
    en: 'Choose the training provider',
  },
  'validation.training.titleRequired': { bn: 'প্রশিক্ষণের বিষয় নির্বাচন করুন', en: 'Choose the training title' },
  'validation.training.batchNameRequired': { bn: 'ব্যাচের নাম লিখুন', en: 'Write the batch name' },
  'validation.training.venueRequired': { bn: 'প্রশিক্ষণের স্থান লিখুন', en: 'Write the venue' },
  'validation.training.mediumRequired': { bn: 'প্রশিক্ষণের মাধ্যম নির্বাচন করুন', en: 'Choose the medium' },
  'validation.training.startRequired': { bn: 'শুরুর তারিখ আবশ্যক', en: 'The start date is required' },
  'validation.training.endRequired': { bn: 'শেষের তারিখ আবশ্যক', en: 'The end date is required' },
  'validation.training.endBeforeStart': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The end date cannot be before the start date',
  },
  'validation.training.seatsInvalid': {
    bn: 'আসন সংখ্যা ১ থেকে ১০০০ এর মধ্যে দিন',
    en: 'Seats must be between 1 and 1000',
  },
  'validation.training.officeRequired': { bn: 'অফিস নির্বাচন করুন', en: 'Choose the office' },
  'validation.training.quotaInvalid': {
    bn: 'কোটা ১ থেকে ১০০০ এর মধ্যে দিন',
    en: 'A quota must be between 1 and 1000',
  },
  'validation.training.quotaTwice': {
    bn: 'একই অফিসের কোটা একাধিকবার দেওয়া হয়েছে',
    en: 'An office has more than one quota',
  },
  'validation.training.subjectsRequired': { bn: 'প্রশিক্ষণের বিষয়সমূহ লিখুন', en: 'Write the subjects' },
  'validation.training.pickSomeone': { bn: 'অন্তত একজন নির্বাচন করুন', en: 'Choose at least one person' },
  'validation.training.rankInvalid': { bn: 'সঠিক ক্রম দিন', en: 'Enter a valid rank' },
  'validation.training.ratingInvalid': { bn: '১ থেকে ৫ এর মধ্যে মূল্যায়ন দিন', en: 'Rate from 1 to 5' },
  'validation.training.genderRequired': { bn: 'লিঙ্গ নির্বাচন করুন', en: 'Choose the gender' },
  'validation.training.institutionRequired': {
    bn: 'শিক্ষা প্রতিষ্ঠানের নাম লিখুন',
    en: 'Write the school’s name',
  },
  'training.overQuota': {
    bn: 'এই ব্যাচে অফিসটির কোটা পূর্ণ হয়ে গেছে',
    en: 'The office’s quota for this batch is full',
  },
  'training.noQuota': {
    bn: 'এই ব্যাচে অফিসটির জন্য কোনো কোটা নেই',
    en: 'This batch has no quota for the office',
  },
  'training.seatsFull': { bn: 'ব্যাচের সব আসন পূর্ণ হয়ে গেছে', en: 'Every seat of the batch is taken' },
  'training.notOpen': {
    bn: 'এই ব্যাচে এখন আবেদন বা মনোনয়ন নেওয়া হচ্ছে না',
    en: 'This batch is not taking applications now',
  },
  'training.alreadyIn': {
    bn: 'তিনি ইতোমধ্যে এই ব্যাচে আবেদনকারী বা মনোনীত',
    en: 'This person is already an applicant or nominee of the batch',
  },
  'training.decisionNotNow': {
    bn: 'আবেদনটি এখন এই অবস্থায় নেই; পাতাটি নতুন করে দেখুন',
    en: 'The application is no longer in that state; reload the page',
  },
  'training.chargeDeskInvalid': {
    bn: 'দায়িত্ব হস্তান্তরের জন্য প্রশিক্ষণার্থীর পদের অফিসের অন্য একটি ডেস্ক নির্বাচন করুন',
    en: 'Choose another desk of the office of the trainee’s post to hold its charge',
  },
  'training.heldDeskInvalid': {
    bn: 'প্রশিক্ষণার্থী এই পদে কর্মরত নন',
    en: 'The trainee does not hold this post',
  },
  'training.withdrawStarted': {
    bn: 'ব্যাচ শুরু হয়ে গেছে; চূড়ান্ত প্রশিক্ষণার্থী এখন আর প্রত্যাহার করা যায় না',
    en: 'The batch has started; a final trainee can no longer withdraw',
  },
  'training.batchMove': {
    bn: 'ব্যাচটির অবস্থা এভাবে পরিবর্তন করা যায় না',
    en: 'The batch cannot move to that state',
  },
  'training.notTrainee': {
    bn: 'কেবল প্রশিক্ষণার্থী নিজে মতামত দিতে পারেন',
    en: 'Only the trainee can give feedback',
  },
  'training.notAttended': {
    bn: 'প্রশিক্ষণে উপস্থিত না থাকলে মতামত দেওয়া যায় না',
    en: 'Only those who attended can give feedback',
  },
  'training.traineeDecided': {
    bn: 'এই প্রশিক্ষণার্থীর ফলাফল আগেই দেওয়া হয়েছে',
    en: 'This trainee has already been decided',
  },
  'training.noAttendance': {
    bn: 'একদিনও উপস্থিত না থাকলে প্রশিক্ষণ সম্পন্ন দেখানো যায় না',
    en: 'A trainee who attended no day cannot be completed',
  },
  'training.notCompleted': {
    bn: 'প্রশিক্ষণ সম্পন্ন হয়নি; সনদ পাওয়া যাবে না',
    en: 'The training is not completed, so there is no certificate',
  },
  'training.outsideBatch': {
    bn: 'তারিখটি ব্যাচের সময়ের মধ্যে নয়',
    en: 'The day is outside the batch’s dates',
  },
  'training.notSchoolBatch': {
    bn: 'কেবল নিজের অফিসের ব্যাচে শিক্ষার্থী যোগ করা যায়',
    en: 'Students can only be added to a batch of your own office',
  },
  'training.schoolInternalOnly': {
    bn: 'স্কুল অ্যাকাউন্ট কেবল অভ্যন্তরীণ ব্যাচ তৈরি করতে পারে',
    en: 'A school account can only create internal batches',
  },
  'training.duplicateStudent': {
    bn: 'একই এনআইডি বা মোবাইল নম্বরের শিক্ষার্থী ইতোমধ্যে আছে',
    en: 'A student with this NID or mobile number already exists',
  },
  'training.import.badFile': {
    bn: 'ফাইলটি পড়া যায়নি; টেমপ্লেট অনুযায়ী .xlsx ফাইল দিন',
    en: 'The file could not be read; upload an .xlsx file made from the template',
  },
  'training.import.tooManyRows': {
    bn: 'একবারে সর্বোচ্চ ২০০০ সারি ইমপোর্ট করা যায়',
    en: 'At most 2000 rows can be imported at once',
  },
  'training.import.rowErrors': {
    bn: 'ফাইলে {{count}}টি ভুল আছে; কোনো শিক্ষার্থী যোগ করা হয়নি। ভুলগুলো ঠিক করে পুরো ফাইলটি আবার দিন',
    en: 'The file has {{count}} mistakes; nobody was added. Correct them and upload the whole file again',
  },
  'training.import.empty': { bn: 'ফাইলে কোনো সারি নেই', en: 'The file has no rows' },
  'training.import.duplicateInFile': {
    bn: 'ফাইলের আগের একটি সারিতে একই এনআইডি বা মোবাইল আছে',
    en: 'An earlier row of the file has the same NID or mobile',
  },
  'training.import.duplicateStored': {
    bn: 'একই এনআইডি বা মোবাইলের শিক্ষার্থী ইতোমধ্যে আছে',
    en: 'A student with this NID or mobile already exists',
  },
} as const;
