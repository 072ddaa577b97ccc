/**
 * Demo reports (প্রতিবেদন): the ICT Directorate's head office (office 2) asks a monthly digital-lab
 * activity report, a quarterly APA progress report and a half-yearly e-service report of its field
 * offices and itself. The District ICT Office, Rajshahi (10) has responses in every stage (one sent
 * back to its creator); the officer creates, the office admin verifies and approves (the officer
 * verifies the e-service report); in Paba (11) the officer's additional charge does every stage;
 * the other offices have submitted on time, late or not at all. Periods are counted back from the
 * seed's day, so the newest is always the period being collected now.
 */
import {
  currentPeriod,
  PERIODS_PER_YEAR,
  periodDates,
  type ReportField,
  type ReportFrequency,
  type ResponseStatus,
} from '../../../common/contracts/report.contract';
import type { Tx } from '../client';
import {
  reportAssignments,
  reportDefinitions,
  reportPermittedDesks,
  reportResponseLogs,
  reportResponses,
} from '../schema';

const HQ = 2;
const RAJSHAHI = 10;
const PABA = 11;
const FIELD_OFFICES = [101, 102, 103, 104, 105, 106, 107];
const DESK = { dg: 1, officeAdmin: 10, officer: 11, paba: 20 } as const;
const USER = { superAdmin: 1, officeAdmin: 3, officer: 4 } as const;

interface DemoReport {
  code: string;
  titleBn: string;
  titleEn: string;
  description: string;
  frequency: ReportFrequency;
  dueDay: number;
  fields: ReportField[];
  attachments: { nameBn: string; nameEn: string; required: boolean }[];
}

const REPORTS: DemoReport[] = [
  {
    code: 'DLAB-M',
    titleBn: 'ডিজিটাল ল্যাব কার্যক্রমের মাসিক প্রতিবেদন',
    titleEn: 'Monthly digital lab activity report',
    description: 'শেখ রাসেল ডিজিটাল ল্যাব ও অন্যান্য ডিজিটাল ল্যাবের মাসিক কার্যক্রম, প্রশিক্ষণ ও সমস্যার বিবরণ।',
    frequency: 'monthly',
    dueDay: 10,
    fields: [
      {
        key: 'labs_active',
        labelBn: 'সচল ল্যাবের সংখ্যা',
        labelEn: 'Active labs',
        type: 'number',
        required: true,
      },
      {
        key: 'labs_inactive',
        labelBn: 'অচল ল্যাবের সংখ্যা',
        labelEn: 'Inactive labs',
        type: 'number',
        required: true,
      },
      { key: 'trainees', labelBn: 'প্রশিক্ষণার্থীর সংখ্যা', labelEn: 'Trainees', type: 'number', required: true },
      {
        key: 'problems',
        labelBn: 'সমস্যা ও সুপারিশ',
        labelEn: 'Problems and recommendations',
        type: 'text',
        required: false,
      },
    ],
    attachments: [{ nameBn: 'ল্যাব পরিদর্শনের ছবি', nameEn: 'Photos of lab visits', required: false }],
  },
  {
    code: 'APA-Q',
    titleBn: 'বার্ষিক কর্মসম্পাদন চুক্তির (এপিএ) ত্রৈমাসিক অগ্রগতি প্রতিবেদন',
    titleEn: 'Quarterly APA progress report',
    description: 'এপিএর কর্মসম্পাদন সূচকের বিপরীতে ত্রৈমাসিক অর্জন ও প্রমাণক।',
    frequency: 'quarterly',
    dueDay: 15,
    fields: [
      {
        key: 'achievement_pct',
        labelBn: 'লক্ষ্যমাত্রার বিপরীতে অর্জন (%)',
        labelEn: 'Achievement against target (%)',
        type: 'number',
        required: true,
      },
      {
        key: 'activities',
        labelBn: 'সম্পাদিত প্রধান কার্যক্রম',
        labelEn: 'Main activities done',
        type: 'text',
        required: true,
      },
      {
        key: 'meeting_date',
        labelBn: 'এপিএ টিম সভার তারিখ',
        labelEn: 'APA team meeting date',
        type: 'date',
        required: false,
      },
    ],
    attachments: [{ nameBn: 'প্রমাণক', nameEn: 'Evidence', required: false }],
  },
  {
    code: 'ESERV-H',
    titleBn: 'ই-সেবা বাস্তবায়নের অর্ধবার্ষিক প্রতিবেদন',
    titleEn: 'Half-yearly e-service implementation report',
    description: 'অফিসে চালু ই-সেবা, ই-নথিতে নিষ্পন্ন নথি ও সেবাগ্রহীতার সংখ্যা।',
    frequency: 'half-yearly',
    dueDay: 20,
    fields: [
      {
        key: 'services',
        labelBn: 'চালু ই-সেবার সংখ্যা',
        labelEn: 'E-services running',
        type: 'number',
        required: true,
      },
      {
        key: 'enothi_files',
        labelBn: 'ই-নথিতে নিষ্পন্ন নথি',
        labelEn: 'Files settled in e-Nothi',
        type: 'number',
        required: true,
      },
      { key: 'notes', labelBn: 'মন্তব্য', labelEn: 'Remarks', type: 'text', required: false },
    ],
    attachments: [],
  },
];

