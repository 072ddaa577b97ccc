/** Messages of report management (প্রতিবেদন ব্যবস্থাপনা): the forms' rules and the workflow's refusals. */
export const reportMessages = {
  'validation.report.codeRequired': { bn: 'প্রতিবেদনের কোড আবশ্যক', en: 'The report code is required' },
  'validation.report.codeInvalid': {
    bn: 'কোডে ইংরেজি অক্ষর, অঙ্ক, - ও _ ব্যবহার করুন (সর্বোচ্চ ৩০)',
    en: 'Use English letters, digits, - and _ in the code (at most 30)',
  },
  'validation.report.titleRequired': { bn: 'প্রতিবেদনের শিরোনাম আবশ্যক', en: 'The report title is required' },
  'validation.report.frequencyRequired': { bn: 'প্রতিবেদনের সময়কাল নির্বাচন করুন', en: 'Choose the frequency' },
  'validation.report.dueDay': {
    bn: 'দাখিলের তারিখ মাসের ১ থেকে ২৮ এর মধ্যে হতে হবে',
    en: 'The due day must be between 1 and 28',
  },
  'validation.report.fieldsRequired': { bn: 'অন্তত একটি তথ্যক্ষেত্র দিন', en: 'Add at least one field' },
  'validation.report.tooManyFields': { bn: 'সর্বোচ্চ ৩০টি তথ্যক্ষেত্র দেওয়া যায়', en: 'At most 30 fields' },
  'validation.report.fieldKey': {
    bn: 'তথ্যক্ষেত্রের কী ইংরেজি ছোট হাতের অক্ষরে শুরু হবে (a-z, 0-9, _)',
    en: 'A field key starts with a lower-case English letter (a-z, 0-9, _)',
  },
  'validation.report.fieldKeyDuplicate': {
    bn: 'একই কী দুটি তথ্যক্ষেত্রে দেওয়া যায় না',
    en: 'Two fields have the same key',
  },
  'validation.report.fieldLabel': { bn: 'তথ্যক্ষেত্রের নাম আবশ্যক', en: 'The field label is required' },
  'validation.report.attachmentName': { bn: 'সংযুক্তির নাম আবশ্যক', en: 'The attachment name is required' },
  'validation.report.officesRequired': { bn: 'অন্তত একটি অফিস নির্বাচন করুন', en: 'Choose at least one office' },
  'validation.report.deskRequired': { bn: 'ডেস্ক নির্বাচন করুন', en: 'Choose a desk' },
  'validation.report.stageRequired': { bn: 'ধাপ নির্বাচন করুন', en: 'Choose a stage' },
  'validation.report.period': { bn: 'অর্থবছর বা সময়কাল সঠিক নয়', en: 'The fiscal year or period is not valid' },
  'validation.report.valueRequired': { bn: '{{field}} আবশ্যক', en: '{{field}} is required' },
  'validation.report.valueNumber': { bn: '{{field}} সংখ্যায় লিখুন', en: 'Write {{field}} as a number' },
  'validation.report.valueDate': {
    bn: '{{field}} তারিখ (yyyy-mm-dd) হিসেবে লিখুন',
    en: 'Write {{field}} as a date (yyyy-mm-dd)',
  },
  'validation.report.unknownField': { bn: 'প্রতিবেদনে এই তথ্যক্ষেত্র নেই', en: 'The report has no such field' },
  'validation.report.commentRequired': { bn: 'ফেরত পাঠানোর কারণ লিখুন', en: 'Write why it is sent back' },
  'report.codeTaken': {
    bn: 'এই কোডের একটি প্রতিবেদন ইতোমধ্যে আছে',
    en: 'A report with this code exists already',
  },
  'report.notOwner': {
    bn: 'প্রতিবেদনটি আপনার অফিসের নির্ধারিত নয়',
    en: 'This report is not defined by your office',
  },
  'report.notAssigned': {
    bn: 'প্রতিবেদনটি আপনার অফিসকে দেওয়া হয়নি',
    en: 'This report is not asked of your office',
  },
  'report.notControlled': {
    bn: 'এক বা একাধিক অফিস আপনার অফিসের নিয়ন্ত্রণাধীন নয়',
    en: 'One or more offices are not controlled by your office',
  },
  'report.inactive': { bn: 'প্রতিবেদনটি বর্তমানে বন্ধ আছে', en: 'This report is not active' },
  'report.deskNotInOffice': { bn: 'ডেস্কটি আপনার অফিসের নয়', en: 'The desk is not of your office' },
  'report.deskAlreadyPermitted': {
    bn: 'ডেস্কটি এই ধাপে ইতোমধ্যে অনুমোদিত',
    en: 'The desk is permitted for this stage already',
  },
  'report.notPermittedDesk': {
    bn: 'এই প্রতিবেদনের এই ধাপের জন্য আপনার ডেস্ক অনুমোদিত নয়',
    en: 'Your desk is not permitted for this stage of this report',
  },
  'report.periodNotOpen': {
    bn: 'এই সময়কাল এখনো শুরু হয়নি অথবা প্রতিবেদনের সময়কালের বাইরে',
    en: 'This period has not started or is outside the report’s periods',
  },
  'report.wrongStage': {
    bn: 'প্রতিবেদনটি এই ধাপে নেই, অথবা অন্য কেউ ইতোমধ্যে কাজটি করেছেন',
    en: 'The report is not at this stage, or someone else has acted on it already',
  },
  'report.tooManyAttachments': {
    bn: 'একটি প্রতিবেদনে সর্বোচ্চ {{max}}টি ফাইল সংযুক্ত করা যায়',
    en: 'A response can have at most {{max}} attachments',
  },
  'report.attachmentsMissing': {
    bn: 'পাঠানোর আগে আবশ্যক সংযুক্তি দিন: {{names}}',
    en: 'Attach the required files before sending it on: {{names}}',
  },
  'report.definitionChanged': {
    bn: 'প্রতিবেদনের সময়কাল এইমাত্র বদলেছে; পাতাটি আবার খুলে চেষ্টা করুন',
    en: 'The report’s periods changed just now; open the page again and retry',
  },
  'report.frequencyLocked': {
    bn: 'এই প্রতিবেদনের জবাব জমা পড়েছে; এর সময়কাল (মাসিক, ত্রৈমাসিক…) আর বদলানো যায় না',
    en: 'Offices have responded to this report; its frequency can no longer change',
  },
} as const;
