/**
 * Bangla and English strings of the office selector and its option selects. The components register
 * them when they load, because screens of several modules (office setup, registration) show them.
 */
export const OFFICE_SELECTOR_NAMESPACE = 'office-selector';

const bn = {
  // The cascade's levels (SPEC.md §3)
  ministry: 'মন্ত্রণালয়/বিভাগ',
  department: 'অধিদপ্তর/দপ্তর',
  district: 'জেলা',
  upazila: 'উপজেলা',
  officeLevel: 'অফিসের স্তর',
  office: 'অফিস',
  section: 'শাখা',
  post: 'পদবি (পদ)',
  choose: 'নির্বাচন করুন',
  vacant: 'শূন্য',
  clear: 'বাছাই মুছুন',
};

const en: Record<keyof typeof bn, string> = {
  ministry: 'Ministry/Division',
  department: 'Department/Directorate',
  district: 'District',
  upazila: 'Upazila',
  officeLevel: 'Office level',
  office: 'Office',
  section: 'Branch',
  post: 'Designation (post)',
  choose: 'Choose',
  vacant: 'Empty',
  clear: 'Clear the choice',
};

export const officeSelectorTranslations = { bn, en };
