/**
 * Demo support tickets (সহায়তা টিকিট) and the public holidays their clock skips. The officer has a
 * ticket in every status (one new, one overdue without an answer, one in progress with a reply and
 * an internal note, one resolved, one cancelled); the office admin has one escalated to level 2,
 * which the level-1 support admin does not see and the super admin does. Open tickets are dated
 * from the seed's day, so the new one is not overdue and the overdue one is.
 */

import type { SupportReason, SupportStatus } from '../../../common/contracts/support.contract';
import { holidaysBetween, seedPublicHolidays } from '../../platform/calendar';
import { addWorkingDays } from '../../platform/working-days';
import type { Tx } from '../client';
import { supportReplies, supportTickets } from '../schema';

const SUPER_ADMIN = 1;
const SUPPORT = 2;
const OFFICE_ADMIN = 3;
const OFFICER = 4;
const NO_OFFICE = 5;
const EXAM = 8;

const DAY = 86_400_000;

interface DemoReply {
  by: number;
  internal?: boolean;
  body: string;
}

interface DemoTicket {
  userId: number;
  officeId: number | null;
  deskId: number | null;
  reason: SupportReason;
  description: string;
  status: SupportStatus;
  level?: number;
  assignee?: number;
  /** Opened this many days before the seed ran. */
  daysAgo: number;
  statusReason?: string;
  replies?: DemoReply[];
}

const DEMO_TICKETS: DemoTicket[] = [
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    reason: 'leave',
    description: 'ছুটির আবেদন ফর্মে অর্জিত ছুটির বাকি দিন শূন্য দেখাচ্ছে, অথচ গত বছর কোনো ছুটি নিইনি।',
    status: 1,
    daysAgo: 0,
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    reason: 'training',
    description: 'অভ্যন্তরীণ প্রশিক্ষণের তালিকায় আমার নাম আসছে না; মনোনয়নপত্র জমা দেওয়া হয়েছিল।',
    status: 1,
    daysAgo: 9,
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    reason: 'transfer',
    description: 'বদলির আবেদনে পছন্দের জেলা হিসেবে নাটোর নির্বাচন করা যাচ্ছে না।',
    status: 2,
    assignee: SUPPORT,
    daysAgo: 4,
    replies: [
      { by: SUPPORT, body: 'আপনার অভিযোগটি পেয়েছি। জেলার তালিকা হালনাগাদ করা হচ্ছে, অনুগ্রহ করে দুই দিন অপেক্ষা করুন।' },
      { by: SUPPORT, internal: true, body: 'ভূগোল তালিকায় নাটোরের জিও কোড বাদ পড়েছে; ডেটা দলকে জানানো হয়েছে।' },
      { by: OFFICER, body: 'ধন্যবাদ, অপেক্ষা করছি।' },
    ],
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    reason: 'skill',
    description: 'প্রোফাইলের দক্ষতা ট্যাবে "ডেটাবেজ ব্যবস্থাপনা" দুইবার দেখাচ্ছে।',
    status: 3,
    assignee: SUPPORT,
    daysAgo: 12,
    statusReason: 'পুনরাবৃত্ত দক্ষতাটি মুছে দেওয়া হয়েছে।',
    replies: [{ by: SUPPORT, body: 'দ্বিতীয় এন্ট্রিটি মুছে দেওয়া হয়েছে; পাতাটি নতুন করে দেখুন।' }],
  },
  {
    userId: OFFICER,
    officeId: 10,
    deskId: 11,
    reason: 'others',
    description: 'লগইনের পর হোম পাতা ধীরে খুলছে।',
    status: 4,
    daysAgo: 20,
    statusReason: 'আবেদনকারী জানিয়েছেন সমস্যাটি তাঁর ইন্টারনেট সংযোগের ছিল।',
    replies: [{ by: SUPPORT, body: 'আপনার ব্রাউজার ও ইন্টারনেট সংযোগ যাচাই করবেন কি?' }],
  },
  {
    userId: OFFICE_ADMIN,
    officeId: 10,
    deskId: 10,
    reason: 'research',
    description: 'গবেষণা প্রকাশনা যুক্ত করার সময় পিডিএফ আপলোডে ত্রুটি দেখাচ্ছে, সার্ভারের বার্তা পাওয়া যাচ্ছে না।',
    status: 2,
    level: 2,
    daysAgo: 3,
    replies: [
      { by: SUPPORT, body: 'বিষয়টি কারিগরি দলের কাছে পাঠানো হয়েছে।' },
      { by: SUPPORT, internal: true, body: 'আপলোড সার্ভিসের লগ দেখা প্রয়োজন; স্তর ২-এ হস্তান্তর করা হলো।' },
    ],
  },
  {
    userId: EXAM,
    officeId: 2,
    deskId: 4,
    reason: 'education',
    description: 'শিক্ষাগত যোগ্যতায় স্নাতকোত্তর ডিগ্রির ফলাফল সংরক্ষণ হচ্ছে না।',
    status: 1,
    daysAgo: 1,
  },
  {
    userId: NO_OFFICE,
    officeId: null,
    deskId: null,
    reason: 'others',
    description: 'নতুন অফিসে যোগদানের পর কোনো পদ দেখাচ্ছে না; পদ বরাদ্দের অনুরোধ করছি।',
    status: 3,
    assignee: SUPER_ADMIN,
    daysAgo: 15,
    statusReason: 'অফিস অ্যাডমিনকে পদ বরাদ্দের নির্দেশনা দেওয়া হয়েছে।',
    replies: [{ by: SUPER_ADMIN, body: 'আপনার অফিস অ্যাডমিনের মাধ্যমে পদ বরাদ্দ করা হবে।' }],
  },
];

export async function seedDemoSupport(tx: Tx, now = new Date()): Promise<void> {
  const year = Number(new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 4));
  for (const each of [year - 1, year, year + 1]) await seedPublicHolidays(tx, each);
  const holidays = await holidaysBetween(
    tx,
    new Date(now.getTime() - 60 * DAY),
    new Date(now.getTime() + 60 * DAY),
  );

  for (const ticket of DEMO_TICKETS) {
    const createdAt = new Date(now.getTime() - ticket.daysAgo * DAY - 3600_000);
    const deskReplies = (ticket.replies ?? []).filter(
      (reply) => reply.by !== ticket.userId && !reply.internal,
    );
    const firstResponseAt =
      deskReplies.length > 0 || ticket.status === 2 ? new Date(createdAt.getTime() + 5 * 3600_000) : null;
    const [row] = await tx
      .insert(supportTickets)
      .values({
        requesterUserId: ticket.userId,
        officeId: ticket.officeId,
        deskId: ticket.deskId,
        reason: ticket.reason,
        description: ticket.description,
        status: ticket.status,
        level: ticket.level ?? 1,
        assigneeUserId: ticket.assignee ?? null,
        responseDueAt: addWorkingDays(createdAt, 2, holidays),
        firstResponseAt,
        statusReason: ticket.statusReason ?? null,
        resolvedAt: ticket.status === 3 ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: supportTickets.id });
    for (const [index, reply] of (ticket.replies ?? []).entries()) {
      await tx.insert(supportReplies).values({
        ticketId: row.id,
        authorUserId: reply.by,
        fromDesk: reply.by !== ticket.userId,
        internal: reply.internal ?? false,
        body: reply.body,
        createdAt: new Date(createdAt.getTime() + (5 + index) * 3600_000),
      });
    }
  }
}
