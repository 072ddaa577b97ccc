/** Names of the meeting types and statuses in both languages, for notices, exports, prints and screens. */
import type { MeetingStatus, MeetingType, TaskStatus } from './contracts/meeting.contract';

export const MEETING_TYPE_NAMES: Record<MeetingType, { bn: string; en: string }> = {
  regular: { bn: 'মাসিক সমন্বয় সভা', en: 'Monthly coordination meeting' },
  coordination: { bn: 'আন্তঃদপ্তর সমন্বয় সভা', en: 'Inter-office coordination meeting' },
  special: { bn: 'বিশেষ সভা', en: 'Special meeting' },
  review: { bn: 'অগ্রগতি পর্যালোচনা সভা', en: 'Progress review meeting' },
  committee: { bn: 'কমিটির সভা', en: 'Committee meeting' },
};

export const MEETING_STATUS_NAMES: Record<MeetingStatus, { bn: string; en: string }> = {
  draft: { bn: 'খসড়া', en: 'Draft' },
  invited: { bn: 'আমন্ত্রণ পাঠানো হয়েছে', en: 'Invited' },
  held: { bn: 'অনুষ্ঠিত', en: 'Held' },
  minutes_pending: { bn: 'কার্যবিবরণী অপেক্ষমাণ', en: 'Minutes pending' },
  finalised: { bn: 'কার্যবিবরণী চূড়ান্ত', en: 'Minutes finalised' },
  archived: { bn: 'আর্কাইভকৃত', en: 'Archived' },
};

export const TASK_STATUS_NAMES: Record<TaskStatus, { bn: string; en: string }> = {
  open: { bn: 'অসম্পন্ন', en: 'Pending' },
  done: { bn: 'সম্পন্ন', en: 'Completed' },
};

/** The agenda item that brings open decisions of the series back. */
export const REVIEW_AGENDA_BN = 'পূর্ববর্তী সভার সিদ্ধান্তসমূহের বাস্তবায়ন অগ্রগতি পর্যালোচনা';
