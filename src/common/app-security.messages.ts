/** Messages of app security (সফটওয়্যার নিরাপত্তা): the registry, access roles and their grants. */
export const appSecurityMessages = {
  'validation.appSecurity.pagePath': {
    bn: 'পেজের ঠিকানা / দিয়ে শুরু হবে, ইংরেজি অক্ষরে',
    en: 'A page path starts with / and has English letters',
  },
  'validation.appSecurity.nameRequired': { bn: 'রোলের নাম আবশ্যক', en: 'The role’s name is required' },
  'validation.appSecurity.oneTarget': {
    bn: 'একটি পদবি অথবা একটি ডেস্ক বেছে নিন (দুটো একসাথে নয়)',
    en: 'Choose one designation or one desk (not both)',
  },
  'appSecurity.notGrantable': {
    bn: '{{page}} পেজে “{{action}}” অনুমতি দেওয়া যায় না: এর API এই অনুমতি মানে না',
    en: 'The “{{action}}” permission cannot be granted on {{page}}: its API does not honour it',
  },
  'appSecurity.nameTaken': {
    bn: 'এই নামের একটি অ্যাক্সেস রোল ইতোমধ্যে আছে',
    en: 'An access role with this name exists already',
  },
  'appSecurity.alreadyAssigned': {
    bn: 'রোলটি এই পদবি বা ডেস্কে ইতোমধ্যে দেওয়া আছে',
    en: 'The role is given to this designation or desk already',
  },
  'appSecurity.targetMissing': {
    bn: 'পদবি বা ডেস্কটি পাওয়া যায়নি',
    en: 'The designation or desk was not found',
  },
} as const;
