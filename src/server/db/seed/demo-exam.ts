/**
 * Demo exam management: the exam desk persona's controlling unit (1) and exam category (1) with its
 * subjects, work items and rates, bank branches, experts, four exams, exam-wise experts, question
 * papers and answer scripts issued and received, and honorarium bills created, approved and paid.
 * Dates are fixed in 2025-26, so the seed is the same every time.
 */
import { eq, sql } from 'drizzle-orm';
import { billAmounts, type ExamBillLine, type ExamMeasure } from '../../../common/contracts/exam.contract';
import type { Tx } from '../client';
import {
  examAssignments,
  examBankBranches,
  examBills,
  examExperts,
  examMovements,
  examSubjects,
  exams,
  examWorkItems,
  users,
} from '../schema';

const UNIT = 1;
const CATEGORY = 1;

const SUBJECTS: [code: string, bn: string, en: string][] = [
  ['101', 'বাংলা', 'Bangla'],
  ['102', 'ইংরেজি', 'English'],
  ['103', 'গণিত', 'Mathematics'],
  ['104', 'সাধারণ জ্ঞান', 'General knowledge'],
  ['105', 'তথ্য ও যোগাযোগ প্রযুক্তি', 'ICT'],
  ['106', 'কম্পিউটার অফিস অ্যাপ্লিকেশন', 'Computer office applications'],
  ['107', 'প্রোগ্রামিং', 'Programming'],
  ['108', 'ডাটাবেজ ব্যবস্থাপনা', 'Database management'],
];

const WORK_ITEMS: [bn: string, en: string, measure: ExamMeasure, rate: number][] = [
  ['প্রশ্নপত্র প্রণয়ন', 'Question paper setting', 'paper', 3000],
  ['প্রশ্নপত্র পরিশোধন (মডারেশন)', 'Question paper moderation', 'paper', 1500],
  ['উত্তরপত্র মূল্যায়ন', 'Examining answer scripts', 'script', 35],
  ['প্রধান পরীক্ষকের দায়িত্ব', 'Head examiner', 'script', 8],
  ['ব্যবহারিক পরীক্ষা গ্রহণ', 'Practical examination', 'day', 1200],
  ['প্রশ্নপত্র মুদ্রণ তদারকি', 'Supervising question printing', 'day', 1000],
];

const BANKS: [
  routing: string,
  bankBn: string,
  bankEn: string,
  branchBn: string,
  branchEn: string,
  district: string,
][] = [
  ['200811358', 'সোনালী ব্যাংক পিএলসি', 'Sonali Bank PLC', 'রাজশাহী কর্পোরেট শাখা', 'Rajshahi Corporate', 'রাজশাহী'],
  [
    '200811417',
    'সোনালী ব্যাংক পিএলসি',
    'Sonali Bank PLC',
    'রাজশাহী বিশ্ববিদ্যালয় শাখা',
    'Rajshahi University',
    'রাজশাহী',
  ],
  ['135811604', 'জনতা ব্যাংক পিএলসি', 'Janata Bank PLC', 'সাহেব বাজার শাখা', 'Saheb Bazar', 'রাজশাহী'],
  ['010810259', 'অগ্রণী ব্যাংক পিএলসি', 'Agrani Bank PLC', 'রাজশাহী প্রধান শাখা', 'Rajshahi Main', 'রাজশাহী'],
  ['025811943', 'রূপালী ব্যাংক পিএলসি', 'Rupali Bank PLC', 'গণকপাড়া শাখা', 'Ganakpara', 'রাজশাহী'],
  ['125810388', 'ইসলামী ব্যাংক বাংলাদেশ পিএলসি', 'Islami Bank Bangladesh PLC', 'রাজশাহী শাখা', 'Rajshahi', 'রাজশাহী'],
  ['200270116', 'সোনালী ব্যাংক পিএলসি', 'Sonali Bank PLC', 'রমনা কর্পোরেট শাখা', 'Ramna Corporate', 'ঢাকা'],
  ['185810521', 'ডাচ্-বাংলা ব্যাংক পিএলসি', 'Dutch-Bangla Bank PLC', 'রাজশাহী শাখা', 'Rajshahi', 'রাজশাহী'],
];

