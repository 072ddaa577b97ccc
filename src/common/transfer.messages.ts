/** Messages of transfer (বদলি): the forms' rules and the workflow's refusals. */
export const transferMessages = {
  'validation.transfer.reasonRequired': { bn: 'বদলির কারণ লিখুন', en: 'Write the reason for the transfer' },
  'validation.transfer.reasonShort': {
    bn: 'কারণটি অন্তত ১০ অক্ষরে লিখুন',
    en: 'Write the reason in at least 10 characters',
  },
  'validation.transfer.preferenceRequired': {
    bn: 'অন্তত একটি পছন্দের অফিস বা জেলা নির্বাচন করুন',
    en: 'Choose at least one preferred office or district',
  },
  'validation.transfer.tooManyPreferences': {
    bn: 'সর্বোচ্চ ৫টি অফিস ও ৫টি জেলা নির্বাচন করা যায়',
    en: 'Choose at most 5 offices and 5 districts',
  },
  'validation.transfer.decisionRequired': { bn: 'সিদ্ধান্ত নির্বাচন করুন', en: 'Choose a decision' },
  'validation.transfer.rejectReason': {
    bn: 'নামঞ্জুরের কারণ লিখুন',
    en: 'Write why the application is rejected',
  },
  'validation.transfer.titleRequired': { bn: 'বদলি পর্বের নাম লিখুন', en: 'Name the transfer round' },
  'validation.transfer.orderNoRequired': {
    bn: 'অফিস আদেশের স্মারক নং লিখুন',
    en: 'Write the office order number',
  },
  'validation.transfer.orderDateRequired': { bn: 'অফিস আদেশের তারিখ দিন', en: 'Give the office order date' },
  'validation.transfer.deskRequired': { bn: 'শূন্য পদ নির্বাচন করুন', en: 'Choose a vacant post' },
  'validation.transfer.whoRequired': {
    bn: 'একটি অনুমোদিত আবেদন অথবা একজন কর্মকর্তা নির্বাচন করুন',
    en: 'Choose an approved application or an officer',
  },
  'validation.transfer.unknownOffice': { bn: 'অফিসটি পাওয়া যায়নি', en: 'The office was not found' },
  'validation.transfer.unknownDistrict': { bn: 'জেলাটি পাওয়া যায়নি', en: 'The district was not found' },
  'transfer.notPosted': {
    bn: 'বদলির আবেদন করতে হলে আপনাকে কোনো পদে পদায়িত থাকতে হবে',
    en: 'You must hold a post to apply for a transfer',
  },
  'transfer.alreadyOpen': {
    bn: 'আপনার একটি বদলির আবেদন ইতোমধ্যে প্রক্রিয়াধীন আছে',
    en: 'You already have a transfer application in progress',
  },
  'transfer.changed': {
    bn: 'আবেদনটি ইতোমধ্যে অন্য কেউ পরিবর্তন করেছেন, অথবা এই অবস্থায় এটি করা যায় না',
    en: 'Someone else has changed this application already, or it cannot be done in its state',
  },
  'transfer.foreignDesk': {
    bn: 'এই আবেদনের সিদ্ধান্ত আপনার ডেস্ক থেকে দেওয়া যায় না',
    en: 'Your desk does not decide this application',
  },
  'transfer.ownApplication': {
    bn: 'নিজের বদলির আবেদনে নিজে সিদ্ধান্ত দেওয়া যায় না',
    en: 'You cannot decide your own transfer application',
  },
  'transfer.deskTaken': {
    bn: 'পদটি ইতোমধ্যে অন্য কেউ ধারণ করছেন',
    en: 'Someone already holds that post',
  },
  'transfer.deskPlanned': {
    bn: 'পদটি এই পর্বে ইতোমধ্যে অন্য কাউকে দেওয়া হয়েছে',
    en: 'That post is already given to someone in this round',
  },
  'transfer.personPlanned': {
    bn: 'কর্মকর্তা এই পর্বে ইতোমধ্যে আছেন',
    en: 'The officer is already in this round',
  },
  'transfer.notApproved': {
    bn: 'শুধু অনুমোদিত আবেদন বদলি পর্বে নেওয়া যায়',
    en: 'Only approved applications can go into a round',
  },
  'transfer.holdingGone': {
    bn: 'কর্মকর্তা আর আগের পদে নেই',
    en: 'The officer no longer holds the earlier post',
  },
  'transfer.roundClosed': {
    bn: 'বদলি পর্বটি ইতোমধ্যে কার্যকর হয়েছে',
    en: 'The transfer round has been carried out already',
  },
  'transfer.roundEmpty': {
    bn: 'পর্বে কোনো পরিকল্পিত বদলি নেই',
    en: 'The round has no planned transfers',
  },
  'transfer.outOfScope': {
    bn: 'পদটি আপনার পরিকল্পনার অফিসগুলোর বাইরে',
    en: 'The post is outside the offices you plan for',
  },
  'transfer.tooManyAttachments': {
    bn: 'একটি আবেদনে সর্বোচ্চ {{max}}টি ফাইল সংযুক্ত করা যায়',
    en: 'An application can have at most {{max}} attachments',
  },
} as const;
