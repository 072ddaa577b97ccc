/** Messages of internal messages (বার্তা): SPEC.md §2 "message sent or failed to send" and the rules. */
export const messageMessages = {
  'validation.message.subjectRequired': { bn: 'বিষয় লিখুন', en: 'Write the subject' },
  'validation.message.bodyRequired': { bn: 'বার্তা লিখুন', en: 'Write the message' },
  'validation.message.recipientRequired': {
    bn: 'অন্তত একজন প্রাপক বা একটি পদ বাছাই করুন',
    en: 'Choose at least one recipient or desk',
  },
  'validation.message.tooManyRecipients': {
    bn: 'একটি বার্তা সর্বোচ্চ ৫০ জন প্রাপক বা পদে পাঠানো যায়',
    en: 'A message can go to at most 50 recipients or desks',
  },
  'validation.message.tooManyAttachments': {
    bn: 'একটি বার্তায় সর্বোচ্চ ৫টি সংযুক্তি দেওয়া যায়',
    en: 'A message can have at most 5 attachments',
  },
  'message.unknownRecipient': {
    bn: 'বাছাই করা প্রাপক বা পদ পাওয়া যায়নি',
    en: 'A chosen recipient or desk was not found',
  },
  'message.attachmentGone': {
    bn: 'সংযুক্তি পাওয়া যায়নি; আবার আপলোড করুন',
    en: 'An attachment was not found; upload it again',
  },
  'message.sent': { bn: 'বার্তা পাঠানো হয়েছে', en: 'Message sent' },
  'message.sendFailed': { bn: 'বার্তা পাঠানো যায়নি', en: 'Message failed to send' },
} as const;
