/** Messages of freelancers (ফ্রিল্যান্সার): the form's rules, the import's report and the refusals. */
export const freelancerMessages = {
  'validation.freelancer.nameRequired': { bn: 'নাম আবশ্যক', en: 'Name is required' },
  'validation.freelancer.nameEnRequired': { bn: 'ইংরেজি নাম আবশ্যক', en: 'English name is required' },
  'validation.freelancer.districtRequired': { bn: 'জেলা নির্বাচন করুন', en: 'Choose the district' },
  'validation.freelancer.moneyInvalid': {
    bn: 'পরিমাণ অঙ্কে লিখুন, দশমিকের পর সর্বোচ্চ দুই ঘর (যেমন 1250.50)',
    en: 'Write the amount in digits, at most two decimals (e.g. 1250.50)',
  },
  'validation.freelancer.linkInvalid': {
    bn: 'সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)',
    en: 'Enter a correct link (starting with http:// or https://)',
  },
  'validation.freelancer.marketplaceRequired': { bn: 'মার্কেটপ্লেস নির্বাচন করুন', en: 'Choose the marketplace' },
  'validation.freelancer.marketplaceTwice': {
    bn: 'একই মার্কেটপ্লেস দুবার দেওয়া হয়েছে',
    en: 'The same marketplace is given twice',
  },
  'validation.freelancer.tooManyMarketplaces': {
    bn: 'সর্বোচ্চ ১০টি মার্কেটপ্লেস দেওয়া যায়',
    en: 'At most 10 marketplaces',
  },
  'validation.freelancer.freelancerRequired': { bn: 'ফ্রিল্যান্সার নির্বাচন করুন', en: 'Choose the freelancer' },
  'validation.freelancer.expertiseRequired': { bn: 'দক্ষতার ক্ষেত্র লিখুন', en: 'Write the area of expertise' },
  'validation.freelancer.leadRequired': { bn: 'টিম লিডার নির্বাচন করুন', en: 'Choose the team lead' },
  'validation.freelancer.tooManyMembers': {
    bn: 'একটি টিমে সর্বোচ্চ ৫০ জন',
    en: 'At most 50 members in a team',
  },
  'validation.freelancer.statusInvalid': {
    bn: 'অবস্থা "সক্রিয়" অথবা "নিষ্ক্রিয়" লিখুন',
    en: 'Write the status as "active" or "inactive"',
  },
  'validation.freelancer.unknownCategory': {
    bn: 'এই নামের কোনো ক্যাটাগরি নেই',
    en: 'There is no category of this name',
  },
  'validation.freelancer.unknownMarketplace': {
    bn: 'এই নামের কোনো মার্কেটপ্লেস নেই',
    en: 'There is no marketplace of this name',
  },
  'validation.freelancer.marketplaceMissing': {
    bn: 'মার্কেটপ্লেসের তথ্য দিলে মার্কেটপ্লেসের নামও দিন',
    en: 'Name the marketplace when giving its details',
  },
  'validation.freelancer.countInvalid': { bn: 'সংখ্যা অঙ্কে লিখুন', en: 'Write a whole number' },
  'freelancer.mobileTaken': {
    bn: 'এই মোবাইল নম্বরের একজন ফ্রিল্যান্সার আগে থেকেই আছেন',
    en: 'A freelancer with this mobile number is registered already',
  },
  'freelancer.mobileInFile': {
    bn: 'এই মোবাইল নম্বর ফাইলের {{other}} নম্বর সারিতেও আছে',
    en: 'This mobile number is also in row {{other}} of the file',
  },
  'freelancer.nameTaken': { bn: 'এই নাম আগে থেকেই আছে', en: 'This name exists already' },
  'freelancer.inUse': {
    bn: 'এটি ফ্রিল্যান্সারদের তথ্যে ব্যবহৃত হচ্ছে, তাই মোছা যাবে না',
    en: 'Freelancers’ records use it, so it cannot be deleted',
  },
  'freelancer.alreadyMentor': { bn: 'ইনি আগে থেকেই মেন্টর', en: 'This freelancer is a mentor already' },
  'freelancer.otherDistrict': {
    bn: 'টিমের সদস্য ও লিডার টিমের জেলার ফ্রিল্যান্সার হতে হবে',
    en: 'The lead and the members must be freelancers of the team’s district',
  },
  'freelancer.notYourDistrict': {
    bn: 'আপনার অফিস এই জেলার ফ্রিল্যান্সার ব্যবস্থাপনা করে না',
    en: 'Your office does not manage the freelancers of this district',
  },
  'freelancer.nationalOnly': {
    bn: 'জাতীয় তালিকা কেবল সুপার ও সাপোর্ট অ্যাডমিনের জন্য',
    en: 'The national list is for super and support admins only',
  },
  'freelancerImport.rowErrors': {
    bn: '{{rows}}টি সারিতে {{count}}টি ভুল পাওয়া গেছে; কোনো ফ্রিল্যান্সার যোগ করা হয়নি। ভুলগুলো ঠিক করে ফাইলটি আবার দিন',
    en: '{{count}} mistake(s) found in {{rows}} row(s); no freelancer was added. Correct them and upload the file again',
  },
  'freelancerImport.unreadable': {
    bn: 'ফাইলটি পড়া যায়নি; টেমপ্লেটটি এক্সেলে পূরণ করে .xlsx হিসেবে সংরক্ষণ করুন',
    en: 'The file could not be read; fill in the template in Excel and save it as .xlsx',
  },
  'freelancerImport.missingColumns': {
    bn: 'ফাইলে এই কলামগুলো নেই: {{columns}}। টেমপ্লেটের প্রথম সারির শিরোনামগুলো বদলাবেন না',
    en: "The file lacks these columns: {{columns}}. Keep the headers of the template's first row",
  },
  'freelancerImport.empty': { bn: 'ফাইলে কোনো ফ্রিল্যান্সারের তথ্য নেই', en: 'The file holds no freelancer' },
  'freelancerImport.tooManyRows': {
    bn: 'একটি ফাইলে সর্বোচ্চ {{max}}টি সারি দেওয়া যায়, এই ফাইলে {{rows}}টি; ফাইলটি ভাগ করে দিন',
    en: 'A file may hold at most {{max}} rows and this one holds {{rows}}; split it into parts',
  },
  'freelancerImport.conflict': {
    bn: 'আমদানির সময় অন্য কেউ এই ফাইলের কোনো মোবাইল নম্বর নিবন্ধন করেছেন; কেউ যোগ হয়নি। ফাইলটি আবার দিন',
    en: 'While importing, someone registered a mobile number of this file; nobody was added. Upload the file again',
  },
  'freelancerImport.column.name': { bn: 'নাম', en: 'Name' },
  'freelancerImport.column.email': { bn: 'ইমেইল', en: 'Email' },
  'freelancerImport.column.mobile': { bn: 'মোবাইল', en: 'Mobile' },
  'freelancerImport.column.status': { bn: 'অবস্থা', en: 'Status' },
  'freelancerImport.column.category': { bn: 'ক্যাটাগরি', en: 'Category' },
  'freelancerImport.column.totalIncome': { bn: 'মোট আয় (টাকা)', en: 'Total income (Tk)' },
  'freelancerImport.column.lifetimeEarnings': { bn: 'সর্বমোট উপার্জন (ডলার)', en: 'Lifetime earnings (USD)' },
  'freelancerImport.column.hourlyRate': { bn: 'ঘণ্টাপ্রতি রেট (ডলার)', en: 'Hourly rate (USD)' },
  'freelancerImport.column.firstJoiningDate': { bn: 'প্রথম যোগদানের তারিখ', en: 'First joining date' },
  'freelancerImport.column.skills': { bn: 'দক্ষতা', en: 'Skills' },
  'freelancerImport.column.suggestedSkills': { bn: 'প্রস্তাবিত ভবিষ্যৎ দক্ষতা', en: 'Suggested future skills' },
  'freelancerImport.column.trainingInterest': { bn: 'প্রশিক্ষণে আগ্রহ', en: 'Training interest' },
  'freelancerImport.column.peopleTrained': { bn: 'প্রশিক্ষিত জনসংখ্যা', en: 'People trained' },
  'freelancerImport.column.trainingHours': { bn: 'প্রশিক্ষণের ঘণ্টা', en: 'Hours of training' },
  'freelancerImport.column.otherExperience': { bn: 'অন্যান্য অভিজ্ঞতা', en: 'Other experience' },
  'freelancerImport.column.comment': { bn: 'মন্তব্য', en: 'Comment' },
  'freelancerImport.column.address': { bn: 'ঠিকানা', en: 'Address' },
  'freelancerImport.column.marketplace': { bn: 'মার্কেটপ্লেস', en: 'Marketplace' },
  'freelancerImport.column.profileLink': { bn: 'প্রোফাইল লিংক', en: 'Profile link' },
  'freelancerImport.column.marketplaceEarnings': {
    bn: 'মার্কেটপ্লেসে উপার্জন (ডলার)',
    en: 'Marketplace earnings (USD)',
  },
  'freelancerImport.column.totalProjects': { bn: 'মোট প্রজেক্ট', en: 'Total projects' },
  'freelancerImport.column.marketplaceJoiningDate': {
    bn: 'মার্কেটপ্লেসে যোগদানের তারিখ',
    en: 'Marketplace joining date',
  },
} as const;
