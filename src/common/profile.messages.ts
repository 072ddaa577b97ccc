/** Messages of the officer's profile tabs, its progress and the skills list (SPEC.md §2 /profile, /userskills). */
export const profileMessages = {
  'validation.profile.tooLong': { bn: 'লেখাটি অনেক দীর্ঘ', en: 'This text is too long' },
  'validation.profile.degreeRequired': { bn: 'ডিগ্রির নাম আবশ্যক', en: 'Degree is required' },
  'validation.profile.institutionRequired': { bn: 'প্রতিষ্ঠানের নাম আবশ্যক', en: 'Institution is required' },
  'validation.profile.passingYearInvalid': {
    bn: 'পাসের সাল ১৯৪০ থেকে চলতি বছরের মধ্যে হতে হবে',
    en: 'Passing year must be between 1940 and this year',
  },
  'validation.profile.titleRequired': { bn: 'শিরোনাম আবশ্যক', en: 'Title is required' },
  'validation.profile.instituteRequired': { bn: 'প্রশিক্ষণ প্রতিষ্ঠানের নাম আবশ্যক', en: 'Institute is required' },
  'validation.profile.fromDateRequired': { bn: 'শুরুর তারিখ আবশ্যক', en: 'Start date is required' },
  'validation.profile.toDateBeforeFrom': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The end date cannot be before the start date',
  },
  'validation.profile.daysInvalid': { bn: 'দিনের সংখ্যা ১ থেকে ৭৩০ এর মধ্যে দিন', en: 'Days must be 1 to 730' },
  'validation.profile.skillAreaRequired': { bn: 'দক্ষতার ক্ষেত্র নির্বাচন করুন', en: 'Choose the skill area' },
  'validation.profile.skillRequired': { bn: 'দক্ষতার নাম আবশ্যক', en: 'Skill is required' },
  'validation.profile.levelRequired': { bn: 'দক্ষতার স্তর নির্বাচন করুন', en: 'Choose the level' },
  'validation.profile.yearsInvalid': { bn: 'অভিজ্ঞতা ০ থেকে ৫০ বছরের মধ্যে দিন', en: 'Years must be 0 to 50' },
  'validation.profile.researchYearInvalid': {
    bn: 'প্রকাশের সাল ১৯৪০ থেকে চলতি বছরের মধ্যে হতে হবে',
    en: 'Year must be between 1940 and this year',
  },
  'validation.profile.linkInvalid': {
    bn: 'সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)',
    en: 'Enter a correct link (starting with http:// or https://)',
  },
  'validation.profile.postRequired': { bn: 'কাঙ্ক্ষিত পদের নাম আবশ্যক', en: 'Post is required' },
  'validation.profile.placeRequired': {
    bn: 'কাঙ্ক্ষিত অফিস অথবা জেলা নির্বাচন করুন',
    en: 'Choose the desired office or district',
  },
  'validation.profile.upazilaNotInDistrict': {
    bn: 'উপজেলাটি নির্বাচিত জেলার নয়',
    en: 'The upazila is not in the chosen district',
  },
  'validation.profile.officeNotFound': { bn: 'অফিসটি পাওয়া যায়নি', en: 'The office was not found' },
  'validation.profile.priorityInvalid': {
    bn: 'অগ্রাধিকার ১ থেকে ১০ এর মধ্যে দিন',
    en: 'Priority must be 1 to 10',
  },
  'validation.profile.organisationRequired': { bn: 'প্রতিষ্ঠানের নাম আবশ্যক', en: 'Organisation is required' },
  'validation.profile.designationRequired': { bn: 'পদবি আবশ্যক', en: 'Designation is required' },
  'validation.profile.tooMany': {
    bn: 'এই অংশে আর তথ্য যোগ করা যাবে না (সর্বোচ্চ {{max}}টি)',
    en: 'No more entries can be added here (at most {{max}})',
  },
  'validation.profile.duplicateSkill': {
    bn: 'এই দক্ষতাটি ইতোমধ্যে যোগ করা আছে',
    en: 'This skill is already added',
  },
} as const;
