/** The manual's own labels (its chapters' text lives in content/, loaded with its pages). */
export const manualBn = {
  title: 'ব্যবহার নির্দেশিকা',
  menuEntry: 'ব্যবহার নির্দেশিকা',
  chapterTitle: 'ব্যবহার নির্দেশিকা: মডিউল',
  intro:
    'কার্যালয়ের প্রতিটি মডিউলের পাতা কী কাজ করে, কে ব্যবহার করেন এবং ধাপে ধাপে কীভাবে কাজ করবেন তা এখানে লেখা আছে। একটি মডিউল খুলুন অথবা কোনো শব্দ লিখে খুঁজুন।',
  searchLabel: 'নির্দেশিকায় খুঁজুন',
  searchPlaceholder: 'যেমন: ছুটি, অনুমোদন, এক্সেল',
  results: '“{{query}}” পাওয়া গেছে {{count}}টি অংশে',
  noResults: '“{{query}}” কোনো অংশে পাওয়া যায়নি। অন্য শব্দ বা বানান লিখে দেখুন।',
  chapters: 'মডিউলসমূহ',
  sections: '{{count}}টি অংশ',
  whoUses: 'কারা ব্যবহার করেন',
  openPage: 'পাতাটি খুলুন',
  print: 'প্রিন্ট',
  allManuals: 'সব মডিউলের নির্দেশিকা',
  notFound: 'এই মডিউলের নির্দেশিকা পাওয়া যায়নি। নিচের তালিকা থেকে মডিউল বেছে নিন।',
  screenshot: '{{title}} পাতার ছবি',
  contents: 'সূচিপত্র',
};

export const manualEn: Record<keyof typeof manualBn, string> = {
  title: 'User manual',
  menuEntry: 'User manual',
  chapterTitle: 'User manual: module',
  intro:
    'What each screen of every Karjaloy module does, who uses it, and how to work with it step by step. Open a module or search for a word.',
  searchLabel: 'Search the manual',
  searchPlaceholder: 'e.g. leave, approve, Excel',
  results: '“{{query}}” found in {{count}} sections',
  noResults: '“{{query}}” is in no section. Try another word or spelling.',
  chapters: 'Modules',
  sections: '{{count}} sections',
  whoUses: 'Who uses it',
  openPage: 'Open the page',
  print: 'Print',
  allManuals: 'All modules’ manuals',
  notFound: 'There is no manual for this module. Choose a module from the list below.',
  screenshot: 'Screen of {{title}}',
  contents: 'Contents',
};
