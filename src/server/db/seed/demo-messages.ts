/**
 * Demo messages (বার্তা) between the demo personas: the officer's inbox has read and unread mail,
 * one message to her desk (প্রোগ্রামার, desk 11) rather than to her, a system notice, and a thread
 * with the office admin; the office admin's sent items show read receipts, one still unread.
 */
import { PRODUCT_NAME_BN, PRODUCT_NAME_EN } from '../../../common/constants';
import type { Tx } from '../client';
import { messageRecipients, messages } from '../schema';

const SUPER_ADMIN = 1;
const SUPPORT = 2;
const OFFICE_ADMIN = 3;
const OFFICER = 4;
const OFFICER_DESK = 11;
const OFFICE_ADMIN_DESK = 10;

const NAMES: Record<number, { bn: string; en: string; deskId: number }> = {
  [SUPER_ADMIN]: { bn: 'মোঃ আব্দুর রহমান', en: 'Md. Abdur Rahman', deskId: 1 },
  [SUPPORT]: { bn: 'ফারহানা আক্তার', en: 'Farhana Akter', deskId: 3 },
  [OFFICE_ADMIN]: { bn: 'কামরুল হাসান', en: 'Kamrul Hasan', deskId: OFFICE_ADMIN_DESK },
  [OFFICER]: { bn: 'নুসরাত জাহান', en: 'Nusrat Jahan', deskId: OFFICER_DESK },
};

interface DemoMessage {
  /** Null: a system notice. */
  from: number | null;
  toUsers?: number[];
  toDesks?: number[];
  subject: string;
  body: string;
  link?: string;
  hoursAgo: number;
  /** Recipients (user ids, or desk ids for desks) who have read it, with how many hours after sending. */
  readBy?: { user?: number; desk?: number; reader: number; after: number }[];
  /** The index of the message this one answers. */
  replyTo?: number;
}

const DEMO_MESSAGES: DemoMessage[] = [
  {
    from: OFFICE_ADMIN,
    toUsers: [OFFICER],
    subject: 'মাসিক সমন্বয় সভার কার্যপত্র প্রস্তুত প্রসঙ্গে',
    body: 'আগামী রবিবার সকাল ১০টায় মাসিক সমন্বয় সভা অনুষ্ঠিত হবে। অনুগ্রহ করে আইসিটি শাখার অগ্রগতি প্রতিবেদন ও কার্যপত্র বৃহস্পতিবারের মধ্যে প্রস্তুত করে পাঠাবেন।',
    hoursAgo: 72,
    readBy: [{ user: OFFICER, reader: OFFICER, after: 2 }],
  },
  {
    from: OFFICER,
    toUsers: [OFFICE_ADMIN],
    subject: 'উত্তর: মাসিক সমন্বয় সভার কার্যপত্র প্রস্তুত প্রসঙ্গে',
    body: 'স্যার, কার্যপত্রের খসড়া প্রস্তুত হয়েছে। ডিজিটাল সেন্টারের তথ্য হালনাগাদ করে বুধবারের মধ্যে চূড়ান্ত কপি পাঠাব।',
    hoursAgo: 60,
    replyTo: 0,
    readBy: [{ user: OFFICE_ADMIN, reader: OFFICE_ADMIN, after: 1 }],
  },
  {
    from: OFFICE_ADMIN,
    toUsers: [OFFICER],
    subject: 'উত্তর: মাসিক সমন্বয় সভার কার্যপত্র প্রস্তুত প্রসঙ্গে',
    body: 'ধন্যবাদ। প্রতিবেদনে গত মাসের ই-নথি নিষ্পত্তির হারও যুক্ত করবেন।',
    hoursAgo: 20,
    replyTo: 0,
  },
  {
    from: OFFICE_ADMIN,
    toDesks: [OFFICER_DESK],
    subject: 'সার্ভার কক্ষের ইউপিএস রক্ষণাবেক্ষণ',
    body: 'প্রোগ্রামার পদের দায়িত্বপ্রাপ্ত কর্মকর্তা সার্ভার কক্ষের ইউপিএস-এর ব্যাটারি পরীক্ষা করে রক্ষণাবেক্ষণ রেজিস্টার হালনাগাদ করবেন। এই নির্দেশনা পদে যিনি থাকবেন তাঁর জন্য প্রযোজ্য।',
    hoursAgo: 30,
  },
  {
    from: null,
    toUsers: [OFFICER],
    subject: 'আপনার প্রোফাইলের অগ্রগতি',
    body: 'আপনার প্রোফাইলের কয়েকটি তথ্য এখনো পূরণ হয়নি। প্রোফাইল পাতা থেকে শিক্ষাগত যোগ্যতা ও প্রশিক্ষণের তথ্য হালনাগাদ করুন।',
    link: '/profile/basic',
    hoursAgo: 8,
  },
  {
    from: SUPER_ADMIN,
    toUsers: [OFFICE_ADMIN, OFFICER],
    subject: 'উদ্ভাবনী উদ্যোগ দাখিলের সময়সীমা',
    body: 'চলতি অর্থবছরের উদ্ভাবনী উদ্যোগসমূহ আগামী মাসের ১৫ তারিখের মধ্যে কার্যালয় অ্যাপের উদ্ভাবন অংশে দাখিল করার জন্য অনুরোধ করা হলো।',
    hoursAgo: 48,
    readBy: [{ user: OFFICE_ADMIN, reader: OFFICE_ADMIN, after: 3 }],
  },
  {
    from: OFFICER,
    toUsers: [SUPPORT],
    subject: 'Laptop requisition for the digital centre',
    body: 'ডিজিটাল সেন্টারের জন্য দুটি ল্যাপটপের চাহিদাপত্র সংযুক্ত করে পাঠানোর বিষয়ে আপনার পরামর্শ প্রয়োজন।',
    hoursAgo: 5,
  },
];

export async function seedDemoMessages(tx: Tx): Promise<void> {
  const now = Date.now();
  const ids: number[] = [];
  for (const demo of DEMO_MESSAGES) {
    const createdAt = new Date(now - demo.hoursAgo * 3600_000);
    const sender = demo.from === null ? null : NAMES[demo.from];
    const [message] = await tx
      .insert(messages)
      .values({
        threadId: demo.replyTo === undefined ? null : ids[demo.replyTo],
        senderUserId: demo.from,
        senderDeskId: sender?.deskId ?? null,
        senderNameBn: sender?.bn ?? PRODUCT_NAME_BN,
        senderNameEn: sender?.en ?? PRODUCT_NAME_EN,
        subject: demo.subject,
        body: demo.body,
        link: demo.link ?? null,
        createdAt,
      })
      .returning({ id: messages.id });
    ids.push(message.id);
    const readOf = (match: (read: NonNullable<DemoMessage['readBy']>[number]) => boolean) => {
      const read = demo.readBy?.find(match);
      return read
        ? { readAt: new Date(createdAt.getTime() + read.after * 3600_000), readByUserId: read.reader }
        : {};
    };
    await tx.insert(messageRecipients).values([
      ...(demo.toUsers ?? []).map((userId) => ({
        messageId: message.id,
        userId,
        createdAt,
        ...readOf((read) => read.user === userId),
      })),
      ...(demo.toDesks ?? []).map((deskId) => ({
        messageId: message.id,
        deskId,
        createdAt,
        ...readOf((read) => read.desk === deskId),
      })),
    ]);
  }
}
