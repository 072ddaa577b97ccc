/** Messages of projects (প্রকল্প): the project and site forms. */
export const projectMessages = {
  'validation.project.codeRequired': { bn: 'প্রকল্পের কোড লিখুন', en: 'Write the project code' },
  'validation.project.nameRequired': { bn: 'নাম লিখুন', en: 'Write the name' },
  'validation.project.ministryRequired': {
    bn: 'মন্ত্রণালয়/বিভাগের নাম লিখুন',
    en: 'Write the ministry or division',
  },
  'validation.project.directorRequired': { bn: 'প্রকল্প পরিচালকের নাম লিখুন', en: 'Write the project director' },
  'validation.project.statusRequired': { bn: 'অবস্থা নির্বাচন করুন', en: 'Choose the status' },
  'validation.project.progressInvalid': {
    bn: 'অগ্রগতি ০ থেকে ১০০ শতাংশের মধ্যে হতে হবে',
    en: 'The progress must be from 0 to 100 per cent',
  },
  'validation.project.endBeforeStart': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The end date cannot be before the start date',
  },
  'validation.project.fiscalYearInvalid': {
    bn: 'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2024-25)',
    en: 'Write the fiscal year in English digits (e.g. 2024-25)',
  },
  'validation.project.amountInvalid': {
    bn: 'বরাদ্দ টাকায় ইংরেজি অঙ্কে লিখুন (যেমন 2500000)',
    en: 'Write the amount in taka in English digits (e.g. 2500000)',
  },
  'validation.project.duplicateYear': {
    bn: 'একই অর্থবছর দুইবার দেওয়া যাবে না',
    en: 'The same fiscal year cannot be given twice',
  },
  'validation.project.projectRequired': { bn: 'প্রকল্প নির্বাচন করুন', en: 'Choose the project' },
  'validation.project.districtRequired': { bn: 'জেলা নির্বাচন করুন', en: 'Choose the district' },
  'validation.project.upazilaOutside': {
    bn: 'উপজেলাটি নির্বাচিত জেলার নয়',
    en: 'The upazila is not in the chosen district',
  },
  'project.duplicateCode': { bn: 'এই কোডের প্রকল্প আগেই আছে', en: 'A project with this code exists already' },
} as const;
