/**
 * Demo innovations (উদ্ভাবন) of the demo offices, in every state of the workflow: the officer's own
 * (a draft, one waiting in the office admin's queue, one accepted, one sent back), the office admin's
 * (one replicated nation-wide, one waiting for the super admin), and others at Paba and the head
 * office. Fiscal years are counted from today, so "this fiscal year" always has some. The first row
 * is the officer's draft.
 */
import { fiscalYearOfDate, type InnovationStatus } from '../../../common/contracts/innovation.contract';
import type { Tx } from '../client';
import { innovations } from '../schema';

interface DemoInnovation {
  userId: number;
  officeId: number;
  deskId: number;
  title: string;
  description: string;
  impact?: string;
  pilotingDetails?: string;
  url?: string;
  /** 0 = this fiscal year, 1 = the one before … */
  yearsAgo: number;
  budget?: string;
  nationWide?: boolean;
  pilotingDate?: string;
  status: InnovationStatus;
  decidedBy?: number;
  decisionNote?: string;
}

const OFFICER = 4;
const OFFICE_ADMIN = 3;
const SUPER_ADMIN = 1;
const SUPPORT = 2;
const EXAM = 8;

const DEMO_INNOVATIONS: DemoInnovation[] = [
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    title: 'ই-নথিতে স্বয়ংক্রিয় স্মারক নম্বর প্রদান',
    description:
      'ই-নথিতে পত্র জারির সময় শাখাভিত্তিক স্মারক নম্বর হাতে লিখতে হয় এবং প্রায়ই একই নম্বর দুবার পড়ে যায়। শাখার কোড ও অর্থবছর মিলিয়ে স্বয়ংক্রিয়ভাবে পরবর্তী স্মারক নম্বর বসানোর একটি ছোট সংযোজন তৈরি করা হবে।',
    impact: 'ভুল স্মারক নম্বরের কারণে পত্র পুনরায় জারি করা বন্ধ হবে; প্রতিটি পত্রে গড়ে ৩ মিনিট সময় বাঁচবে।',
    yearsAgo: 0,
    budget: '45000',
    status: 'draft',
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    title: 'ডিজিটাল সেন্টারে QR কোডভিত্তিক সেবা তথ্য বোর্ড',
    description:
      'ইউনিয়ন ডিজিটাল সেন্টারের সামনে প্রতিটি সেবার জন্য একটি QR কোড থাকবে; মোবাইলে স্ক্যান করলে সেবার ফি, প্রয়োজনীয় কাগজপত্র ও সময়সীমা বাংলায় দেখা যাবে।',
    impact: 'সেবাপ্রার্থীদের বারবার আসা-যাওয়া কমবে এবং ফি নিয়ে ভুল বোঝাবুঝি দূর হবে।',
    pilotingDetails: 'পবা উপজেলার ৩টি ইউনিয়ন ডিজিটাল সেন্টারে তিন মাস পাইলটিং।',
    url: 'https://paba.rajshahi.gov.bd',
    yearsAgo: 0,
    budget: '120000',
    pilotingDate: '2026-09-15',
    status: 'submitted',
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    title: 'অনলাইন ল্যাব বুকিং সিস্টেম (Online Lab Booking)',
    description:
      'শেখ রাসেল ডিজিটাল ল্যাবের কম্পিউটার ও সময় শিক্ষকরা অনলাইনে আগে থেকে বুক করতে পারবেন; ল্যাব ইনচার্জ একটি তালিকায় সপ্তাহের সূচি দেখবেন।',
    impact: 'ল্যাবের ব্যবহার ৪০% বেড়েছে; একই সময়ে দুই শ্রেণির ভিড় আর হয় না।',
    pilotingDetails: 'রাজশাহী জেলার ১২টি বিদ্যালয়ে পাইলটিং সম্পন্ন।',
    url: 'https://lab.rajshahi.gov.bd',
    yearsAgo: 0,
    budget: '250000.50',
    pilotingDate: '2026-08-01',
    status: 'accepted',
    decidedBy: OFFICE_ADMIN,
    decisionNote: 'জেলার সকল ল্যাবে পাইলটিংয়ের জন্য গৃহীত।',
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    title: 'শিক্ষা প্রতিষ্ঠানের ইন্টারনেট সংযোগ মনিটরিং ড্যাশবোর্ড',
    description:
      'বিদ্যালয়ের ইন্টারনেট সংযোগ চালু আছে কি না তা প্রতি ঘণ্টায় যাচাই করে একটি ড্যাশবোর্ডে দেখানো হবে, যাতে সংযোগ বন্ধ থাকলে দ্রুত সেবাদাতাকে জানানো যায়।',
    yearsAgo: 1,
    budget: '300000',
    status: 'returned',
    decidedBy: OFFICE_ADMIN,
    decisionNote: 'বাজেটের খাতওয়ারি বিভাজন ও পাইলটিং এলাকা উল্লেখ করে পুনরায় দাখিল করুন।',
  },
  {
    userId: OFFICE_ADMIN,
    officeId: 10,
    deskId: 10,
    title: 'মোবাইল অ্যাপে অফিস উপস্থিতি (Digital Attendance)',
    description:
      'কর্মকর্তা-কর্মচারীরা অফিসের ভৌগোলিক সীমানার ভেতরে থেকে মোবাইল অ্যাপে উপস্থিতি দেবেন; মাস শেষে উপস্থিতির প্রতিবেদন স্বয়ংক্রিয়ভাবে তৈরি হবে।',
    impact: 'হাজিরা খাতা হালনাগাদের সময় বেঁচেছে; দেরিতে উপস্থিতি ৩০% কমেছে।',
    pilotingDetails: 'রাজশাহী জেলা আইসিটি কার্যালয়ে ছয় মাস পাইলটিংয়ের পর দেশব্যাপী চালু।',
    url: 'https://attendance.ictd.gov.bd',
    yearsAgo: 1,
    budget: '850000',
    nationWide: true,
    pilotingDate: '2025-10-01',
    status: 'replicated',
    decidedBy: SUPER_ADMIN,
    decisionNote: 'সকল জেলা কার্যালয়ে রেপ্লিকেশনের জন্য অনুমোদিত।',
  },
  {
    userId: OFFICE_ADMIN,
    officeId: 10,
    deskId: 10,
    title: 'ভিডিও কনফারেন্সে মাসিক সমন্বয় সভা',
    description:
      'উপজেলা কার্যালয়গুলোর মাসিক সমন্বয় সভা জেলা সদরে না এসে ভিডিও কনফারেন্সে করা হবে; কার্যবিবরণী সভা শেষেই সবার কাছে পৌঁছাবে।',
    impact: 'যাতায়াত ব্যয় ও সময় সাশ্রয়।',
    yearsAgo: 0,
    budget: '60000',
    status: 'submitted',
  },
  {
    userId: OFFICER,
    officeId: 11,
    deskId: 20,
    title: 'ডিজিটাল ল্যাবের যন্ত্রপাতি ট্র্যাকিং রেজিস্টার',
    description:
      'উপজেলার প্রতিটি ডিজিটাল ল্যাবের কম্পিউটার, প্রজেক্টর ও রাউটারের অবস্থা একটি অনলাইন রেজিস্টারে রাখা হবে; নষ্ট যন্ত্রের মেরামতের অনুরোধ সেখান থেকেই যাবে।',
    yearsAgo: 0,
    budget: '75000',
    status: 'submitted',
  },
  {
    userId: EXAM,
    officeId: 2,
    deskId: 4,
    title: 'প্রশ্নপত্র বিতরণে SMS নিশ্চিতকরণ',
    description:
      'প্রশ্নপত্রের প্যাকেট কেন্দ্রে পৌঁছালে কেন্দ্র সচিব একটি কোড SMS করবেন; পরীক্ষা নিয়ন্ত্রক একটি তালিকায় সব কেন্দ্রের প্রাপ্তি দেখবেন।',
    impact: 'প্রশ্নপত্র প্রাপ্তি নিয়ে ফোনালাপ কমবে এবং কোনো কেন্দ্র বাদ পড়লে সঙ্গে সঙ্গে ধরা পড়বে।',
    yearsAgo: 0,
    budget: '90000',
    status: 'submitted',
  },
  {
    userId: EXAM,
    officeId: 2,
    deskId: 4,
    title: 'পরীক্ষকদের সম্মানী বিল অনলাইনে প্রস্তুত',
    description:
      'পরীক্ষকদের সম্মানী বিল কাগজে না করে অনলাইনে প্রস্তুত হবে এবং ব্যাংক হিসাবে সরাসরি পরিশোধের তালিকা তৈরি হবে।',
    pilotingDetails: 'দুইটি পাবলিক পরীক্ষায় পাইলটিং।',
    yearsAgo: 1,
    budget: '400000',
    pilotingDate: '2025-12-10',
    status: 'accepted',
    decidedBy: SUPER_ADMIN,
    decisionNote: 'পাইলটিংয়ের জন্য গৃহীত।',
  },
  {
    userId: SUPPORT,
    officeId: 2,
    deskId: 3,
    title: 'হেল্পডেস্ক টিকিটের স্বয়ংক্রিয় শ্রেণিবিন্যাস',
    description:
      'সহায়তা টিকিটের বিষয়বস্তু দেখে ছুটি, বদলি, প্রশিক্ষণ ইত্যাদি কারণ স্বয়ংক্রিয়ভাবে নির্ধারণ করে সংশ্লিষ্ট ডেস্কে পাঠানো হবে।',
    impact: 'টিকিটের প্রথম উত্তরের সময় অর্ধেকে নেমেছে।',
    yearsAgo: 2,
    budget: '150000',
    nationWide: true,
    pilotingDate: '2024-11-01',
    status: 'replicated',
    decidedBy: SUPER_ADMIN,
  },
];

