/** Messages of the officers module: a new officer, postings, release (SPEC.md §5, §8). */
export const officerMessages = {
  'officer.created': { bn: 'কর্মকর্তা নিবন্ধন সফল হয়েছে', en: 'The officer has been registered' },
  'officer.duplicate': {
    bn: 'এই ইমেইল, মোবাইল নম্বর বা জাতীয় পরিচয়পত্র নম্বর দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে',
    en: 'An account with this email, mobile number or NID already exists',
  },
  'officer.posted': { bn: 'পদায়ন সম্পন্ন হয়েছে', en: 'The officer has been posted' },
  'officer.released': { bn: 'পদ থেকে অবমুক্ত করা হয়েছে', en: 'The officer has been released from the post' },
  'officer.alreadyPosted': {
    bn: 'কর্মকর্তা ইতোমধ্যে একটি পদে কর্মরত; অতিরিক্ত দায়িত্ব হিসেবে দিন অথবা আগে অবমুক্ত করুন',
    en: 'The officer already holds a post; give this one as additional charge, or release the officer first',
  },
  'officer.alreadyReleased': {
    bn: 'এই পদ থেকে ইতোমধ্যে অবমুক্ত করা হয়েছে',
    en: 'The officer has already been released from this post',
  },
  'officer.sameDesk': {
    bn: 'কর্মকর্তা এই পদেই কর্মরত আছেন',
    en: 'The officer already holds this post',
  },
  'officer.releaseBeforeJoining': {
    bn: 'অবমুক্তির তারিখ যোগদানের তারিখের আগে হতে পারে না',
    en: 'The release date cannot be before the joining date',
  },
  'validation.officer.joinedOnRequired': { bn: 'যোগদানের তারিখ আবশ্যক', en: 'Joining date is required' },
  'validation.officer.releasedOnRequired': { bn: 'অবমুক্তির তারিখ আবশ্যক', en: 'Release date is required' },
} as const;