/** The period `back` periods before the one being collected now. */
function periodBack(frequency: ReportFrequency, dueDay: number, back: number) {
  const now = currentPeriod(frequency, dueDay);
  const perYear = PERIODS_PER_YEAR[frequency];
  let index = now.fiscalYear * perYear + (now.periodNo - 1) - back;
  const fiscalYear = Math.floor(index / perYear);
  index -= fiscalYear * perYear;
  return { fiscalYear, periodNo: index + 1, ...periodDates(frequency, fiscalYear, index + 1, dueDay) };
}

const VALUES: Record<string, (seed: number) => Record<string, string>> = {
  'DLAB-M': (seed) => ({
    labs_active: String(18 + (seed % 7)),
    labs_inactive: String(seed % 3),
    trainees: String(240 + ((seed * 37) % 120)),
    problems: seed % 2 ? 'দুটি ল্যাবে ইন্টারনেট সংযোগ দুর্বল; আইএসপির সাথে যোগাযোগ চলছে।' : '',
  }),
  'APA-Q': (seed) => ({
    achievement_pct: String(62 + (seed % 30)),
    activities: 'ই-নথি প্রশিক্ষণ, ডিজিটাল সেন্টার পরিদর্শন ও উদ্ভাবনী ধারণা প্রদর্শনী সম্পন্ন হয়েছে।',
    meeting_date: '',
  }),
  'ESERV-H': (seed) => ({
    services: String(8 + (seed % 5)),
    enothi_files: String(900 + seed * 13),
    notes: '',
  }),
};

type Step = [
  action: 'create' | 'forward' | 'verify' | 'approve' | 'send-back',
  from: ResponseStatus | null,
  to: ResponseStatus,
  desk: number,
  user: number,
  comment: string | null,
];

/** The steps that bring a response to `status` in an office whose creator, verifier and approver are these. */
function stepsTo(
  status: ResponseStatus,
  desks: [number, number, number],
  users: [number, number, number],
  returned: boolean,
): Step[] {
  const [creator, verifier, approver] = desks;
  const [cu, vu, au] = users;
  const steps: Step[] = [['create', null, 1, creator, cu, null]];
  if (status >= 2 || returned) steps.push(['forward', 1, 2, creator, cu, 'যাচাইয়ের জন্য পাঠানো হলো।']);
  if (returned && status === 1)
    steps.push([
      'send-back',
      2,
      1,
      verifier,
      vu,
      'প্রশিক্ষণার্থীর সংখ্যা উপজেলাভিত্তিক তালিকার সাথে মিলছে না; সংশোধন করুন।',
    ]);
  if (status >= 3) steps.push(['verify', 2, 3, verifier, vu, 'যাচাই করা হয়েছে, সঠিক।']);
  if (status === 4) steps.push(['approve', 3, 4, approver, au, null]);
  return steps;
}

