/** Messages of charges (দায়িত্ব হস্তান্তর): giving a desk's charge while its holder is away, and ending it. */
export const chargeMessages = {
  'validation.charge.deskRequired': {
    bn: 'যে পদের দায়িত্ব দেবেন তা নির্বাচন করুন',
    en: 'Choose the post to give in charge',
  },
  'validation.charge.actingRequired': {
    bn: 'দায়িত্ব গ্রহণকারী কর্মকর্তা নির্বাচন করুন',
    en: 'Choose the officer who takes the charge',
  },
  'validation.charge.kindRequired': { bn: 'দায়িত্বের ধরন নির্বাচন করুন', en: 'Choose the kind of charge' },
  'validation.charge.orderNoRequired': {
    bn: 'অফিস আদেশের স্মারক নম্বর লিখুন',
    en: 'Write the office order number',
  },
  'validation.charge.endNoteRequired': {
    bn: 'দায়িত্ব আগেই শেষ করার কারণ লিখুন',
    en: 'Write why the charge ends early',
  },
  'validation.charge.toBeforeFrom': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The last day cannot be before the first day',
  },
  'charge.takerDeskInvalid': {
    bn: 'দায়িত্ব হস্তান্তরের জন্য নিজ অফিসের অন্য একটি ডেস্ক নির্বাচন করুন',
    en: 'Choose another desk of your office to hold charge',
  },
  'charge.deskUnknown': { bn: 'পদটি পাওয়া যায়নি', en: 'The post was not found' },
  'charge.deskVacant': {
    bn: 'পদটি শূন্য; শূন্য পদে দায়িত্ব নয়, পদায়ন দিন',
    en: 'The post is vacant; fill it by a posting, not a charge',
  },
  'charge.toHolder': {
    bn: 'পদধারী নিজের পদের দায়িত্ব নিজে নিতে পারেন না',
    en: 'The holder of the post cannot take its charge',
  },
  'charge.actingNotInOffice': {
    bn: 'দায়িত্ব গ্রহণকারীকে এই অফিসের কোনো পদে কর্মরত থাকতে হবে',
    en: 'The officer who takes the charge must hold a post in this office',
  },
  'charge.actingAway': {
    bn: 'দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন',
    en: 'The officer who would take the charge is on leave (or has applied for it) in that period',
  },
  'charge.actingOnTour': {
    bn: 'দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে অনুমোদিত ভ্রমণে (পরিদর্শনে) থাকবেন',
    en: 'The officer who would take the charge is on an approved tour (inspection visit) in that period',
  },
  'charge.actingInTraining': {
    bn: 'দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে প্রশিক্ষণে (চূড়ান্ত প্রশিক্ষণার্থী) থাকবেন',
    en: 'The officer who would take the charge is a final trainee of a training batch in that period',
  },
  'charge.overlap': {
    bn: 'ওই সময়ে পদটির দায়িত্ব ইতিমধ্যে অন্য কাউকে দেওয়া আছে',
    en: 'The charge of this post is already given to someone for part of that period',
  },
  'charge.circular': {
    bn: 'দায়িত্ব ঘুরে আবার পদধারীর কাছে ফিরে আসছে; অন্য কাউকে দায়িত্ব দিন',
    en: 'The charge would come back round to the holder; give it to someone else',
  },
  'charge.chainTooLong': {
    bn: 'দায়িত্বের ধারা {{max}} ধাপের বেশি হতে পারে না',
    en: 'A chain of charges cannot be longer than {{max}} steps',
  },
  'charge.inPast': { bn: 'শেষের তারিখ আজকের আগে হতে পারে না', en: 'The last day cannot be before today' },
  'charge.tooLong': {
    bn: 'দায়িত্ব এক বছরের বেশি দেওয়া যায় না; দীর্ঘ অনুপস্থিতিতে পদায়ন দিন',
    en: 'A charge cannot last more than a year; a longer absence needs a posting',
  },
  'charge.alreadyEnded': {
    bn: 'দায়িত্বটি আগেই শেষ হয়েছে',
    en: 'The charge has already ended',
  },
} as const;
