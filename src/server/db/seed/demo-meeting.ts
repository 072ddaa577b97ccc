/**
 * Demo meetings (সভা): the Rajshahi district ICT office's monthly coordination series (archived,
 * finalised, and next month's draft with the open decisions carried in), meetings in every state,
 * an inter-office meeting of the head office waiting for the district office's nomination and one of
 * the district office waiting for the head office's, and decisions as tasks (pending, overdue,
 * completed) for the officer's desk, the district office and the head office. Days count from the
 * seed's day.
 */
import { eq } from 'drizzle-orm';
import type { MeetingStatus, MeetingType } from '../../../common/contracts/meeting.contract';
import { REVIEW_AGENDA_BN } from '../../../common/meeting.names';
import { dhakaDay } from '../../platform/working-days';
import type { Tx } from '../client';
import { meetingAgendaItems, meetingDecisions, meetingInvitees, meetingReminders, meetings } from '../schema';

const DAY = 86_400_000;
const DISTRICT = 10;
const HEAD_OFFICE = 2;
const PABA = 11;
const OFFICE_ADMIN = 3;
const SUPER_ADMIN = 1;

interface DemoDecision {
  text: string;
  agendaNo?: number;
  deskId?: number;
  officeId?: number;
  /** Days from the seed's day to the deadline. */
  due: number;
  done?: string;
}

interface DemoMeeting {
  officeId: number;
  createdBy: number;
  chairDeskId: number;
  title: string;
  meetingType: MeetingType;
  /** Days from the seed's day. */
  day: number;
  startTime: string;
  venue?: string;
  onlineLink?: string;
  status: MeetingStatus;
  series?: string;
  memoNo?: string;
  agenda: [title: string, discussion?: string][];
  desks: number[];
  /** Offices invited: [officeId, nominee desk, substitute desk] (no nominee: still owed). */
  offices?: [officeId: number, nominee?: number, substitute?: number][];
  decisions?: DemoDecision[];
  /** The calling office reminded the invitees yesterday, ahead of the day-before reminder. */
  reminded?: boolean;
}

const DISTRICT_VENUE = 'সম্মেলন কক্ষ, জেলা আইসিটি কার্যালয়, রাজশাহী';
const HQ_VENUE = 'সভাকক্ষ (৫ম তলা), আইসিটি টাওয়ার, আগারগাঁও, ঢাকা';