const DAY = 86_400_000;

export async function seedDemoReports(tx: Tx): Promise<void> {
  const ids: Record<string, number> = {};
  for (const report of REPORTS) {
    const [row] = await tx
      .insert(reportDefinitions)
      .values({
        ...report,
        ownerOfficeId: HQ,
        createdBy: USER.superAdmin,
        createdAt: new Date(Date.now() - 400 * DAY),
      })
      .returning({ id: reportDefinitions.id });
    ids[report.code] = row.id;
    await tx
      .insert(reportAssignments)
      .values([HQ, RAJSHAHI, PABA, ...FIELD_OFFICES].map((officeId) => ({ reportId: row.id, officeId })));
  }
  // Permitted desks: [report, office, desk, stage].
  const permits: [string, number, number, ResponseStatus][] = [];
  for (const code of ['DLAB-M', 'APA-Q']) {
    permits.push(
      [code, RAJSHAHI, DESK.officer, 1],
      [code, RAJSHAHI, DESK.officeAdmin, 2],
      [code, RAJSHAHI, DESK.officeAdmin, 3],
    );
  }
  permits.push(
    ['ESERV-H', RAJSHAHI, DESK.officeAdmin, 1],
    ['ESERV-H', RAJSHAHI, DESK.officer, 2],
    ['ESERV-H', RAJSHAHI, DESK.officeAdmin, 3],
  );
  for (const code of Object.keys(ids))
    for (const stage of [1, 2, 3] as const)
      permits.push([code, PABA, DESK.paba, stage], [code, HQ, DESK.dg, stage]);
  await tx
    .insert(reportPermittedDesks)
    .values(
      permits.map(([code, officeId, deskId, stage]) => ({ reportId: ids[code], officeId, deskId, stage })),
    );

  const responses: {
    code: string;
    officeId: number;
    back: number;
    status: ResponseStatus;
    returned?: boolean;
    late?: boolean;
    desks: [number, number, number];
    users: [number, number, number];
  }[] = [];
  const rajshahi = {
    desks: [DESK.officer, DESK.officeAdmin, DESK.officeAdmin] as [number, number, number],
    users: [USER.officer, USER.officeAdmin, USER.officeAdmin] as [number, number, number],
  };
  const paba = {
    desks: [DESK.paba, DESK.paba, DESK.paba] as [number, number, number],
    users: [USER.officer, USER.officer, USER.officer] as [number, number, number],
  };
  const hq = {
    desks: [DESK.dg, DESK.dg, DESK.dg] as [number, number, number],
    users: [USER.superAdmin, USER.superAdmin, USER.superAdmin] as [number, number, number],
  };
  // Rajshahi: the monthly report in every stage, the newest being written now.
  responses.push(
    { code: 'DLAB-M', officeId: RAJSHAHI, back: 0, status: 1, ...rajshahi },
    { code: 'DLAB-M', officeId: RAJSHAHI, back: 1, status: 2, ...rajshahi },
    { code: 'DLAB-M', officeId: RAJSHAHI, back: 2, status: 3, ...rajshahi },
    ...[3, 4, 5, 6, 7, 8].map((back) => ({
      code: 'DLAB-M',
      officeId: RAJSHAHI,
      back,
      status: 4 as const,
      late: back === 5,
      ...rajshahi,
    })),
    { code: 'APA-Q', officeId: RAJSHAHI, back: 0, status: 1, returned: true, ...rajshahi },
    { code: 'APA-Q', officeId: RAJSHAHI, back: 1, status: 4, ...rajshahi },
    { code: 'APA-Q', officeId: RAJSHAHI, back: 2, status: 4, late: true, ...rajshahi },
    {
      code: 'ESERV-H',
      officeId: RAJSHAHI,
      back: 0,
      status: 2,
      desks: [DESK.officeAdmin, DESK.officer, DESK.officeAdmin],
      users: [USER.officeAdmin, USER.officer, USER.officeAdmin],
    },
    {
      code: 'ESERV-H',
      officeId: RAJSHAHI,
      back: 1,
      status: 4,
      desks: [DESK.officeAdmin, DESK.officer, DESK.officeAdmin],
      users: [USER.officeAdmin, USER.officer, USER.officeAdmin],
    },
    // Paba: the newest month not started, the one before waiting for approval.
    { code: 'DLAB-M', officeId: PABA, back: 1, status: 3, ...paba },
    { code: 'DLAB-M', officeId: PABA, back: 2, status: 4, late: true, ...paba },
    { code: 'DLAB-M', officeId: PABA, back: 3, status: 4, ...paba },
    { code: 'APA-Q', officeId: PABA, back: 0, status: 2, ...paba },
    // The head office reports to itself too.
    { code: 'DLAB-M', officeId: HQ, back: 0, status: 1, ...hq },
    { code: 'APA-Q', officeId: HQ, back: 0, status: 2, ...hq },
    { code: 'ESERV-H', officeId: HQ, back: 0, status: 3, ...hq },
    { code: 'DLAB-M', officeId: HQ, back: 1, status: 4, ...hq },
  );
  // The other field offices: on time, late, still in progress or missing, by a fixed pattern.
  FIELD_OFFICES.forEach((officeId, index) => {
    for (let back = 1; back <= 6; back++) {
      const pick = (index * 3 + back) % 5;
      if (pick === 4) continue; // not submitted
      responses.push({
        code: 'DLAB-M',
        officeId,
        back,
        status: pick === 3 && back <= 2 ? 2 : 4,
        late: pick === 2,
        desks: [DESK.dg, DESK.dg, DESK.dg],
        users: [USER.superAdmin, USER.superAdmin, USER.superAdmin],
      });
    }
    if (index % 2 === 0)
      responses.push({
        code: 'APA-Q',
        officeId,
        back: 1,
        status: 4,
        late: index === 2,
        desks: [DESK.dg, DESK.dg, DESK.dg],
        users: [USER.superAdmin, USER.superAdmin, USER.superAdmin],
      });
  });

  for (const [seed, item] of responses.entries()) {
    const report = REPORTS.find((candidate) => candidate.code === item.code) as DemoReport;
    const period = periodBack(report.frequency, report.dueDay, item.back);
    const due = new Date(`${period.due}T10:00:00+06:00`);
    const submittedAt = item.status === 4 ? new Date(due.getTime() + (item.late ? 4 : -3) * DAY) : null;
    const createdAt = new Date(new Date(`${period.end}T12:00:00+06:00`).getTime() + DAY);
    // Field offices' people are not demo personas: their desks stay unnamed in the log.
    const field = FIELD_OFFICES.includes(item.officeId);
    const [row] = await tx
      .insert(reportResponses)
      .values({
        reportId: ids[item.code],
        officeId: item.officeId,
        fiscalYear: period.fiscalYear,
        periodNo: period.periodNo,
        periodEnd: period.end,
        dueDate: period.due,
        status: item.status,
        returned: item.returned ?? false,
        values: VALUES[item.code](seed),
        late: item.status === 4 && (item.late ?? false),
        createdByDeskId: field ? null : item.desks[0],
        submittedAt,
        createdAt,
        updatedAt: submittedAt ?? new Date(Math.min(Date.now(), createdAt.getTime() + 2 * DAY)),
      })
      .returning({ id: reportResponses.id });
    const steps = stepsTo(item.status, item.desks, item.users, item.returned ?? false);
    await tx.insert(reportResponseLogs).values(
      steps.map(([action, fromStatus, toStatus, deskId, userId, comment], step) => ({
        responseId: row.id,
        action,
        fromStatus,
        toStatus,
        deskId: field ? null : deskId,
        userId: field ? null : userId,
        comment,
        createdAt:
          action === 'approve' && submittedAt
            ? submittedAt
            : new Date(
                Math.min(Date.now() - (steps.length - step) * 60_000, createdAt.getTime() + step * 3600_000),
              ),
      })),
    );
  }
}
