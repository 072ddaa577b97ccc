/**
 * Meetings (সভা, SPEC.md §2 /meeting-mgt; issue 17): an office calls a meeting of its own desks or of
 * other offices and designations, each invited office nominates a named officer and a substitute,
 * the meeting is held, its minutes (attendance, discussion per agenda item, decisions) are written
 * and finalised (locked, printed with a memo number), then archived. Each decision with a
 * responsible desk or office and a deadline is a task followed up until completed; open decisions of
 * a series come back in the next meeting's agenda. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { MB, type UploadRule } from '../file-types';
import { blankToUndefined, dateSchema, idSchema, intSchema, storable, textSchema } from '../validation';
import {
  MEETING_KINDS,
  MEETING_TYPES,
  MEETING_VIEWS,
  type MeetingKind,
  type MeetingStatus,
  type MeetingType,
  type MeetingView,
  TASK_VIEWS,
  type TaskStatus,
} from './meeting.paths';
import type { Named, Page } from './office.contract';

export {
  MEETING_KINDS,
  MEETING_PATHS,
  MEETING_STATUSES,
  MEETING_TYPES,
  MEETING_VIEWS,
  type MeetingKind,
  type MeetingStatus,
  type MeetingType,
  type MeetingView,
  TASK_STATUSES,
  TASK_VIEWS,
  type TaskStatus,
  type TaskView,
} from './meeting.paths';

/* States -------------------------------------------------------------------------------------- */

/** Minutes may be written while the meeting is held or its minutes are pending; finalised locks them. */
export const MINUTES_OPEN: readonly MeetingStatus[] = ['held', 'minutes_pending'];

/** The statuses each list of SPEC.md §2 shows. */
export const VIEW_STATUSES: Record<MeetingView, readonly MeetingStatus[]> = {
  upcoming: ['draft', 'invited'],
  completed: ['held', 'minutes_pending', 'finalised'],
  'update-pending': ['held', 'minutes_pending'],
  archived: ['archived'],
};

/** Papers of a meeting (working papers, presentations): images, PDF or Office files. */
export const MEETING_PAPER_RULE: UploadRule = { kinds: ['image', 'pdf', 'office'], maxBytes: 10 * MB };
export const MAX_MEETING_PAPERS = 10;

/** Limits of one meeting. */
export const MAX_AGENDA = 30;
export const MAX_INVITEES = 100;
export const MAX_DECISIONS = 100;
/** The longest span the calendar reads at once (a month view shows six weeks). */
export const MAX_CALENDAR_DAYS = 62;

/* Inputs -------------------------------------------------------------------------------------- */

const nfc = (value: string) => value.normalize('NFC');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
export const timeSchema = storable(
  z.string({ message: 'validation.meeting.timeRequired' }).min(1, 'validation.meeting.timeRequired').max(5),
).refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'validation.meeting.timeInvalid');

export const inviteeInputSchema = z
  .object({
    /** A desk of the own office, or an office (optionally one designation of it) that nominates. */
    kind: z.enum(['desk', 'office'], { message: 'validation.invalid' }),
    deskId: optional(idSchema()),
    officeId: optional(idSchema()),
    roleId: optional(idSchema()),
  })
  .refine((value) => (value.kind === 'desk' ? value.deskId !== undefined : value.officeId !== undefined), {
    message: 'validation.meeting.inviteeRequired',
    path: ['deskId'],
  });
export type InviteeInput = z.input<typeof inviteeInputSchema>;