const MEETINGS: DemoMeeting[] = [
  {
    officeId: DISTRICT,
    createdBy: OFFICE_ADMIN,
    chairDeskId: 10,
    title: 'জেলা আইসিটি কার্যালয়ের মাসিক সমন্বয় সভা (সেপ্টেম্বর)',
    meetingType: 'regular',
    day: -62,
    startTime: '10:30',
    venue: DISTRICT_VENUE,
    status: 'archived',
    series: 'monthly',
    memoNo: '৫৬.০৪.৮১০০.০০০.০৬.০০১.২৫-১১২',
    agenda: [
      ['ডিজিটাল সেন্টারের সেবা প্রদানের অগ্রগতি', 'উপজেলা পর্যায়ে সেবার সংখ্যা বেড়েছে; দুটি সেন্টারে ইন্টারনেট সংযোগ দুর্বল।'],
      ['শেখ রাসেল ডিজিটাল ল্যাব পরিদর্শন', 'আগস্ট মাসে ১২টি ল্যাব পরিদর্শন করা হয়েছে।'],
    ],
    desks: [11, 13, 14],
    decisions: [
      {
        text: 'দুর্বল ইন্টারনেট সংযোগের সেন্টারগুলোর তালিকা বিটিসিএলকে পাঠাতে হবে',
        agendaNo: 1,
        deskId: 11,
        due: -40,
        done: 'তালিকা পাঠানো হয়েছে',
      },
      { text: 'অপরিদর্শিত ল্যাবসমূহ পরবর্তী মাসে পরিদর্শন করতে হবে', agendaNo: 2, deskId: 13, due: -20 },
    ],
  },
  {
    officeId: DISTRICT,
    createdBy: OFFICE_ADMIN,
    chairDeskId: 10,
    title: 'জেলা আইসিটি কার্যালয়ের মাসিক সমন্বয় সভা (অক্টোবর)',
    meetingType: 'regular',
    day: -30,
    startTime: '10:30',
    venue: DISTRICT_VENUE,
    status: 'finalised',
    series: 'monthly',
    memoNo: '৫৬.০৪.৮১০০.০০০.০৬.০০১.২৫-১৩৮',
    agenda: [
      [REVIEW_AGENDA_BN, 'পূর্ববর্তী সভার একটি সিদ্ধান্ত বাস্তবায়িত হয়েছে; ল্যাব পরিদর্শন চলমান।'],
      ['ই-নথি বাস্তবায়ন', 'সকল শাখায় ই-নথি চালুর বিষয়ে আলোচনা হয়।'],
      ['বিবিধ', 'স্মার্ট বাংলাদেশ দিবস উদ্‌যাপনের প্রস্তুতি।'],
    ],
    desks: [11, 13, 14, 15],
    decisions: [
      { text: 'সকল শাখায় ই-নথিতে পত্র জারি নিশ্চিত করতে হবে', agendaNo: 2, deskId: 11, due: 10 },
      { text: 'ই-নথি প্রশিক্ষণের জন্য কর্মচারীদের তালিকা প্রস্তুত করতে হবে', agendaNo: 2, deskId: 13, due: -5 },
      {
        text: 'স্মার্ট বাংলাদেশ দিবসের র‍্যালি ও মেলার বাজেট প্রস্তাব দাখিল',
        agendaNo: 3,
        deskId: 14,
        due: -12,
        done: 'বাজেট প্রস্তাব দাখিল করা হয়েছে',
      },
    ],
  },
  {
    officeId: DISTRICT,
    createdBy: OFFICE_ADMIN,
    chairDeskId: 10,
    title: 'জেলা আইসিটি কার্যালয়ের মাসিক সমন্বয় সভা (নভেম্বর)',
    meetingType: 'regular',
    day: 4,
    startTime: '10:30',
    venue: DISTRICT_VENUE,
    status: 'draft',
    series: 'monthly',
    agenda: [['সাইবার নিরাপত্তা সচেতনতা কার্যক্রম'], ['বিবিধ']],
    desks: [11, 13, 14, 15],
  },
  {
    officeId: DISTRICT,
    createdBy: OFFICE_ADMIN,
    chairDeskId: 10,
    title: 'উপজেলা আইসিটি কর্মকর্তাদের সাথে ডিজিটাল সেবা সমন্বয় সভা',
    meetingType: 'coordination',
    day: 2,
    startTime: '11:00',
    onlineLink: 'https://meet.doict.gov.bd/rajshahi-coordination',
    status: 'invited',
    agenda: [['উপজেলা ডিজিটাল সেন্টারের মাসিক প্রতিবেদন'], ['ইউনিয়ন পর্যায়ে ইন্টারনেট সংযোগ']],
    desks: [11, 13],
    offices: [[PABA, 20, 21], [HEAD_OFFICE]],
  },
  {
    officeId: DISTRICT,
    createdBy: OFFICE_ADMIN,
    chairDeskId: 10,
    title: 'শেখ রাসেল ডিজিটাল ল্যাব পরিদর্শন পরিকল্পনা সভা',
    meetingType: 'special',
    day: -1,
    startTime: '14:30',
    venue: DISTRICT_VENUE,
    status: 'held',
    agenda: [['ডিসেম্বর মাসের পরিদর্শন তালিকা চূড়ান্তকরণ'], ['পরিদর্শন প্রতিবেদন ছক']],
    desks: [11, 13, 15],
  },
  {
    officeId: DISTRICT,
    createdBy: OFFICE_ADMIN,
    chairDeskId: 10,
    title: 'বার্ষিক কর্মসম্পাদন চুক্তি (এপিএ) দ্বিতীয় কোয়ার্টার পর্যালোচনা সভা',
    meetingType: 'review',
    day: -6,
    startTime: '10:00',
    venue: DISTRICT_VENUE,
    status: 'minutes_pending',
    agenda: [
      ['দ্বিতীয় কোয়ার্টারের লক্ষ্যমাত্রা ও অর্জন', 'অধিকাংশ সূচকে অর্জন লক্ষ্যমাত্রার ৮০ শতাংশের বেশি।'],
      ['পিছিয়ে থাকা সূচক'],
    ],
    desks: [11, 13],
    decisions: [{ text: 'পিছিয়ে থাকা সূচকের কর্মপরিকল্পনা তৈরি করতে হবে', agendaNo: 2, deskId: 11, due: 14 }],
  },
  {
    officeId: HEAD_OFFICE,
    createdBy: SUPER_ADMIN,
    chairDeskId: 1,
    title: 'জেলা আইসিটি কার্যালয়সমূহের সাথে আন্তঃদপ্তর সমন্বয় সভা',
    meetingType: 'coordination',
    day: 6,
    startTime: '11:00',
    venue: HQ_VENUE,
    onlineLink: 'https://meet.doict.gov.bd/hq-district-coordination',
    status: 'invited',
    agenda: [['জেলা পর্যায়ে স্মার্ট সেবা বাস্তবায়ন'], ['আইসিটি অবকাঠামো রক্ষণাবেক্ষণ']],
    desks: [2, 3],
    offices: [[DISTRICT]],
    reminded: true,
  },
  {
    officeId: HEAD_OFFICE,
    createdBy: SUPER_ADMIN,
    chairDeskId: 1,
    title: 'ডিজিটাল সেবা উদ্ভাবন কমিটির সভা',
    meetingType: 'committee',
    day: -20,
    startTime: '15:00',
    venue: HQ_VENUE,
    status: 'finalised',
    memoNo: '৫৬.০১.০০০০.০০০.০৬.০২১.২৫-৪৪',
    agenda: [['উদ্ভাবনী উদ্যোগ বাছাই', 'পাঁচটি উদ্যোগ পাইলটিংয়ের জন্য বাছাই করা হয়।'], ['পাইলটিং এর সময়সূচি']],
    desks: [2, 3, 4],
    offices: [[DISTRICT, 10, 11]],
    decisions: [
      { text: 'রাজশাহী জেলায় অনলাইন সেবা ট্র্যাকিং উদ্যোগ পাইলটিং করতে হবে', agendaNo: 1, officeId: DISTRICT, due: 25 },
      { text: 'পাইলটিং এর অগ্রগতি প্রতিবেদন পাঠাতে হবে', agendaNo: 2, officeId: DISTRICT, due: -3 },
      { text: 'উদ্ভাবন কমিটির পরবর্তী সভার প্রস্তাব প্রস্তুত', agendaNo: 2, deskId: 3, due: 7 },
    ],
  },
  {
    officeId: HEAD_OFFICE,
    createdBy: SUPER_ADMIN,
    chairDeskId: 1,
    title: 'প্রধান কার্যালয়ের শাখা প্রধানদের সভা',
    meetingType: 'regular',
    day: 9,
    startTime: '10:00',
    venue: HQ_VENUE,
    status: 'draft',
    agenda: [['শাখাভিত্তিক কর্মপরিকল্পনা'], ['বিবিধ']],
    desks: [2, 3, 4, 5],
  },
];

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const searchText = (...parts: (string | undefined)[]) =>
  parts.filter(Boolean).join(' ').normalize('NFC').toLowerCase();