const EXPERTS: [bn: string, en: string, designation: string, institution: string, subject: number][] = [
  ['ড. মো. আব্দুল করিম', 'Dr Md Abdul Karim', 'অধ্যাপক', 'রাজশাহী বিশ্ববিদ্যালয়', 5],
  ['নাসরিন সুলতানা', 'Nasrin Sultana', 'সহযোগী অধ্যাপক', 'রাজশাহী সরকারি কলেজ', 1],
  ['মো. রফিকুল ইসলাম', 'Md Rafiqul Islam', 'সহকারী অধ্যাপক', 'নিউ গভঃ ডিগ্রি কলেজ, রাজশাহী', 3],
  ['শামীমা আক্তার', 'Shamima Akter', 'প্রভাষক', 'রাজশাহী সরকারি মহিলা কলেজ', 2],
  ['ড. সুব্রত কুমার সাহা', 'Dr Subrata Kumar Saha', 'অধ্যাপক', 'রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়', 7],
  ['মো. হাবিবুর রহমান', 'Md Habibur Rahman', 'ইন্সট্রাক্টর', 'রাজশাহী পলিটেকনিক ইনস্টিটিউট', 6],
  ['তাহমিনা খাতুন', 'Tahmina Khatun', 'সহকারী অধ্যাপক', 'শাহ মখদুম কলেজ', 4],
  ['মো. জাহিদ হাসান', 'Md Zahid Hasan', 'সহকারী প্রোগ্রামার', 'জেলা আইসিটি কার্যালয়, রাজশাহী', 8],
  ['ফারজানা ইয়াসমিন', 'Farzana Yasmin', 'প্রভাষক', 'রাজশাহী কলেজ', 1],
  ['মো. কামরুজ্জামান', 'Md Kamruzzaman', 'সহযোগী অধ্যাপক', 'বরেন্দ্র বিশ্ববিদ্যালয়', 5],
  ['রোকসানা পারভীন', 'Roksana Parvin', 'সহকারী অধ্যাপক', 'রাজশাহী সরকারি সিটি কলেজ', 2],
  ['মো. সাইফুল ইসলাম', 'Md Saiful Islam', 'ইন্সট্রাক্টর', 'রাজশাহী মহিলা পলিটেকনিক ইনস্টিটিউট', 6],
  ['আবু সাঈদ মো. তারেক', 'Abu Sayeed Md Tarek', 'প্রভাষক', 'গোদাগাড়ী সরকারি কলেজ', 3],
  ['মাহফুজা বেগম', 'Mahfuza Begum', 'সহকারী শিক্ষক', 'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয়', 4],
  ['মো. মিজানুর রহমান', 'Md Mizanur Rahman', 'সিস্টেম এনালিস্ট', 'রাজশাহী বিভাগীয় কমিশনারের কার্যালয়', 8],
  ['সাবরিনা হক', 'Sabrina Haque', 'প্রভাষক', 'পবা মহিলা ডিগ্রি কলেজ', 7],
];

const EXAMS: [
  bn: string,
  en: string,
  year: number,
  session: string,
  subjects: number[],
  start: string,
  end: string,
  centres: number,
][] = [
  [
    'কম্পিউটার অপারেটর নিয়োগ পরীক্ষা ২০২৫',
    'Computer operator recruitment exam 2025',
    2025,
    '২০২৪-২৫',
    [1, 2, 3, 6],
    '2025-05-10',
    '2025-05-12',
    14,
  ],
  [
    'আইসিটি দক্ষতা সার্টিফিকেট পরীক্ষা ২০২৫',
    'ICT skills certificate exam 2025',
    2025,
    '২০২৫-২৬',
    [5, 6, 7, 8],
    '2025-11-02',
    '2025-11-20',
    22,
  ],
  [
    'অফিস সহায়ক নিয়োগ পরীক্ষা ২০২৬',
    'Office assistant recruitment exam 2026',
    2026,
    '২০২৫-২৬',
    [1, 2, 3, 4],
    '2026-02-14',
    '2026-02-14',
    9,
  ],
  [
    'আইসিটি দক্ষতা সার্টিফিকেট পরীক্ষা ২০২৬',
    'ICT skills certificate exam 2026',
    2026,
    '২০২৬-২৭',
    [5, 6, 7, 8],
    '2026-11-01',
    '2026-11-19',
    24,
  ],
];

