/** Messages of support tickets (সহায়তা): the form's rules and the desk's refusals. */
export const supportMessages = {
  'validation.support.reasonRequired': { bn: 'বিষয় নির্বাচন করুন', en: 'Choose a reason' },
  'validation.support.descriptionRequired': { bn: 'বিবরণ আবশ্যক', en: 'Description is required' },
  'validation.support.descriptionShort': {
    bn: 'সমস্যাটি অন্তত ১০ অক্ষরে লিখুন',
    en: 'Describe the problem in at least 10 characters',
  },
  'validation.support.replyRequired': { bn: 'উত্তর লিখুন', en: 'Write a reply' },
  'validation.support.statusInvalid': { bn: 'অবস্থা সঠিক নয়', en: 'The status is not valid' },
  'validation.support.reasonForStatus': {
    bn: 'নিষ্পন্ন বা বাতিল করার কারণ লিখুন',
    en: 'Write why it is resolved or cancelled',
  },
  'support.transitionNotAllowed': {
    bn: 'টিকিটটি এই অবস্থা থেকে নির্বাচিত অবস্থায় নেওয়া যায় না, অথবা অন্য কেউ ইতোমধ্যে পরিবর্তন করেছেন',
    en: 'The ticket cannot move to that status from where it is, or someone else has changed it already',
  },
  'support.notOwnTicket': {
    bn: 'এই টিকিটটি আপনার নয়',
    en: 'This ticket is not yours',
  },
  'support.levelTooHigh': {
    bn: 'এই টিকিটটি উচ্চতর স্তরে হস্তান্তরিত; আপনার স্তর থেকে এতে কাজ করা যায় না',
    en: 'This ticket is at a higher support level than yours',
  },
  'support.topLevel': {
    bn: 'টিকিটটি ইতোমধ্যে সর্বোচ্চ স্তরে আছে',
    en: 'The ticket is at the highest level already',
  },
  'support.closed': {
    bn: 'নিষ্পন্ন বা বাতিল টিকিটে আর উত্তর বা পরিবর্তন করা যায় না',
    en: 'A resolved or cancelled ticket takes no more replies or changes',
  },
  'support.assigneeInvalid': {
    bn: 'টিকিটটি এই স্তরের একজন সহায়তা অ্যাডমিনকেই দেওয়া যায়',
    en: 'The ticket can only be assigned to a support admin of its level',
  },
  'support.reopenExpired': {
    bn: 'নিষ্পন্ন হওয়ার {{days}} দিনের মধ্যেই টিকিট পুনরায় খোলা যায়',
    en: 'A ticket can be reopened within {{days}} days of being resolved',
  },
  'support.tooManyAttachments': {
    bn: 'একটি টিকিটে সর্বোচ্চ {{max}}টি ফাইল সংযুক্ত করা যায়',
    en: 'A ticket can have at most {{max}} attachments',
  },
} as const;
