/**
 * Bangla and English strings that only assistive technology reads: names of scrolling tables and
 * charts, spoken states, close buttons. Registered when the announcer loads (main.tsx).
 */
export const A11Y_NAMESPACE = 'a11y';

const bn = {
  close: 'বন্ধ করুন',
  loading: 'লোড হচ্ছে…',
  loaded: 'তালিকা হালনাগাদ হয়েছে',
  tableRegion: '{{name}} (পাশে সরিয়ে দেখুন)',
  chartData: '{{name}}: চার্টের তথ্য',
  chartBesideTable: '{{name}}: বার চার্ট; একই সংখ্যাগুলো পাশের সারণিতে আছে',
  formHasErrors: 'ফর্মে {{count}}টি ঘরে সমস্যা আছে: {{errors}}',
  pages: 'পৃষ্ঠাসমূহ',
  previousPage: 'আগের পৃষ্ঠা',
  nextPage: 'পরের পৃষ্ঠা',
  pageNumber: 'পৃষ্ঠা {{page}}',
  pageOf: 'পৃষ্ঠা {{page}} / {{last}}',
  rowsPerPage: 'প্রতি পৃষ্ঠায় সারি',
  rowDetails: 'বিস্তারিত',
};

const en: Record<keyof typeof bn, string> = {
  close: 'Close',
  loading: 'Loading…',
  loaded: 'The list is up to date',
  tableRegion: '{{name}} (scroll sideways to see more)',
  chartData: '{{name}}: the chart’s figures',
  chartBesideTable: '{{name}}: a bar chart; the table beside it holds the same figures',
  formHasErrors: '{{count}} field(s) of the form need attention: {{errors}}',
  pages: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page {{page}}',
  pageOf: 'Page {{page}} of {{last}}',
  rowsPerPage: 'Rows per page',
  rowDetails: 'Details',
};

export const a11yTranslations = { bn, en };
