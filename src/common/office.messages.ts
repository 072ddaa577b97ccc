/** Messages of office setup: offices, sections, the organogram, admins and the honour board. */
export const officeMessages = {
  'office.deskHeld': {
    bn: 'এই পদে বর্তমানে {{name}} কর্মরত আছেন; পদটি মুছে ফেলার আগে তাঁকে অন্য পদে পদায়ন বা অবমুক্ত করুন',
    en: 'This post is held by {{name}}; post the officer elsewhere or release them before deleting it',
  },
  'office.deskHasHistory': {
    bn: 'এই পদে পূর্বে কর্মকর্তা কর্মরত ছিলেন; চাকরির ইতিহাস রক্ষার জন্য পদটি মুছে ফেলা যাবে না',
    en: 'Officers have held this post before; it cannot be deleted, to keep their service history',
  },
  'office.deskParentInvalid': {
    bn: 'ঊর্ধ্বতন পদটি একই অফিসের হতে হবে এবং এই পদ বা এর অধীনস্থ কোনো পদ হতে পারবে না',
    en: 'The superior post must be in the same office and cannot be this post or one below it',
  },
  'office.sectionNotInOffice': { bn: 'শাখাটি এই অফিসের নয়', en: 'The section does not belong to this office' },
  'office.sectionHasPosts': {
    bn: 'এই শাখায় {{count}}টি পদ আছে; শাখাটি মুছে ফেলার আগে পদগুলো অন্য শাখায় সরিয়ে নিন বা মুছে ফেলুন',
    en: 'This section has {{count}} posts; move or remove them before deleting it',
  },
  'office.sectionDuplicate': {
    bn: 'এই অফিসে একই নামের শাখা ইতোমধ্যে আছে',
    en: 'A section with this name already exists in this office',
  },
  'office.inUse': {
    bn: 'এটি {{count}}টি স্থানে ব্যবহৃত হচ্ছে; তাই মুছে ফেলা যাবে না',
    en: 'It is used in {{count}} places, so it cannot be deleted',
  },
  'office.noSection': {
    bn: 'এই পদটি কোনো শাখার নয়; শাখা অ্যাডমিন বা শাখা প্রধান করা যাবে না',
    en: 'This post is not in a section, so it cannot have a section admin or head',
  },
  'office.hasDependents': {
    bn: 'এই অফিসের শাখা, পদ বা অধীনস্থ অফিস আছে; তাই মুছে ফেলা যাবে না',
    en: 'This office has sections, posts or subordinate offices, so it cannot be deleted',
  },
  'office.protected': {
    bn: 'এই তথ্যটি সিস্টেমের জন্য সংরক্ষিত; মুছে ফেলা যাবে না',
    en: 'This is reserved by the system and cannot be deleted',
  },
  'office.parentInvalid': {
    bn: 'ঊর্ধ্বতন বা নিয়ন্ত্রণকারী অফিস হিসেবে এই অফিস বা এর অধীনস্থ অফিস নির্বাচন করা যাবে না',
    en: 'This office or one below it cannot be its parent or controlling office',
  },
  'office.lastAdmin': {
    bn: 'অফিসে অন্তত একজন অফিস অ্যাডমিন থাকতে হবে',
    en: 'An office must keep at least one office admin',
  },
  'office.userRoleNotInOffice': {
    bn: 'নির্বাচিত কর্মকর্তা এই অফিসে কর্মরত নন',
    en: 'The selected officer does not work in this office',
  },
  'office.presentHeadExists': {
    bn: 'অনার বোর্ডে এই অফিসের একজন বর্তমান প্রধান আছেন; আগে তাঁর মেয়াদ শেষের তারিখ দিন',
    en: 'The honour board already has a present head of this office; give their end date first',
  },

  'validation.office.nameBnRequired': { bn: 'বাংলা নাম আবশ্যক', en: 'Bangla name is required' },
  'validation.office.nameEnRequired': { bn: 'ইংরেজি নাম আবশ্যক', en: 'English name is required' },
  'validation.office.tooLong': { bn: 'লেখাটি অনেক দীর্ঘ', en: 'The text is too long' },
  'validation.office.ministryRequired': {
    bn: 'মন্ত্রণালয়/বিভাগ নির্বাচন করুন',
    en: 'Select a ministry/division',
  },
  'validation.office.officeLevelRequired': { bn: 'অফিসের স্তর নির্বাচন করুন', en: 'Select an office level' },
  'validation.office.officeRequired': { bn: 'অফিস আবশ্যক', en: 'Office is required' },
  'validation.office.designationRequired': { bn: 'পদবি আবশ্যক', en: 'Designation is required' },
  'validation.office.englishDigits': {
    bn: 'ইংরেজি অঙ্কে লিখুন (যেমন 24.363588, 88.624138)',
    en: 'Use English digits (e.g. 24.363588, 88.624138)',
  },
  'validation.office.latitudeInvalid': {
    bn: 'সঠিক অক্ষাংশ দিন (যেমন 24.363588)',
    en: 'Enter a valid latitude (e.g. 24.363588)',
  },
  'validation.office.longitudeInvalid': {
    bn: 'সঠিক দ্রাঘিমাংশ দিন (যেমন 88.624138)',
    en: 'Enter a valid longitude (e.g. 88.624138)',
  },
  'validation.office.phoneInvalid': { bn: 'সঠিক ফোন নম্বর দিন', en: 'Enter a valid phone number' },
  'validation.office.websiteInvalid': { bn: 'সঠিক ওয়েবসাইট ঠিকানা দিন', en: 'Enter a valid website address' },
  'validation.office.departmentNotInMinistry': {
    bn: 'দপ্তরটি নির্বাচিত মন্ত্রণালয়ের নয়',
    en: 'The department is not under the selected ministry',
  },
  'validation.office.districtNotInDivision': {
    bn: 'জেলাটি নির্বাচিত বিভাগের নয়',
    en: 'The district is not in the selected division',
  },
  'validation.office.upazilaNotInDistrict': {
    bn: 'উপজেলাটি নির্বাচিত জেলার নয়',
    en: 'The upazila is not in the selected district',
  },
  'validation.office.notFound': { bn: 'নির্বাচিত তথ্যটি পাওয়া যায়নি', en: 'The selected item was not found' },
  'validation.office.gradeInvalid': { bn: 'গ্রেড ১ থেকে ২০ এর মধ্যে হতে হবে', en: 'Grade must be 1 to 20' },
  'validation.office.countInvalid': {
    bn: 'পদসংখ্যা ১ থেকে ৫০ এর মধ্যে হতে হবে',
    en: 'Number of posts must be 1 to 50',
  },
  'validation.office.adminRequired': {
    bn: 'অন্তত একজন অফিস অ্যাডমিন নির্বাচন করুন',
    en: 'Select at least one office admin',
  },
  'validation.office.fromDateRequired': { bn: 'শুরুর তারিখ আবশ্যক', en: 'Start date is required' },
  'validation.office.dateInvalid': { bn: 'সঠিক তারিখ দিন', en: 'Enter a valid date' },
  'validation.office.toDateBeforeFrom': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The end date cannot be before the start date',
  },
  'validation.office.timeInvalid': {
    bn: 'সময় ঘণ্টা:মিনিট আকারে দিন (যেমন 09:00)',
    en: 'Give the time as hours:minutes (e.g. 09:00)',
  },
  'validation.office.endBeforeStart': {
    bn: 'অফিস শেষের সময় শুরুর সময়ের পরে হতে হবে',
    en: 'The closing time must be after the opening time',
  },
} as const;
