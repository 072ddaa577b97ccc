/** Messages of exam management (পরীক্ষা ব্যবস্থাপনা): form rules and the conflicts of the workflow. */
export const examMessages = {
  'validation.exam.nameRequired': { bn: 'নাম লিখুন', en: 'Write the name' },
  'validation.exam.subjectCode': {
    bn: 'বিষয় কোড ১ থেকে ১০ অঙ্কের সংখ্যা হতে হবে',
    en: 'The subject code is a number of 1 to 10 digits',
  },
  'validation.exam.measureRequired': { bn: 'হারের একক নির্বাচন করুন', en: 'Choose what the rate is per' },
  'validation.exam.rateInvalid': {
    bn: 'হার ১ থেকে ১০,০০,০০০ টাকার মধ্যে হতে হবে',
    en: 'The rate is 1 to 1,000,000 taka',
  },
  'validation.exam.routingInvalid': {
    bn: 'রাউটিং নম্বর ৯ অঙ্কের হতে হবে',
    en: 'The routing number has 9 digits',
  },
  'validation.exam.designationRequired': { bn: 'পদবি লিখুন', en: 'Write the designation' },
  'validation.exam.institutionRequired': { bn: 'প্রতিষ্ঠানের নাম লিখুন', en: 'Write the institution' },
  'validation.exam.subjectRequired': { bn: 'বিষয় নির্বাচন করুন', en: 'Choose the subject' },
  'validation.exam.accountRequired': { bn: 'ব্যাংক হিসাবের তথ্য লিখুন', en: 'Write the bank account' },
  'validation.exam.accountInvalid': {
    bn: 'হিসাব নম্বর ৬ থেকে ২০ অঙ্কের হতে হবে',
    en: 'The account number has 6 to 20 digits',
  },
  'validation.exam.bankRequired': { bn: 'ব্যাংক শাখা নির্বাচন করুন', en: 'Choose the bank branch' },
  'validation.exam.yearInvalid': { bn: 'সঠিক বছর লিখুন', en: 'Write a valid year' },
  'validation.exam.sessionRequired': { bn: 'সেশন লিখুন', en: 'Write the session' },
  'validation.exam.centresInvalid': { bn: 'কেন্দ্রের সংখ্যা লিখুন', en: 'Write the number of centres' },
  'validation.exam.endBeforeStart': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The last day cannot be before the first day',
  },
  'validation.exam.workItemRequired': { bn: 'কাজের খাত নির্বাচন করুন', en: 'Choose the work item' },
  'validation.exam.quantityInvalid': {
    bn: 'পরিমাণ ১ থেকে ১,০০,০০০ এর মধ্যে হতে হবে',
    en: 'The quantity is 1 to 100,000',
  },
  'validation.exam.workRequired': { bn: 'অন্তত একটি কাজ যোগ করুন', en: 'Add at least one work item' },
  'validation.exam.workRepeated': { bn: 'একই কাজ দুবার দেওয়া যাবে না', en: 'A work item is repeated' },
  'validation.exam.examRequired': { bn: 'পরীক্ষা নির্বাচন করুন', en: 'Choose the exam' },
  'validation.exam.expertRequired': { bn: 'বিশেষজ্ঞ নির্বাচন করুন', en: 'Choose the expert' },
  'validation.exam.setRequired': { bn: 'সেট/বান্ডেলের নাম লিখুন', en: 'Write the set or bundle' },
  'validation.exam.packetsInvalid': { bn: 'প্যাকেটের সংখ্যা লিখুন', en: 'Write the number of packets' },
  'validation.exam.scriptsInvalid': { bn: 'উত্তরপত্রের সংখ্যা লিখুন', en: 'Write the number of scripts' },
  'validation.exam.recipientRequired': {
    bn: 'বিশেষজ্ঞ অথবা কেন্দ্র নির্বাচন করুন',
    en: 'Choose an expert or a centre',
  },
  'validation.exam.referenceRequired': { bn: 'পরিশোধের রেফারেন্স লিখুন', en: 'Write the payment reference' },
  'validation.exam.assignmentRequired': { bn: 'বিশেষজ্ঞের কাজ নির্বাচন করুন', en: 'Choose the assignment' },
  'exam.routingTaken': {
    bn: 'এই রাউটিং নম্বর ইতোমধ্যে যুক্ত আছে',
    en: 'This routing number is already registered',
  },
  'exam.duplicateSubject': { bn: 'এই কোডের বিষয় ইতোমধ্যে আছে', en: 'A subject with this code exists' },
  'exam.duplicateWorkItem': { bn: 'এই নামের কাজের খাত ইতোমধ্যে আছে', en: 'A work item of this name exists' },
  'exam.duplicateExpert': {
    bn: 'এই মোবাইল নম্বরের বিশেষজ্ঞ ইতোমধ্যে আছেন',
    en: 'An expert with this mobile number exists',
  },
  'exam.duplicateAssignment': {
    bn: 'এই বিশেষজ্ঞ এই পরীক্ষা ও বিষয়ে ইতোমধ্যে যুক্ত',
    en: 'This expert is already assigned to this exam and subject',
  },
  'exam.subjectNotInExam': { bn: 'বিষয়টি এই পরীক্ষার নয়', en: 'The subject is not one of this exam' },
  'exam.unknownReference': {
    bn: 'নির্বাচিত তথ্য পাওয়া যায়নি',
    en: 'A chosen record was not found',
  },
  'exam.scriptsRequired': {
    bn: 'উত্তরপত্রের সংখ্যা লিখুন',
    en: 'Write the number of answer scripts',
  },
  'exam.alreadyReceived': {
    bn: 'এই প্যাকেট ইতোমধ্যে গ্রহণ করা হয়েছে',
    en: 'This issue has already been received',
  },
  'exam.receiptExceedsIssue': {
    bn: 'গৃহীত প্যাকেট বা উত্তরপত্র প্রদত্ত সংখ্যার বেশি হতে পারে না',
    en: 'More packets or scripts cannot be received than were issued',
  },
  'exam.receivedBeforeIssue': {
    bn: 'গ্রহণের তারিখ প্রদানের তারিখের আগে হতে পারে না',
    en: 'The receipt cannot be dated before the issue',
  },
  'exam.billExists': { bn: 'এই কাজের বিল ইতোমধ্যে তৈরি হয়েছে', en: 'A bill of this assignment exists' },
  'exam.billNotCreated': {
    bn: 'বিলটি ইতোমধ্যে অনুমোদিত বা পরিশোধিত',
    en: 'The bill has already been approved or paid',
  },
  'exam.billNotApproved': {
    bn: 'কেবল অনুমোদিত ও অপরিশোধিত বিল পরিশোধ করা যায়',
    en: 'Only an approved bill that is not yet paid can be paid',
  },
  'exam.inUse': {
    bn: 'এই তথ্য ব্যবহৃত হচ্ছে',
    en: 'This is in use',
  },
} as const;