export const meetingInputSchema = z
  .object({
    kind: z.enum(MEETING_KINDS, { message: 'validation.invalid' }),
    title: textSchema(300, 'validation.meeting.titleRequired').transform(nfc),
    meetingType: z.enum(MEETING_TYPES, { message: 'validation.meeting.typeRequired' }),
    chairDeskId: idSchema('validation.meeting.chairRequired'),
    meetingDate: dateSchema('validation.meeting.dateRequired'),
    startTime: timeSchema,
    endTime: optional(timeSchema),
    venue: optional(textSchema(300).transform(nfc)),
    onlineLink: optional(
      storable(z.string().trim().max(500, 'validation.tooLong')).refine(
        (value) => /^https:\/\/[^\s<>"]+$/.test(value),
        'validation.meeting.linkInvalid',
      ),
    ),
    /** The earlier meeting of the series this one continues: its open decisions come back. */
    previousMeetingId: optional(idSchema()),
    agenda: z
      .array(textSchema(500, 'validation.meeting.agendaRequired').transform(nfc), {
        message: 'validation.invalid',
      })
      .max(MAX_AGENDA, 'validation.meeting.tooMany'),
    invitees: z
      .array(inviteeInputSchema, { message: 'validation.invalid' })
      .max(MAX_INVITEES, 'validation.meeting.tooMany'),
  })
  .refine((value) => value.venue !== undefined || value.onlineLink !== undefined, {
    message: 'validation.meeting.venueRequired',
    path: ['venue'],
  })
  .refine((value) => !value.endTime || value.endTime > value.startTime, {
    message: 'validation.meeting.endBeforeStart',
    path: ['endTime'],
  });
export type MeetingInput = z.input<typeof meetingInputSchema>;
export type MeetingValues = z.output<typeof meetingInputSchema>;

export const nominationInputSchema = z
  .object({
    nomineeDeskId: idSchema('validation.meeting.nomineeRequired'),
    substituteDeskId: idSchema('validation.meeting.substituteRequired'),
  })
  .refine((value) => value.nomineeDeskId !== value.substituteDeskId, {
    message: 'validation.meeting.sameSubstitute',
    path: ['substituteDeskId'],
  });
export type NominationInput = z.input<typeof nominationInputSchema>;

export const decisionInputSchema = z.object({
  /** 1-based position of the agenda item the decision belongs to. */
  agendaNo: optional(intSchema(1, MAX_AGENDA)),
  text: textSchema(2000, 'validation.meeting.decisionRequired').transform(nfc),
  responsibleDeskId: optional(idSchema()),
  responsibleOfficeId: optional(idSchema()),
  deadline: optional(dateSchema()),
});
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const minutesInputSchema = z.object({
  /** Invitee ids that attended. */
  attended: z
    .array(idSchema(), { message: 'validation.invalid' })
    .max(MAX_INVITEES, 'validation.meeting.tooMany'),
  /** Discussion per agenda item, in agenda order. */
  discussions: z
    .array(textSchema(5000).transform(nfc), { message: 'validation.invalid' })
    .max(MAX_AGENDA, 'validation.meeting.tooMany'),
  decisions: z
    .array(decisionInputSchema, { message: 'validation.invalid' })
    .max(MAX_DECISIONS, 'validation.meeting.tooMany'),
});
export type MinutesInput = z.input<typeof minutesInputSchema>;
export type MinutesValues = z.output<typeof minutesInputSchema>;

export const finaliseInputSchema = z.object({
  memoNo: textSchema(100, 'validation.meeting.memoRequired').transform(nfc),
});

export const taskCompleteSchema = z.object({
  note: optional(textSchema(1000).transform(nfc)),
});

export const idParamSchema = z.object({ id: idSchema() });
export const paperParamSchema = z.object({
  id: idSchema(),
  fileId: storable(z.string().max(36)).refine((value) => /^[0-9a-f-]{36}$/.test(value), 'validation.invalid'),
});

const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};

export const meetingFilterSchema = z.object({
  view: z.preprocess(
    blankToUndefined,
    z.enum(MEETING_VIEWS, { message: 'validation.invalid' }).default('upcoming'),
  ),
  kind: optional(z.enum(MEETING_KINDS, { message: 'validation.invalid' })),
  meetingType: optional(z.enum(MEETING_TYPES, { message: 'validation.invalid' })),
  from: optional(dateSchema()),
  to: optional(dateSchema()),
  search: optional(textSchema(100)),
});
export const meetingListQuerySchema = meetingFilterSchema.extend(paging);
export type MeetingFilterParams = z.output<typeof meetingFilterSchema>;
export type MeetingListParams = z.output<typeof meetingListQuerySchema>;

export const taskFilterSchema = z.object({
  view: z.preprocess(blankToUndefined, z.enum(TASK_VIEWS, { message: 'validation.invalid' }).default('all')),
  overdue: optional(z.enum(['true', 'false'], { message: 'validation.invalid' })),
  search: optional(textSchema(100)),
});
export const taskListQuerySchema = taskFilterSchema.extend(paging);
export type TaskFilterParams = z.output<typeof taskFilterSchema>;
export type TaskListParams = z.output<typeof taskListQuerySchema>;

