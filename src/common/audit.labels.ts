/** Names of the audit trail's modules and actions in Bangla and English (the screen and the Excel file). */
import type { AuditModule } from './contracts/audit.contract';
import type { Lang } from './messages';

type Names = { bn: string; en: string };

export const AUDIT_MODULE_NAMES: Record<AuditModule, Names> = {
  auth: { bn: 'লগইন ও সেশন', en: 'Sign-in and sessions' },
  registration: { bn: 'নিবন্ধন', en: 'Registration' },
  office: { bn: 'অফিস ব্যবস্থাপনা', en: 'Office management' },
  officer: { bn: 'কর্মকর্তা ব্যবস্থাপনা', en: 'Officer management' },
  profile: { bn: 'প্রোফাইল', en: 'Profile' },
  innovation: { bn: 'উদ্ভাবন', en: 'Innovation' },
  message: { bn: 'বার্তা', en: 'Messages' },
  support: { bn: 'সহায়তা', en: 'Support' },
  settings: { bn: 'অ্যাপ সেটিংস', en: 'App settings' },
  file: { bn: 'ফাইল', en: 'Files' },
  leave: { bn: 'ছুটি', en: 'Leave' },
  transfer: { bn: 'বদলি', en: 'Transfer' },
  report: { bn: 'প্রতিবেদন', en: 'Reports' },
  asset: { bn: 'সম্পদ বিবরণী', en: 'Asset statements' },
  exam: { bn: 'পরীক্ষা', en: 'Exams' },
  'app-security': { bn: 'সফটওয়্যার নিরাপত্তা', en: 'Software security' },
};

export const AUDIT_ACTION_NAMES: Record<string, Names> = {
  create: { bn: 'তৈরি', en: 'Created' },
  update: { bn: 'হালনাগাদ', en: 'Updated' },
  delete: { bn: 'মুছে ফেলা', en: 'Deleted' },
  read: { bn: 'দেখা (গোপনীয়)', en: 'Read (confidential)' },
  'read-refused': { bn: 'দেখার চেষ্টা প্রত্যাখ্যাত (গোপনীয়)', en: 'Read refused (confidential)' },
  remind: { bn: 'তাগিদ', en: 'Reminder sent' },
  login: { bn: 'লগইন', en: 'Signed in' },
  'login-failed': { bn: 'ব্যর্থ লগইন', en: 'Failed sign-in' },
  logout: { bn: 'লগআউট', en: 'Signed out' },
  'switch-role': { bn: 'পদবি পরিবর্তন', en: 'Switched desk' },
  'password-reset': { bn: 'পাসওয়ার্ড পুনরুদ্ধার', en: 'Password reset' },
  register: { bn: 'নিবন্ধন', en: 'Registered' },
  approve: { bn: 'অনুমোদন', en: 'Approved' },
  reject: { bn: 'প্রত্যাখ্যান', en: 'Rejected' },
  upload: { bn: 'আপলোড', en: 'Uploaded' },
  post: { bn: 'পদায়ন', en: 'Posted' },
  release: { bn: 'অবমুক্তি', en: 'Released' },
  import: { bn: 'ইমপোর্ট', en: 'Imported' },
  status: { bn: 'অবস্থা পরিবর্তন', en: 'Status changed' },
  assign: { bn: 'দায়িত্ব প্রদান', en: 'Assigned' },
  escalate: { bn: 'উচ্চ স্তরে প্রেরণ', en: 'Escalated' },
  reopen: { bn: 'পুনরায় চালু', en: 'Reopened' },
  reply: { bn: 'উত্তর', en: 'Replied' },
  note: { bn: 'অভ্যন্তরীণ নোট', en: 'Internal note' },
};

export const auditModuleName = (module: AuditModule | null, lang: Lang) =>
  module ? AUDIT_MODULE_NAMES[module][lang] : lang === 'en' ? 'Other' : 'অন্যান্য';

/** An action the catalogue does not name is shown as written. */
export const auditActionName = (action: string, lang: Lang) => AUDIT_ACTION_NAMES[action]?.[lang] ?? action;