/** [exam, expert, subject, works [work item, quantity], bill state]. */
const ASSIGNMENTS: [number, number, number, [number, number][], 'none' | 'created' | 'approved' | 'paid'][] =
  [
    [
      1,
      2,
      1,
      [
        [1, 1],
        [3, 180],
      ],
      'paid',
    ],
    [
      1,
      4,
      2,
      [
        [1, 1],
        [3, 160],
      ],
      'paid',
    ],
    [
      1,
      3,
      3,
      [
        [1, 1],
        [2, 1],
        [3, 210],
      ],
      'paid',
    ],
    [
      1,
      6,
      6,
      [
        [5, 3],
        [3, 120],
      ],
      'paid',
    ],
    [1, 11, 2, [[2, 1]], 'paid'],
    [
      2,
      1,
      5,
      [
        [1, 2],
        [2, 1],
        [4, 400],
      ],
      'approved',
    ],
    [
      2,
      6,
      6,
      [
        [5, 6],
        [3, 250],
      ],
      'approved',
    ],
    [
      2,
      5,
      7,
      [
        [1, 2],
        [3, 300],
      ],
      'approved',
    ],
    [
      2,
      8,
      8,
      [
        [1, 1],
        [3, 220],
      ],
      'approved',
    ],
    [2, 12, 6, [[3, 240]], 'created'],
    [
      2,
      16,
      7,
      [
        [2, 1],
        [3, 90],
      ],
      'created',
    ],
    [2, 15, 8, [[6, 4]], 'created'],
    [3, 9, 1, [[1, 1]], 'created'],
    [
      3,
      7,
      4,
      [
        [1, 1],
        [2, 1],
      ],
      'created',
    ],
    [
      3,
      13,
      3,
      [
        [1, 1],
        [3, 150],
      ],
      'none',
    ],
    [3, 14, 4, [[3, 120]], 'none'],
    [4, 10, 5, [[1, 2]], 'none'],
    [
      4,
      5,
      7,
      [
        [1, 1],
        [2, 1],
      ],
      'none',
    ],
  ];