export const nominationQuerySchema = z.object({ search: optional(textSchema(100)), ...paging });
export type NominationListParams = z.output<typeof nominationQuerySchema>;

export const calendarQuerySchema = z
  .object({ from: dateSchema(), to: dateSchema() })
  .refine((value) => value.to >= value.from, { message: 'validation.meeting.endBeforeStart', path: ['to'] })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= MAX_CALENDAR_DAYS * 86_400_000, {
    message: 'validation.meeting.spanTooLong',
    path: ['to'],
  });

export const deskQuerySchema = z.object({ officeId: optional(idSchema()) });

/* Responses ----------------------------------------------------------------------------------- */

export interface MeetingPerson {
  userId: number;
  nameBn: string;
  nameEn: string;
}

export interface MeetingDesk {
  deskId: number;
  labelBn: string;
  labelEn: string;
  officeId: number;
  holder: MeetingPerson | null;
}

export interface MeetingSummary {
  id: number;
  kind: MeetingKind;
  title: string;
  meetingType: MeetingType;
  status: MeetingStatus;
  meetingDate: string;
  startTime: string;
  endTime: string | null;
  venue: string | null;
  onlineLink: string | null;
  office: Named;
  chair: MeetingDesk | null;
  memoNo: string | null;
  inviteeCount: number;
  seriesId: number | null;
}

export interface MeetingInvitee {
  id: number;
  kind: 'desk' | 'office';
  desk: MeetingDesk | null;
  office: Named;
  role: Named | null;
  nominee: MeetingDesk | null;
  substitute: MeetingDesk | null;
  nominatedAt: string | null;
  attended: boolean;
}

export interface MeetingAgendaItem {
  no: number;
  title: string;
  discussion: string | null;
  /** Open decisions of earlier meetings of the series this item reviews. */
  carried: MeetingTask[];
}

export interface MeetingTask {
  id: number;
  meetingId: number;
  meetingTitle: string;
  meetingDate: string;
  agendaNo: number | null;
  text: string;
  responsibleDesk: MeetingDesk | null;
  responsibleOffice: Named | null;
  deadline: string | null;
  status: TaskStatus;
  overdue: boolean;
  completedAt: string | null;
  completionNote: string | null;
  can: { complete: boolean };
}

export interface MeetingPaper {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

export interface MeetingDetail extends MeetingSummary {
  previousMeetingId: number | null;
  papers: MeetingPaper[];
  agenda: MeetingAgendaItem[];
  invitees: MeetingInvitee[];
  decisions: MeetingTask[];
  finalisedAt: string | null;
  /** When the reminder went out (the day before, or on demand); null before. */
  reminderSentAt: string | null;
  can: {
    edit: boolean;
    invite: boolean;
    hold: boolean;
    minutes: boolean;
    finalise: boolean;
    archive: boolean;
    /** Remind the invitees now: invited, its day not passed, not reminded yet. */
    remind: boolean;
    /** Papers may be attached until the minutes are final. */
    attach: boolean;
    /** Invitee ids the caller's office may nominate for. */
    nominate: number[];
  };
}

export interface NominationRow {
  inviteeId: number;
  meeting: MeetingSummary;
  office: Named;
  role: Named | null;
}

export interface CalendarEntry {
  id: number;
  title: string;
  status: MeetingStatus;
  meetingDate: string;
  startTime: string;
  endTime: string | null;
  venue: string | null;
  kind: MeetingKind;
}

export interface MeetingDashboard {
  byStatus: Record<MeetingStatus, number>;
  upcomingWeek: number;
  nominationsPending: number;
  tasks: { open: number; done: number; overdue: number };
  /** Meetings per month of the last twelve, oldest first ('yyyy-mm'). */
  perMonth: { month: string; count: number }[];
  overdueTasks: MeetingTask[];
}

export type MeetingPage = Page<MeetingSummary>;
export type TaskPage = Page<MeetingTask>;
export type NominationPage = Page<NominationRow>;
