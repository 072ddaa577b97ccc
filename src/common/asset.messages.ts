/** Messages of asset statements (সম্পদ বিবরণী): the form's rules and the workflow's refusals. */
export const assetMessages = {
  'validation.asset.amountInvalid': {
    bn: 'টাকার অঙ্ক ইংরেজি অঙ্কে লিখুন (যেমন 2500000 বা 2500000.50)',
    en: 'Write the amount in English digits (e.g. 2500000 or 2500000.50)',
  },
  'validation.asset.locationRequired': { bn: 'অবস্থান (মৌজা, দাগ বা ঠিকানা) আবশ্যক', en: 'Location is required' },
  'validation.asset.lenderRequired': { bn: 'ঋণদাতার নাম আবশ্যক', en: 'The lender is required' },
  'validation.asset.nameRequired': { bn: 'নাম আবশ্যক', en: 'Name is required' },
  'validation.asset.tooManyRows': {
    bn: 'এই অংশে আর সারি যোগ করা যাবে না',
    en: 'This section has no room for more rows',
  },
  'validation.asset.noteRequired': { bn: 'ফেরত পাঠানোর কারণ লিখুন', en: 'Write why it is sent back' },
  'asset.incomeRequired': {
    bn: 'দাখিলের আগে আয়ের অন্তত একটি উৎস লিখুন',
    en: 'Enter at least one source of income before submitting',
  },
  'asset.alreadyStarted': {
    bn: 'এই অর্থবছরের সম্পদ বিবরণী আগেই শুরু করা হয়েছে',
    en: 'The asset statement of this fiscal year has been started already',
  },
  'asset.notEditable': {
    bn: 'দাখিলকৃত সম্পদ বিবরণী আর পরিবর্তন করা যায় না; ফেরত পাঠানো হলে আবার করা যাবে',
    en: 'A submitted asset statement cannot be changed; it can again once it is sent back',
  },
  'asset.staleRevision': {
    bn: 'বিবরণীটি অন্য কোনো জানালা থেকে আরও নতুনভাবে সংরক্ষিত হয়েছে; পাতাটি নতুন করে দেখুন',
    en: 'The statement was saved more recently from another window; reload the page',
  },
  'asset.noReceiver': {
    bn: 'আপনার অফিসের সম্পদ বিবরণী গ্রহণকারী কর্তৃপক্ষ নির্ধারিত নেই; অফিস অ্যাডমিনের সঙ্গে যোগাযোগ করুন',
    en: 'No receiving authority is set for your office; ask the office admin',
  },
  'asset.deskNotInOffice': {
    bn: 'নির্বাচিত পদটি এই অফিসের কোনো কর্মরত কর্মকর্তার পদ নয়',
    en: 'The chosen desk is not a held desk of this office',
  },
  'asset.notYours': {
    bn: 'এই সম্পদ বিবরণী গোপনীয়: কেবল দাখিলকারী ও গ্রহণকারী কর্তৃপক্ষ এটি দেখতে পারেন',
    en: 'This asset statement is confidential: only its declarant and the receiving authority may see it',
  },
  'asset.reminderSent': {
    bn: 'এই অফিসে আজ এই অর্থবছরের সম্পদ বিবরণীর তাগিদ একবার পাঠানো হয়েছে; আগামীকাল আবার পাঠানো যাবে',
    en: 'This office has already been reminded today for this fiscal year; it can be reminded again tomorrow',
  },
} as const;
