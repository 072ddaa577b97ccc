/** Messages of leave (ছুটি): the form's rules, the balance and the approvers' refusals. */
export const leaveMessages = {
  'validation.leave.typeRequired': { bn: 'ছুটির ধরন নির্বাচন করুন', en: 'Choose the type of leave' },
  'validation.leave.fromRequired': { bn: 'ছুটি শুরুর তারিখ আবশ্যক', en: 'The first day is required' },
  'validation.leave.toRequired': { bn: 'ছুটি শেষের তারিখ আবশ্যক', en: 'The last day is required' },
  'validation.leave.toBeforeFrom': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The last day cannot be before the first day',
  },
  'validation.leave.reasonRequired': { bn: 'ছুটির কারণ লিখুন', en: 'Write the reason for the leave' },
  'validation.leave.addressRequired': {
    bn: 'ছুটিকালীন ঠিকানা লিখুন',
    en: 'Write the address during the leave',
  },
  'validation.leave.chainTooLong': {
    bn: 'অনুমোদনের ধাপ সর্বোচ্চ ৬টি হতে পারে',
    en: 'A chain has at most 6 desks',
  },
  'validation.leave.holidayNameRequired': { bn: 'ছুটির দিনের নাম লিখুন', en: 'Write the holiday’s name' },
  'leave.tooEarly': {
    bn: 'ছুটি আজ থেকে {{days}} দিনের বেশি আগে শুরু হতে পারে না',
    en: 'A leave cannot start more than {{days}} days ago',
  },
  'leave.tooFar': {
    bn: 'ছুটি এক বছরের বেশি পরে শুরু বা এক বছরের বেশি দীর্ঘ হতে পারে না',
    en: 'A leave cannot start more than a year ahead or last longer than a year',
  },
  'leave.noWorkingDay': {
    bn: 'নির্বাচিত সময়ে কোনো কর্মদিবস নেই',
    en: 'There is no working day in the chosen period',
  },
  'leave.tooManyDays': {
    bn: 'এই ধরনের ছুটি একবারে সর্বোচ্চ {{max}} দিন নেওয়া যায়',
    en: 'This leave can be taken for at most {{max}} days at a time',
  },
  'leave.notEnoughBalance': {
    bn: 'পর্যাপ্ত ছুটি পাওনা নেই: আবেদন {{days}} দিন, প্রাপ্য {{available}} দিন',
    en: 'Not enough leave: {{days}} days asked, {{available}} days available',
  },
  'leave.spansYears': {
    bn: 'এই ধরনের ছুটি এক পঞ্জিকা বছরের মধ্যেই নিতে হয়',
    en: 'This leave must fall within one calendar year',
  },
  'leave.femaleOnly': {
    bn: 'মাতৃত্বকালীন ছুটি কেবল নারী কর্মচারীর জন্য',
    en: 'Maternity leave is for female officers only',
  },
  'leave.documentRequired': {
    bn: 'এই ধরনের ছুটির জন্য প্রমাণপত্র সংযুক্ত করুন',
    en: 'Attach the supporting document this leave needs',
  },
  'leave.overlap': {
    bn: 'এই সময়ে আপনার আরেকটি ছুটির আবেদন আছে',
    en: 'You have another leave application for these days',
  },
  'leave.noApprovers': {
    bn: 'আপনার অফিসে এই ছুটির অনুমোদনকারী ডেস্ক নির্ধারণ করা হয়নি; অফিস অ্যাডমিনকে জানান',
    en: 'Your office has no approving desks for this leave; ask the office admin',
  },
  'leave.noDesk': {
    bn: 'ছুটির আবেদন করতে একটি সক্রিয় ডেস্ক প্রয়োজন',
    en: 'You need an active desk to apply for leave',
  },
  'leave.chargeDeskInvalid': {
    bn: 'দায়িত্ব হস্তান্তরের জন্য নিজ অফিসের অন্য একটি ডেস্ক নির্বাচন করুন',
    en: 'Choose another desk of your office to hold charge',
  },
  'leave.notEditable': {
    bn: 'আবেদনটি এখন পরিবর্তন, দাখিল বা বাতিল করা যায় না; অন্য কেউ ইতোমধ্যে সিদ্ধান্ত দিয়েছেন',
    en: 'The application cannot be changed, submitted or cancelled now; it has been decided already',
  },
  'leave.notYourDesk': {
    bn: 'আবেদনটি এখন আপনার ডেস্কে নেই; অন্য ডেস্ক সিদ্ধান্ত দেবে',
    en: 'The application is not at your desk; another desk decides it',
  },
  'leave.alreadyDecided': {
    bn: 'আবেদনটিতে ইতোমধ্যে সিদ্ধান্ত দেওয়া হয়েছে বা এটি অন্য ধাপে গেছে',
    en: 'The application has been decided already or has moved on',
  },
  'leave.decisionNotNow': {
    bn: 'এই ধাপে এই সিদ্ধান্ত দেওয়া যায় না',
    en: 'This decision cannot be made at this step',
  },
  'leave.noteRequired': {
    bn: 'ফেরত বা নামঞ্জুরের কারণ লিখুন',
    en: 'Write why it is sent back or rejected',
  },
  'leave.deskNotAllowed': {
    bn: 'অনুমোদনকারী হিসেবে কেবল নিজ অফিস বা নিয়ন্ত্রণকারী অফিসের ডেস্ক নির্বাচন করা যায়',
    en: 'Only desks of the office or its controlling offices can approve',
  },
  'leave.duplicateDesk': {
    bn: 'একই ডেস্ক একাধিকবার দেওয়া যায় না',
    en: 'A desk can appear only once in a chain',
  },
  'leave.tooManyAttachments': {
    bn: 'একটি আবেদনে সর্বোচ্চ {{max}}টি ফাইল সংযুক্ত করা যায়',
    en: 'An application can have at most {{max}} attachments',
  },
  'leave.holidayExists': { bn: 'এই দিনটি ইতোমধ্যে ছুটির তালিকায় আছে', en: 'This day is a holiday already' },
} as const;
