/** Messages of the officers module: a new officer, postings, release (SPEC.md §5, §8). */
export const officerMessages = {
  'officer.created': { bn: 'কর্মকর্তা নিবন্ধন সফল হয়েছে', en: 'The officer has been registered' },
  'officer.duplicate': {
    bn: 'এই ইমেইল, মোবাইল নম্বর বা জাতীয় পরিচয়পত্র নম্বর দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে',
    en: 'An account with this email, mobile number or NID already exists',
  },
  'officer.posted': { bn: 'পদায়ন সম্পন্ন হয়েছে', en: 'The officer has been posted' },
  'officer.released': { bn: 'পদ থেকে অবমুক্ত করা হয়েছে', en: 'The officer has been released from the post' },
  'officer.alreadyPosted': {
    bn: 'কর্মকর্তা ইতোমধ্যে একটি পদে কর্মরত; অতিরিক্ত দায়িত্ব হিসেবে দিন অথবা আগে অবমুক্ত করুন',
    en: 'The officer already holds a post; give this one as additional charge, or release the officer first',
  },
  'officer.alreadyReleased': {
    bn: 'এই পদ থেকে ইতোমধ্যে অবমুক্ত করা হয়েছে',
    en: 'The officer has already been released from this post',
  },
  'officer.sameDesk': {
    bn: 'কর্মকর্তা এই পদেই কর্মরত আছেন',
    en: 'The officer already holds this post',
  },
  'officer.releaseBeforeJoining': {
    bn: 'অবমুক্তির তারিখ যোগদানের তারিখের আগে হতে পারে না',
    en: 'The release date cannot be before the joining date',
  },
  'officerImport.created': {
    bn: '{{count}} জন কর্মকর্তা যোগ করা হয়েছে',
    en: 'Officers added: {{count}}',
  },
  'officerImport.rowErrors': {
    bn: '{{rows}}টি সারিতে {{count}}টি ভুল পাওয়া গেছে; কোনো কর্মকর্তা যোগ করা হয়নি। ভুলগুলো ঠিক করে ফাইলটি আবার দিন',
    en: '{{count}} mistake(s) found in {{rows}} row(s); no officer was added. Correct them and upload the file again',
  },
  'officerImport.unreadable': {
    bn: 'ফাইলটি পড়া যায়নি; টেমপ্লেটটি এক্সেলে পূরণ করে .xlsx হিসেবে সংরক্ষণ করুন',
    en: 'The file could not be read; fill in the template in Excel and save it as .xlsx',
  },
  'officerImport.missingColumns': {
    bn: 'ফাইলে এই কলামগুলো নেই: {{columns}}। টেমপ্লেটের প্রথম সারির শিরোনামগুলো বদলাবেন না',
    en: "The file lacks these columns: {{columns}}. Keep the headers of the template's first row",
  },
  'officerImport.empty': { bn: 'ফাইলে কোনো কর্মকর্তার তথ্য নেই', en: 'The file holds no officer' },
  'officerImport.tooManyRows': {
    bn: 'একটি ফাইলে সর্বোচ্চ {{max}}টি সারি দেওয়া যায়, এই ফাইলে {{rows}}টি; ফাইলটি ভাগ করে দিন',
    en: 'A file may hold at most {{max}} rows and this one holds {{rows}}; split it into parts',
  },
  'officerImport.conflict': {
    bn: 'আমদানির সময় অন্য কেউ এই ফাইলের কোনো ইমেইল, মোবাইল নম্বর, জাতীয় পরিচয়পত্র নম্বর বা পদ নিয়ে নিয়েছেন; কোনো কর্মকর্তা যোগ করা হয়নি। ফাইলটি আবার দিন',
    en: 'While importing, someone else took an email, mobile number, NID or post of this file; no officer was added. Upload the file again',
  },
  'officerImport.repeatedInFile': {
    bn: 'একই তথ্য ফাইলের {{row}} নম্বর সারিতেও আছে',
    en: 'The same value is also in row {{row}} of the file',
  },
  'officerImport.dateFormat': {
    bn: 'তারিখ দিন/মাস/বছর আকারে লিখুন, যেমন ১৪/০৩/১৯৯০',
    en: 'Write the date as dd/mm/yyyy, e.g. 14/03/1990',
  },
  'officerImport.genderInvalid': {
    bn: 'লিঙ্গ লিখুন: পুরুষ, মহিলা অথবা অন্যান্য',
    en: 'Write the gender: male, female or other',
  },
  'officerImport.digitsLost': {
    bn: 'এক্সেল নম্বরটিকে সংখ্যা হিসেবে রেখে শেষের অঙ্কগুলো বদলে ফেলেছে; ঘরটি টেক্সট করে নম্বরটি আবার লিখুন',
    en: 'Excel kept this as a number and changed its last digits; format the cell as text and type the number again',
  },
  'officerImport.postUnknown': {
    bn: 'এই অফিসের অর্গানোগ্রামে এই নামে কোনো পদ নেই; টেমপ্লেটের "পদসমূহ" শিট থেকে পদের নাম নিন',
    en: 'The office\'s organogram has no post of this name; take the name from the template\'s "Posts" sheet',
  },
  'officerImport.postHeld': {
    bn: 'এই নামের সব পদে এখন কর্মকর্তা কর্মরত; কোনো পদ শূন্য নেই',
    en: 'Every post of this name is held now; none is empty',
  },
  'officerImport.postContested': {
    bn: 'ফাইলের {{rows}}টি সারিতে এই পদ দেওয়া আছে, কিন্তু এই নামে শূন্য পদ {{posts}}টি',
    en: '{{rows}} rows of the file name this post, but it has only {{posts}} empty post(s) of that name',
  },
  // The headers of the import file's columns, also naming the column of each mistake.
  'officerImport.column.nameBn': { bn: 'নাম (বাংলা)', en: 'Name (Bangla)' },
  'officerImport.column.nameEn': { bn: 'নাম (ইংরেজি)', en: 'Name (English)' },
  'officerImport.column.email': { bn: 'ইমেইল', en: 'Email' },
  'officerImport.column.mobile': { bn: 'মোবাইল নম্বর', en: 'Mobile number' },
  'officerImport.column.nid': { bn: 'জাতীয় পরিচয়পত্র নম্বর', en: 'NID number' },
  'officerImport.column.dateOfBirth': { bn: 'জন্ম তারিখ', en: 'Date of birth' },
  'officerImport.column.gender': { bn: 'লিঙ্গ', en: 'Gender' },
  'officerImport.column.post': { bn: 'পদ', en: 'Post' },
  'officerImport.column.firstJoiningDate': {
    bn: 'চাকরিতে প্রথম যোগদানের তারিখ',
    en: 'First joining date in service',
  },
  'officerImport.column.currentJoiningDate': {
    bn: 'বর্তমান কর্মস্থলে যোগদানের তারিখ',
    en: 'Joining date at the current workplace',
  },
  'officerImport.column.orderNo': { bn: 'অফিস আদেশ নম্বর', en: 'Office order no.' },
  'officerImport.column.serviceId': { bn: 'সার্ভিস আইডি', en: 'Service id' },
  'officerImport.column.fatherNameBn': { bn: 'পিতার নাম (বাংলা)', en: "Father's name (Bangla)" },
  'officerImport.column.fatherNameEn': { bn: 'পিতার নাম (ইংরেজি)', en: "Father's name (English)" },
  'officerImport.column.motherNameBn': { bn: 'মাতার নাম (বাংলা)', en: "Mother's name (Bangla)" },
  'officerImport.column.motherNameEn': { bn: 'মাতার নাম (ইংরেজি)', en: "Mother's name (English)" },
  'officerImport.column.religion': { bn: 'ধর্ম', en: 'Religion' },
  'officerImport.column.permanentAddress': { bn: 'স্থায়ী ঠিকানা', en: 'Permanent address' },
  'officerImport.column.presentAddress': { bn: 'বর্তমান ঠিকানা', en: 'Present address' },
  'officerImport.column.postOffice': { bn: 'ডাকঘর', en: 'Post office' },
  'officerImport.column.postCode': { bn: 'পোস্ট কোড', en: 'Post code' },
  'officerImport.column.skills': { bn: 'দক্ষতা', en: 'Skills' },
  'validation.officer.joinedOnRequired': { bn: 'যোগদানের তারিখ আবশ্যক', en: 'Joining date is required' },
  'validation.officer.releasedOnRequired': { bn: 'অবমুক্তির তারিখ আবশ্যক', en: 'Release date is required' },
} as const;
