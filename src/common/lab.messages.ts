/** Messages of digital labs (ডিজিটাল ল্যাব): labs, their equipment and activities. */
export const labMessages = {
  'validation.lab.typeRequired': { bn: 'ল্যাবের ধরন নির্বাচন করুন', en: 'Choose the lab type' },
  'validation.lab.institutionRequired': { bn: 'প্রতিষ্ঠানের নাম লিখুন', en: 'Write the institution’s name' },
  'validation.lab.codeRequired': { bn: 'EIIN বা কোড লিখুন', en: 'Write the EIIN or code' },
  'validation.lab.codeInvalid': {
    bn: 'EIIN বা কোড ইংরেজি অক্ষর ও অঙ্কে লিখুন (২০ অক্ষরের মধ্যে)',
    en: 'Write the EIIN or code in English letters and digits (up to 20)',
  },
  'validation.lab.districtRequired': { bn: 'জেলা নির্বাচন করুন', en: 'Choose the district' },
  'validation.lab.upazilaOutside': {
    bn: 'উপজেলাটি নির্বাচিত জেলার মধ্যে নয়',
    en: 'The upazila is not in the chosen district',
  },
  'validation.lab.yearInvalid': {
    bn: 'স্থাপনের সাল ২০০০ থেকে চলতি সালের মধ্যে হতে হবে',
    en: 'The year set up must be from 2000 to this year',
  },
  'validation.lab.coordinatesPair': {
    bn: 'অক্ষাংশ ও দ্রাঘিমাংশ দুটোই দিন',
    en: 'Give both latitude and longitude',
  },
  'validation.lab.kindRequired': { bn: 'সরঞ্জামের ধরন নির্বাচন করুন', en: 'Choose the kind of equipment' },
  'validation.lab.conditionRequired': { bn: 'অবস্থা নির্বাচন করুন', en: 'Choose the condition' },
  'validation.lab.sameCondition': {
    bn: 'নতুন অবস্থা আগের অবস্থা থেকে ভিন্ন হতে হবে',
    en: 'The new condition must differ from the current one',
  },
  'validation.lab.activityKindRequired': { bn: 'কার্যক্রমের ধরন নির্বাচন করুন', en: 'Choose the kind of activity' },
  'validation.lab.activityDateRequired': { bn: 'কার্যক্রমের তারিখ আবশ্যক', en: 'The date is required' },
  'validation.lab.activityTitleRequired': { bn: 'কার্যক্রমের বিবরণ লিখুন', en: 'Write what was done' },
  'validation.lab.countInvalid': {
    bn: 'অংশগ্রহণকারীর সংখ্যা ০ থেকে ১০,০০০ এর মধ্যে দিন',
    en: 'Give a number of participants from 0 to 10,000',
  },
  'validation.lab.hoursInvalid': { bn: 'সময় ১ থেকে ২৪ ঘণ্টার মধ্যে দিন', en: 'Give 1 to 24 hours' },
  'validation.lab.femaleTooMany': {
    bn: 'নারী অংশগ্রহণকারী মোট অংশগ্রহণকারীর বেশি হতে পারে না',
    en: 'Female participants cannot exceed all participants',
  },
  'lab.notYourArea': {
    bn: 'এই এলাকার ল্যাব পরিবর্তনের অনুমতি আপনার নেই',
    en: 'You may not change labs of this area',
  },
  'lab.duplicateCode': {
    bn: 'এই EIIN বা কোডের একটি ল্যাব আগেই নিবন্ধিত আছে',
    en: 'A lab with this EIIN or code is registered already',
  },
  'lab.conditionChanged': {
    bn: 'সরঞ্জামটির অবস্থা এর মধ্যে অন্য কেউ পরিবর্তন করেছেন; আবার দেখে নিন',
    en: 'Someone else has changed this equipment’s condition; look again',
  },
  'lab.hasActivities': {
    bn: 'ল্যাবটির কার্যক্রমের রেকর্ড আছে, তাই এটি মুছে ফেলা যাবে না; রেকর্ডগুলো ল্যাবের ইতিহাস হিসেবে থাকবে',
    en: 'The lab has logged activities, so it cannot be deleted: they stay as its history',
  },
  'lab.hasInspections': {
    bn: 'ল্যাবটির পরিদর্শন ও সুপারিশের রেকর্ড আছে, তাই এটি মুছে ফেলা যাবে না; রেকর্ডগুলো ল্যাবের ইতিহাস হিসেবে থাকবে',
    en: 'The lab has inspections and recommendations, so it cannot be deleted: they stay as its history',
  },
  'lab.hasPlans': {
    bn: 'ল্যাবটির পরিদর্শন পরিকল্পনা আছে, তাই এটি মুছে ফেলা যাবে না; রেকর্ডগুলো ল্যাবের ইতিহাস হিসেবে থাকবে',
    en: 'The lab has inspection plans, so it cannot be deleted: they stay as its history',
  },
} as const;
