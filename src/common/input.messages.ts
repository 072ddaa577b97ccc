/** Messages of bad input that any form or route can give: characters, dates, empty updates, sizes. */
export const inputMessages = {
  'validation.textInvalid': {
    bn: 'লেখায় এমন একটি অক্ষর আছে যা গ্রহণযোগ্য নয়',
    en: 'The text contains a character that is not allowed',
  },
  'validation.dateRequired': { bn: 'তারিখ আবশ্যক', en: 'The date is required' },
  'validation.dateOutOfRange': {
    bn: 'তারিখটি ১৯০০ থেকে ২১০০ সালের মধ্যে হতে হবে',
    en: 'The date must be between 1900 and 2100',
  },
  'validation.nothingToChange': {
    bn: 'পরিবর্তনের জন্য কোনো তথ্য দেওয়া হয়নি',
    en: 'Nothing to change was given',
  },
  'error.bodyTooLarge': {
    bn: 'পাঠানো তথ্যের পরিমাণ অনেক বেশি',
    en: 'The request is too large',
  },
} as const;