export async function seedDemoMeetings(tx: Tx, now = new Date()): Promise<void> {
  const today = dhakaDay(now);
  const series = new Map<string, number>();
  /** The latest meeting of each series: the next one names it as the meeting it continues. */
  const latest = new Map<string, number>();
  const openOfSeries = new Map<string, number[]>();
  for (const spec of MEETINGS) {
    const meetingDate = addDays(today, spec.day);
    const final = spec.status === 'finalised' || spec.status === 'archived';
    const [row] = await tx
      .insert(meetings)
      .values({
        officeId: spec.officeId,
        kind: spec.offices ? 'inter_office' : 'own',
        title: spec.title,
        meetingType: spec.meetingType,
        chairDeskId: spec.chairDeskId,
        meetingDate,
        startTime: spec.startTime,
        endTime: `${String(Number(spec.startTime.slice(0, 2)) + 2).padStart(2, '0')}${spec.startTime.slice(2)}`,
        venue: spec.venue ?? null,
        onlineLink: spec.onlineLink ?? null,
        status: spec.status,
        memoNo: spec.memoNo ?? null,
        searchText: searchText(spec.title, spec.venue),
        createdBy: spec.createdBy,
        createdDeskId: spec.chairDeskId,
        finalisedAt: final ? new Date(Date.parse(`${addDays(meetingDate, 3)}T10:00:00+06:00`)) : null,
        createdAt: new Date(Date.parse(`${addDays(meetingDate, -10)}T10:00:00+06:00`)),
      })
      .returning({ id: meetings.id });
    const seriesId = spec.series ? (series.get(spec.series) ?? row.id) : row.id;
    if (spec.series && !series.has(spec.series)) series.set(spec.series, row.id);
    const previous = spec.series ? (openOfSeries.get(spec.series) ?? []) : [];
    const previousMeetingId = spec.series ? (latest.get(spec.series) ?? null) : null;
    if (spec.series) latest.set(spec.series, row.id);
    await tx.update(meetings).set({ seriesId, previousMeetingId }).where(eq(meetings.id, row.id));
    const carriedFirst = previous.length > 0 && spec.status === 'draft';
    const agenda = [...(carriedFirst ? [[REVIEW_AGENDA_BN] as [string, string?]] : []), ...spec.agenda];
    await tx.insert(meetingAgendaItems).values(
      agenda.map(([title, discussion], index) => ({
        meetingId: row.id,
        position: index + 1,
        title,
        discussion: discussion ?? null,
        carriedDecisionIds:
          (carriedFirst && index === 0) || (title === REVIEW_AGENDA_BN && !carriedFirst) ? previous : [],
      })),
    );
    if (spec.reminded)
      await tx.insert(meetingReminders).values({
        meetingId: row.id,
        sentBy: spec.createdBy,
        sentAt: new Date(Date.parse(`${addDays(today, -1)}T15:30:00+06:00`)),
      });
    const attended = spec.status !== 'draft' && spec.status !== 'invited';
    await tx.insert(meetingInvitees).values([
      ...spec.desks.map((deskId, index) => ({
        meetingId: row.id,
        kind: 'desk' as const,
        deskId,
        officeId: spec.officeId,
        attended: attended && index % 4 !== 3,
        meetingDate,
        meetingStatus: spec.status,
      })),
      ...(spec.offices ?? []).map(([officeId, nominee, substitute]) => ({
        meetingId: row.id,
        kind: 'office' as const,
        officeId,
        nomineeDeskId: nominee ?? null,
        substituteDeskId: substitute ?? null,
        nominatedAt: nominee ? new Date(Date.parse(`${addDays(meetingDate, -3)}T12:00:00+06:00`)) : null,
        nominatedBy: nominee ? (officeId === HEAD_OFFICE ? SUPER_ADMIN : OFFICE_ADMIN) : null,
        attended,
        meetingDate,
        meetingStatus: spec.status,
      })),
    ]);
    if (spec.decisions && spec.decisions.length > 0) {
      const inserted = await tx
        .insert(meetingDecisions)
        .values(
          spec.decisions.map((decision, index) => ({
            meetingId: row.id,
            officeId: spec.officeId,
            seriesId,
            position: index + 1,
            agendaNo: decision.agendaNo ?? null,
            text: decision.text,
            responsibleDeskId: decision.deskId ?? null,
            responsibleOfficeId: decision.officeId ?? (decision.deskId ? deskOffice(decision.deskId) : null),
            deadline: addDays(today, decision.due),
            status: decision.done ? ('done' as const) : ('open' as const),
            active: final,
            searchText: searchText(decision.text, spec.title),
            completedAt: decision.done
              ? new Date(Date.parse(`${addDays(today, decision.due - 2)}T16:00:00+06:00`))
              : null,
            completedBy: decision.done ? OFFICE_ADMIN : null,
            completionNote: decision.done ?? null,
          })),
        )
        .returning({ id: meetingDecisions.id, status: meetingDecisions.status });
      if (spec.series && final)
        openOfSeries.set(spec.series, [
          ...previous.filter((id) => id !== undefined),
          ...inserted.filter((decision) => decision.status === 'open').map((decision) => decision.id),
        ]);
    }
  }
}

/** The demo desks' offices (seed/demo-identity.ts). */
function deskOffice(deskId: number): number {
  if (deskId < 10) return HEAD_OFFICE;
  if (deskId < 20) return DISTRICT;
  return PABA;
}
