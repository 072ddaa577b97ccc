/** Messages of meetings (সভা): the form's rules and the refusals of the workflow. */
export const meetingMessages = {
  'validation.meeting.titleRequired': { bn: 'সভার বিষয় লিখুন', en: 'Write the meeting’s subject' },
  'validation.meeting.typeRequired': { bn: 'সভার ধরন নির্বাচন করুন', en: 'Choose the type of meeting' },
  'validation.meeting.chairRequired': { bn: 'সভাপতির ডেস্ক নির্বাচন করুন', en: 'Choose the chair’s desk' },
  'validation.meeting.dateRequired': { bn: 'সভার তারিখ আবশ্যক', en: 'The date is required' },
  'validation.meeting.timeRequired': { bn: 'সভার সময় আবশ্যক', en: 'The time is required' },
  'validation.meeting.timeInvalid': {
    bn: 'সময় ঘণ্টা:মিনিট (যেমন 10:30) আকারে লিখুন',
    en: 'Write the time as hours:minutes (e.g. 10:30)',
  },
  'validation.meeting.endBeforeStart': {
    bn: 'শেষের সময় শুরুর সময়ের পরে হতে হবে',
    en: 'The end must be after the start',
  },
  'validation.meeting.venueRequired': {
    bn: 'সভার স্থান অথবা অনলাইন লিংক দিন',
    en: 'Give a venue or an online link',
  },
  'validation.meeting.linkInvalid': {
    bn: 'অনলাইন লিংক https:// দিয়ে শুরু হতে হবে',
    en: 'The online link must start with https://',
  },
  'validation.meeting.agendaRequired': { bn: 'আলোচ্যসূচি লিখুন', en: 'Write the agenda item' },
  'validation.meeting.inviteeRequired': {
    bn: 'আমন্ত্রিত ডেস্ক বা অফিস নির্বাচন করুন',
    en: 'Choose the invited desk or office',
  },
  'validation.meeting.tooMany': { bn: 'তালিকাটি অনেক দীর্ঘ', en: 'The list is too long' },
  'validation.meeting.nomineeRequired': {
    bn: 'মনোনীত কর্মকর্তার ডেস্ক নির্বাচন করুন',
    en: 'Choose the nominated officer’s desk',
  },
  'validation.meeting.substituteRequired': {
    bn: 'বিকল্প কর্মকর্তার ডেস্ক নির্বাচন করুন',
    en: 'Choose the substitute’s desk',
  },
  'validation.meeting.sameSubstitute': {
    bn: 'বিকল্প কর্মকর্তা মনোনীত কর্মকর্তা থেকে ভিন্ন হতে হবে',
    en: 'The substitute must be someone else',
  },
  'validation.meeting.decisionRequired': { bn: 'সিদ্ধান্ত লিখুন', en: 'Write the decision' },
  'validation.meeting.memoRequired': { bn: 'স্মারক নং লিখুন', en: 'Write the memo number' },
  'validation.meeting.spanTooLong': {
    bn: 'একবারে সর্বোচ্চ ৬২ দিনের সভা দেখা যায়',
    en: 'At most 62 days can be shown at once',
  },
  'meeting.notEditable': {
    bn: 'সভাটি এখন পরিবর্তন করা যায় না; এটি ইতোমধ্যে পরবর্তী ধাপে গেছে',
    en: 'The meeting cannot be changed now; it has moved on already',
  },
  'meeting.minutesLocked': {
    bn: 'কার্যবিবরণী চূড়ান্ত হয়েছে; আর পরিবর্তন করা যায় না',
    en: 'The minutes are final and can no longer be changed',
  },
  'meeting.noInvitees': {
    bn: 'আমন্ত্রণ পাঠাতে অন্তত একটি ডেস্ক বা অফিস ও একটি আলোচ্যসূচি দিন',
    en: 'Add at least one invitee and one agenda item before inviting',
  },
  'meeting.deskNotOwn': {
    bn: 'কেবল নিজ অফিসের ডেস্ক নির্বাচন করা যায়',
    en: 'Only desks of your own office can be chosen',
  },
  'meeting.officeNotOther': {
    bn: 'আমন্ত্রিত অফিস নিজ অফিস থেকে ভিন্ন ও বিদ্যমান হতে হবে',
    en: 'An invited office must exist and be another office',
  },
  'meeting.previousInvalid': {
    bn: 'পূর্ববর্তী সভাটি নিজ অফিসের একটি সভা হতে হবে',
    en: 'The previous meeting must be one of your office’s meetings',
  },
  'meeting.alreadyNominated': {
    bn: 'এই আমন্ত্রণের মনোনয়ন ইতোমধ্যে দেওয়া হয়েছে',
    en: 'The nomination for this invitation has been made already',
  },
  'meeting.nomineeNotOwn': {
    bn: 'মনোনীত ও বিকল্প কর্মকর্তা আমন্ত্রিত অফিসের ডেস্ক হতে হবে',
    en: 'The nominee and the substitute must hold desks of the invited office',
  },
  'meeting.notNominator': {
    bn: 'কেবল আমন্ত্রিত অফিসের অফিস প্রধান বা অফিস অ্যাডমিন মনোনয়ন দিতে পারেন',
    en: 'Only the invited office’s head or admin can nominate',
  },
  'meeting.taskDone': {
    bn: 'কার্যক্রমটি ইতোমধ্যে সম্পন্ন হয়েছে',
    en: 'The task has been completed already',
  },
  'meeting.notResponsible': {
    bn: 'কেবল দায়িত্বপ্রাপ্ত ডেস্ক, অফিস বা সভা আহ্বানকারী অফিস কার্যক্রম সম্পন্ন করতে পারে',
    en: 'Only the responsible desk or office, or the calling office, can complete the task',
  },
  'meeting.responsibleInvalid': {
    bn: 'দায়িত্বপ্রাপ্ত ডেস্ক বা অফিস সঠিক নয়',
    en: 'The responsible desk or office is not valid',
  },
  'meeting.reminderSent': {
    bn: 'এই সভার স্মরণ বার্তা ইতোমধ্যে পাঠানো হয়েছে',
    en: 'The reminder of this meeting has been sent already',
  },
  'meeting.reminderClosed': {
    bn: 'কেবল আমন্ত্রিত ও আসন্ন সভার স্মরণ বার্তা পাঠানো যায়',
    en: 'Only an invited meeting that is still ahead can be reminded of',
  },
  'meeting.tooManyPapers': {
    bn: 'একটি সভায় সর্বোচ্চ {{max}}টি কাগজপত্র সংযুক্ত করা যায়',
    en: 'A meeting can have at most {{max}} papers',
  },
} as const;