export async function seedDemoExam(tx: Tx): Promise<void> {
  const [desk] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'exam@demo.gov.bd'));
  if (!desk) return;
  const by = desk.id;
  const subjectIds = await tx
    .insert(examSubjects)
    .values(SUBJECTS.map(([code, nameBn, nameEn]) => ({ unitId: UNIT, code, nameBn, nameEn })))
    .returning({ id: examSubjects.id });
  const items = await tx
    .insert(examWorkItems)
    .values(
      WORK_ITEMS.map(([nameBn, nameEn, measure, rate]) => ({ unitId: UNIT, nameBn, nameEn, measure, rate })),
    )
    .returning();
  const banks = await tx
    .insert(examBankBranches)
    .values(
      BANKS.map(([routingNo, bankNameBn, bankNameEn, branchNameBn, branchNameEn, district]) => ({
        routingNo,
        bankNameBn,
        bankNameEn,
        branchNameBn,
        branchNameEn,
        district,
      })),
    )
    .returning({ id: examBankBranches.id });
  const experts = await tx
    .insert(examExperts)
    .values(
      EXPERTS.map(([nameBn, nameEn, designation, institution, subject], index) => ({
        unitId: UNIT,
        nameBn,
        nameEn,
        designation,
        institution,
        subjectId: subjectIds[subject - 1].id,
        mobile: `0171${String(5200000 + index * 137).padStart(7, '0')}`,
        accountName: nameEn,
        accountNo: `${3400 + index}0${String(100231 + index * 7919).padStart(8, '0')}`,
        bankBranchId: banks[index % banks.length].id,
      })),
    )
    .returning({ id: examExperts.id });
  const examRows = await tx
    .insert(exams)
    .values(
      EXAMS.map(([nameBn, nameEn, examYear, session, subjects, startDate, endDate, centreCount]) => ({
        unitId: UNIT,
        categoryId: CATEGORY,
        nameBn,
        nameEn,
        examYear,
        session,
        subjectIds: subjects.map((subject) => subjectIds[subject - 1].id),
        startDate,
        endDate,
        centreCount,
        centres: 'রাজশাহী কলেজ; রাজশাহী সরকারি মহিলা কলেজ; নিউ গভঃ ডিগ্রি কলেজ',
      })),
    )
    .returning({ id: exams.id, startDate: exams.startDate, endDate: exams.endDate });

  for (const [index, [exam, expert, subject, works, state]] of ASSIGNMENTS.entries()) {
    const examRow = examRows[exam - 1];
    const lines = works.map(([item, quantity]) => ({ workItemId: items[item - 1].id, quantity }));
    const [assignment] = await tx
      .insert(examAssignments)
      .values({
        unitId: UNIT,
        examId: examRow.id,
        expertId: experts[expert - 1].id,
        subjectId: subjectIds[subject - 1].id,
        works: lines,
      })
      .returning({ id: examAssignments.id });
    if (state === 'none') continue;
    const billLines: ExamBillLine[] = works.map(([item, quantity]) => {
      const row = items[item - 1];
      return {
        workItemId: row.id,
        nameBn: row.nameBn,
        nameEn: row.nameEn,
        measure: row.measure,
        quantity,
        rate: row.rate,
        amount: quantity * row.rate,
      };
    });
    const approved = state === 'approved' || state === 'paid';
    const paidOn = index < 3 ? '2025-06-15' : '2025-06-22';
    const bankIndex = (expert - 1) % banks.length;
    await tx.insert(examBills).values({
      unitId: UNIT,
      examId: examRow.id,
      expertId: experts[expert - 1].id,
      assignmentId: assignment.id,
      lines: billLines,
      ...billAmounts(billLines),
      status: state,
      createdBy: by,
      createdAt: new Date(`${examRow.endDate}T10:00:00+06:00`),
      approvedBy: approved ? by : null,
      approvedAt: approved ? new Date(`${examRow.endDate}T15:00:00+06:00`) : null,
      ...(state === 'paid' && {
        paidBy: by,
        paidOn,
        paymentRef: `EFT-${paidOn.replaceAll('-', '')}-${String(index + 1).padStart(3, '0')}`,
        bankBranchId: banks[bankIndex].id,
        routingNo: BANKS[bankIndex][0],
        accountNo: `${3400 + expert - 1}0${String(100231 + (expert - 1) * 7919).padStart(8, '0')}`,
      }),
    });
  }

  // Question papers to setters and centres, and answer scripts to examiners: received and in transit.
  const SETS = ['ক', 'খ', 'গ', 'ঘ'];
  const movements: (typeof examMovements.$inferInsert)[] = [];
  for (const [index, [exam, expert, subject]] of ASSIGNMENTS.entries()) {
    const examRow = examRows[exam - 1];
    const done = exam <= 2;
    const issuedOn = exam === 4 ? '2026-10-20' : examRow.startDate;
    movements.push({
      unitId: UNIT,
      kind: 'question',
      examId: examRow.id,
      subjectId: subjectIds[subject - 1].id,
      expertId: index % 3 === 0 ? null : experts[expert - 1].id,
      centre: index % 3 === 0 ? 'রাজশাহী কলেজ কেন্দ্র' : null,
      setLabel: SETS[index % SETS.length],
      packets: 2 + (index % 4),
      issuedOn,
      issuedBy: by,
      ...(done && {
        status: 'received' as const,
        receivedOn: examRow.endDate,
        receivedBy: by,
        receivedPackets: 2 + (index % 4),
      }),
    });
    if (exam === 4) continue;
    const scripts = 100 + index * 15;
    movements.push({
      unitId: UNIT,
      kind: 'answer',
      examId: examRow.id,
      subjectId: subjectIds[subject - 1].id,
      expertId: experts[expert - 1].id,
      setLabel: `বান্ডেল-${index + 1}`,
      packets: 2 + (index % 3),
      scripts,
      issuedOn: examRow.endDate,
      issuedBy: by,
      ...(done && {
        status: 'received' as const,
        receivedOn: exam === 1 ? '2025-06-01' : '2025-12-10',
        receivedBy: by,
        receivedPackets: 2 + (index % 3),
        receivedScripts: scripts,
      }),
    });
  }
  await tx.insert(examMovements).values(movements);
  // The dashboard's totals per exam and stage.
  await tx.execute(
    sql.raw(`insert into exam_bill_totals (unit_id, exam_id, status, bills, gross, net)
  select unit_id, exam_id, status, count(*), sum(gross), sum(net) from exam_bills where unit_id = 1
  group by unit_id, exam_id, status
  on conflict (exam_id, status) do update set bills = excluded.bills, gross = excluded.gross, net = excluded.net`),
  );
}