/** The fiscal year `yearsAgo` before today's. */
function fiscalYearBefore(yearsAgo: number): string {
  const now = new Date(Date.now() + 6 * 3600_000);
  return fiscalYearOfDate(new Date(Date.UTC(now.getUTCFullYear() - yearsAgo, now.getUTCMonth(), 1)));
}

export async function seedDemoInnovations(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx.insert(innovations).values(
    DEMO_INNOVATIONS.map((item, index) => {
      const created = new Date(
        now - (DEMO_INNOVATIONS.length - index) * 86_400_000 - item.yearsAgo * 365 * 86_400_000,
      );
      const submitted = item.status === 'draft' ? null : new Date(created.getTime() + 86_400_000);
      const decided = item.decidedBy ? new Date(created.getTime() + 3 * 86_400_000) : null;
      return {
        officeId: item.officeId,
        innovatorUserId: item.userId,
        innovatorDeskId: item.deskId,
        title: item.title,
        description: item.description,
        impact: item.impact ?? null,
        pilotingDetails: item.pilotingDetails ?? null,
        url: item.url ?? null,
        fiscalYear: fiscalYearBefore(item.yearsAgo),
        budget: item.budget ?? null,
        nationWide: item.nationWide ?? false,
        pilotingDate: item.pilotingDate ?? null,
        status: item.status,
        decisionNote: item.decisionNote ?? null,
        submittedAt: submitted,
        decidedAt: decided,
        decidedBy: item.decidedBy ?? null,
        createdAt: created,
        updatedAt: decided ?? submitted ?? created,
      };
    }),
  );
}
