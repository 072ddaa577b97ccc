/** Messages of inspections (পরিদর্শন): templates, tour plans, the visit and its recommendations. */
export const inspectionMessages = {
  'validation.inspection.itemTypeRequired': { bn: 'আইটেমের ধরন নির্বাচন করুন', en: 'Choose the item type' },
  'validation.inspection.itemLabelRequired': { bn: 'আইটেমের বিবরণ লিখুন', en: 'Write the item' },
  'validation.inspection.sectionTitleRequired': { bn: 'অংশের শিরোনাম লিখুন', en: 'Write the section title' },
  'validation.inspection.sectionRequired': { bn: 'অন্তত একটি অংশ যোগ করুন', en: 'Add at least one section' },
  'validation.inspection.duplicateKey': {
    bn: 'একই কোড দুটি আইটেমে ব্যবহার করা যাবে না',
    en: 'Two items cannot have the same code',
  },
  'validation.inspection.templateNameRequired': { bn: 'টেমপ্লেটের নাম লিখুন', en: 'Write the template name' },
  'validation.inspection.officerRequired': { bn: 'কর্মকর্তা নির্বাচন করুন', en: 'Choose an officer' },
  'validation.inspection.officeRequired': { bn: 'অফিস নির্বাচন করুন', en: 'Choose an office' },
  'validation.inspection.visitDateRequired': { bn: 'পরিদর্শনের তারিখ আবশ্যক', en: 'The visit date is required' },
  'validation.inspection.purposeRequired': {
    bn: 'পরিদর্শনের উদ্দেশ্য লিখুন',
    en: 'Write the purpose of the visit',
  },
  'validation.inspection.englishDigits': {
    bn: 'অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন (যেমন 24.363588)',
    en: 'Write latitude and longitude in English digits (e.g. 24.363588)',
  },
  'validation.inspection.latitudeInvalid': { bn: 'অক্ষাংশ সঠিক নয়', en: 'The latitude is not valid' },
  'validation.inspection.longitudeInvalid': { bn: 'দ্রাঘিমাংশ সঠিক নয়', en: 'The longitude is not valid' },
  'validation.inspection.outsideBangladesh': {
    bn: 'অবস্থানটি বাংলাদেশের সীমার মধ্যে নয়',
    en: 'The position is not inside Bangladesh',
  },
  'validation.inspection.recommendationRequired': { bn: 'সুপারিশ লিখুন', en: 'Write the recommendation' },
  'validation.inspection.complianceNoteRequired': {
    bn: 'বাস্তবায়নের বিবরণ লিখুন',
    en: 'Write what has been done',
  },
  'inspection.templateChanged': {
    bn: 'টেমপ্লেটটি এর মধ্যে অন্য কেউ পরিবর্তন করেছেন; আবার খুলে নিন',
    en: 'Someone else has changed the template; open it again',
  },
  'inspection.wrongItemType': {
    bn: 'সাধারণ তথ্যের টেমপ্লেটে শুধু লেখা ও সংখ্যা রাখা যায়',
    en: 'The general-information template takes text and numbers only',
  },
  'inspection.officeNotAllowed': {
    bn: 'এই অফিসে পরিদর্শনের অনুমতি আপনার নেই',
    en: 'You may not inspect this office',
  },
  'inspection.noApprover': {
    bn: 'ভ্রমণসূচি অনুমোদনের জন্য নিয়ন্ত্রণকারী ডেস্ক পাওয়া যায়নি; অফিস অ্যাডমিনের সাথে যোগাযোগ করুন',
    en: 'No controlling desk to approve the tour plan; ask the office admin',
  },
  'inspection.planDecided': {
    bn: 'ভ্রমণসূচিটি এর মধ্যে নিষ্পত্তি হয়েছে',
    en: 'The tour plan has already been decided',
  },
  'inspection.notYourDesk': { bn: 'ভ্রমণসূচিটি আপনার ডেস্কে নেই', en: 'The tour plan is not at your desk' },
  'inspection.noteRequired': { bn: 'কারণ লিখুন', en: 'Write the reason' },
  'inspection.planNotApproved': {
    bn: 'অনুমোদিত ভ্রমণসূচি ছাড়া পরিদর্শন শুরু করা যায় না',
    en: 'An inspection starts only from an approved tour plan',
  },
  'inspection.noTemplate': {
    bn: 'কোনো চেকলিস্ট টেমপ্লেট নির্ধারিত নেই',
    en: 'No checklist template is set',
  },
  'inspection.submitted': {
    bn: 'পরিদর্শনটি দাখিল হয়ে গেছে; আর পরিবর্তন করা যায় না',
    en: 'The inspection has been submitted and can no longer change',
  },
  'inspection.answerMissing': { bn: 'আবশ্যক প্রশ্নের উত্তর দিন', en: 'Answer the required items' },
  'inspection.answerInvalid': { bn: 'উত্তরটি সঠিক নয়', en: 'The answer is not valid' },
  'inspection.positionRequired': {
    bn: 'দাখিলের আগে জিপিএস অবস্থান দিন',
    en: 'Give the GPS position before submitting',
  },
  'inspection.photoRequired': {
    bn: 'দাখিলের আগে অন্তত একটি ছবি দিন',
    en: 'Add at least one photo before submitting',
  },
  'inspection.tooManyFiles': { bn: 'সর্বোচ্চ {{max}}টি ফাইল দেওয়া যায়', en: 'At most {{max}} files' },
  'inspection.recommendationClosed': {
    bn: 'সুপারিশটি এর মধ্যে পরিবর্তিত বা বন্ধ হয়েছে',
    en: 'The recommendation has changed or been closed already',
  },
  'inspection.notImplemented': {
    bn: 'বাস্তবায়িত হিসেবে জানানো সুপারিশই কেবল বন্ধ করা যায়',
    en: 'Only a recommendation reported as implemented can be closed',
  },
} as const;
