/** Messages of innovations (উদ্ভাবন): SPEC.md §5's rules and the workflow's refusals. */
export const innovationMessages = {
  'validation.innovation.titleRequired': { bn: 'শিরোনাম আবশ্যক', en: 'Title is required' },
  'validation.innovation.descriptionRequired': { bn: 'বিবরণ আবশ্যক', en: 'Description is required' },
  'validation.innovation.fiscalYearInvalid': {
    bn: 'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2022-23); দ্বিতীয় বছরটি প্রথম বছরের পরের বছর',
    en: 'Write the fiscal year in English digits (e.g. 2022-23); the second year follows the first',
  },
  'validation.innovation.budgetInvalid': {
    bn: 'বাজেট ইংরেজি অঙ্কে লিখুন (যেমন 250000 বা 250000.50)',
    en: 'Write the budget in English digits (e.g. 250000 or 250000.50)',
  },
  'validation.innovation.urlInvalid': {
    bn: 'সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)',
    en: 'Enter a correct link (starting with http:// or https://)',
  },
  'validation.innovation.noteRequired': {
    bn: 'ফেরত পাঠানোর কারণ লিখুন',
    en: 'Write why it is sent back',
  },
  'innovation.ownDecision': {
    bn: 'নিজের উদ্ভাবনের বিষয়ে সিদ্ধান্ত অন্য কেউ দেবেন',
    en: 'Someone else decides on your own innovation',
  },
  'innovation.notEditable': {
    bn: 'দাখিলকৃত বা গৃহীত উদ্ভাবন আর পরিবর্তন করা যায় না; ফেরত পাঠানো হলে আবার পরিবর্তন করা যাবে',
    en: 'A submitted or accepted innovation cannot be changed; it can again once it is sent back',
  },
  'innovation.tooManyAttachments': {
    bn: 'একটি উদ্ভাবনে সর্বোচ্চ {{max}}টি প্রমাণক সংযুক্ত করা যায়',
    en: 'An innovation can have at most {{max}} proof attachments',
  },
} as const;
