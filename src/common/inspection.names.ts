/** Names of the inspection statuses and item types in both languages, for exports and screens. */
import type {
  InspectionStatus,
  ItemType,
  PlanStatus,
  RecommendationStatus,
} from './contracts/inspection.contract';

type Names<T extends string> = Record<T, { bn: string; en: string }>;

export const PLAN_STATUS_NAMES: Names<PlanStatus> = {
  draft: { bn: 'খসড়া', en: 'Draft' },
  pending: { bn: 'অনুমোদনের অপেক্ষায়', en: 'Approval pending' },
  returned: { bn: 'ফেরত পাঠানো', en: 'Sent back' },
  approved: { bn: 'অনুমোদিত', en: 'Approved' },
  rejected: { bn: 'নামঞ্জুর', en: 'Rejected' },
  cancelled: { bn: 'বাতিল', en: 'Cancelled' },
  inspected: { bn: 'পরিদর্শন সম্পন্ন', en: 'Inspected' },
};

export const INSPECTION_STATUS_NAMES: Names<InspectionStatus> = {
  draft: { bn: 'চলমান (খসড়া)', en: 'In progress (draft)' },
  submitted: { bn: 'দাখিলকৃত', en: 'Submitted' },
};

export const RECOMMENDATION_STATUS_NAMES: Names<RecommendationStatus> = {
  open: { bn: 'নতুন', en: 'Open' },
  in_progress: { bn: 'বাস্তবায়নাধীন', en: 'In progress' },
  implemented: { bn: 'বাস্তবায়িত (যাচাইয়ের অপেক্ষায়)', en: 'Implemented (awaiting check)' },
  closed: { bn: 'নিষ্পন্ন', en: 'Closed' },
};

export const ITEM_TYPE_NAMES: Names<ItemType> = {
  yes_no: { bn: 'হ্যাঁ/না', en: 'Yes/no' },
  score: { bn: 'নম্বর (স্কোর)', en: 'Score' },
  text: { bn: 'লেখা', en: 'Text' },
  number: { bn: 'সংখ্যা', en: 'Number' },
  photo: { bn: 'ছবি', en: 'Photo' },
};
