/** Names of the leave types and statuses in both languages, for notices, exports and screens. */
import type { LeaveStatus, LeaveType } from './contracts/leave.contract';

export const LEAVE_TYPE_NAMES: Record<LeaveType, { bn: string; en: string }> = {
  casual: { bn: 'নৈমিত্তিক ছুটি', en: 'Casual leave' },
  earned_full: { bn: 'অর্জিত ছুটি (গড় বেতনে)', en: 'Earned leave (full pay)' },
  earned_half: { bn: 'অর্জিত ছুটি (অর্ধ গড় বেতনে)', en: 'Earned leave (half pay)' },
  rest_recreation: { bn: 'শ্রান্তি ও বিনোদন ছুটি', en: 'Rest and recreation leave' },
  maternity: { bn: 'মাতৃত্বকালীন ছুটি', en: 'Maternity leave' },
  optional: { bn: 'ঐচ্ছিক ছুটি', en: 'Optional leave' },
  extraordinary: { bn: 'অসাধারণ ছুটি (বিনা বেতনে)', en: 'Extraordinary leave (without pay)' },
  study: { bn: 'শিক্ষা ছুটি', en: 'Study leave' },
  quarantine: { bn: 'সংগনিরোধ ছুটি', en: 'Quarantine leave' },
  post_retirement: { bn: 'অবসর-উত্তর ছুটি (পিআরএল)', en: 'Post-retirement leave (PRL)' },
};

export const LEAVE_STATUS_NAMES: Record<LeaveStatus, { bn: string; en: string }> = {
  draft: { bn: 'খসড়া', en: 'Draft' },
  pending: { bn: 'অনুমোদনের অপেক্ষায়', en: 'Approval pending' },
  returned: { bn: 'ফেরত পাঠানো', en: 'Sent back' },
  approved: { bn: 'অনুমোদিত', en: 'Approved' },
  rejected: { bn: 'নামঞ্জুর', en: 'Rejected' },
  cancelled: { bn: 'বাতিল', en: 'Cancelled' },
};
