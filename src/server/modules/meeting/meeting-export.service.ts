/**
 * Meetings and tasks as Excel files (the lists' scope, filters and order, in batches, Bangla headers
 * and digits unless English is asked for), and one meeting as an .ics calendar file.
 */
import type { Readable } from 'node:stream';
import type {
  MeetingDetail,
  MeetingFilterParams,
  MeetingSummary,
  MeetingTask,
  TaskFilterParams,
} from '../../../common/contracts/meeting.contract';
import { nameOf } from '../../../common/labels';
import { MEETING_STATUS_NAMES, MEETING_TYPE_NAMES, TASK_STATUS_NAMES } from '../../../common/meeting.names';
import type { Lang } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { meetingBatches } from './meeting.service';
import { taskBatches } from './meeting-tasks.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

function columnMaker<T>(lang: Lang) {
  return (bn: string, en: string, width: number, value: XlsxColumn<T>['value']): XlsxColumn<T> => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
}

export function exportMeetings(
  db: Db,
  auth: AuthContext,
  query: MeetingFilterParams,
  lang: Lang,
): Promise<Readable> {
  const digits = (value: string | number) => (lang === 'bn' ? toBanglaDigits(value) : value);
  const column = columnMaker<MeetingSummary>(lang);
  const columns = [
    column('সভা নং', 'Meeting no.', 10, (item) => digits(item.id)),
    column('বিষয়', 'Subject', 40, (item) => item.title),
    column('ধরন', 'Type', 24, (item) => MEETING_TYPE_NAMES[item.meetingType][lang]),
    column('তারিখ', 'Date', 14, (item) => digits(item.meetingDate)),
    column('সময়', 'Time', 10, (item) => digits(item.startTime)),
    column('স্থান', 'Venue', 30, (item) => item.venue ?? item.onlineLink),
    column('আহ্বানকারী অফিস', 'Calling office', 36, (item) => nameOf(item.office, lang)),
    column('অবস্থা', 'Status', 20, (item) => MEETING_STATUS_NAMES[item.status][lang]),
    column('স্মারক নং', 'Memo no.', 24, (item) => item.memoNo),
  ];
  const batches = meetingBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Meetings' : 'সভা', columns, batches);
}

export function exportTasks(
  db: Db,
  auth: AuthContext,
  query: TaskFilterParams,
  lang: Lang,
): Promise<Readable> {
  const digits = (value: string | number) => (lang === 'bn' ? toBanglaDigits(value) : value);
  const column = columnMaker<MeetingTask>(lang);
  const columns = [
    column('সভা', 'Meeting', 36, (item) => item.meetingTitle),
    column('সভার তারিখ', 'Meeting date', 14, (item) => digits(item.meetingDate)),
    column('সিদ্ধান্ত', 'Decision', 50, (item) => item.text),
    column('দায়িত্বপ্রাপ্ত', 'Responsible', 40, (item) =>
      item.responsibleDesk
        ? lang === 'en'
          ? item.responsibleDesk.labelEn
          : item.responsibleDesk.labelBn
        : item.responsibleOffice
          ? nameOf(item.responsibleOffice, lang)
          : null,
    ),
    column('সময়সীমা', 'Deadline', 14, (item) => (item.deadline ? digits(item.deadline) : null)),
    column('অবস্থা', 'Status', 14, (item) =>
      item.overdue ? (lang === 'en' ? 'Overdue' : 'মেয়াদোত্তীর্ণ') : TASK_STATUS_NAMES[item.status][lang],
    ),
  ];
  const batches = taskBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Decision tasks' : 'সিদ্ধান্ত বাস্তবায়ন', columns, batches);
}

/** RFC 5545 text: backslash, semicolon and comma escaped, new lines as \n, lines folded at 60 characters. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
function fold(line: string): string {
  const chars = [...line];
  const parts: string[] = [];
  for (let index = 0; index < chars.length; index += 60) parts.push(chars.slice(index, index + 60).join(''));
  return parts.join('\r\n ');
}
const stamp = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** The meeting as one VEVENT in Dhaka time (UTC+6, no daylight saving). */
export function meetingIcs(meeting: MeetingDetail): string {
  const end =
    meeting.endTime ??
    `${String(Math.min(23, Number(meeting.startTime.slice(0, 2)) + 1)).padStart(2, '0')}${meeting.startTime.slice(2)}`;
  const location = [meeting.venue, meeting.onlineLink].filter(Boolean).join(' ');
  const agenda = meeting.agenda.map((item) => `${item.no}. ${item.title}`).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Karjaloy//Meetings//BN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Dhaka',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0600',
    'TZOFFSETTO:+0600',
    'TZNAME:BST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:meeting-${meeting.id}@karjaloy`,
    `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART;TZID=Asia/Dhaka:${stamp(meeting.meetingDate, meeting.startTime)}`,
    `DTEND;TZID=Asia/Dhaka:${stamp(meeting.meetingDate, end)}`,
    `SUMMARY:${escapeText(meeting.title)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `DESCRIPTION:${escapeText(`${meeting.office.nameBn}\n${agenda}`)}`,
    `STATUS:${meeting.status === 'draft' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
