/**
 * Demo asset statements (সম্পদ বিবরণী) for three fiscal years, counted from today so "this fiscal
 * year" always has some. The officer has accepted statements of the two years before and a draft
 * of this year, half filled; the office admin's own statement waits in the super admin's queue;
 * the staff of the head office, Rajshahi district and the offices they control are spread over
 * every state, some not filed at all. The district head's desk receives the statements of the
 * district and of the offices it controls; the head office head's desk those of the head office
 * and of the offices under it.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ROLE_ID_SCHOOL_TRAINING } from '../../../common/constants';
import { type AssetContent, type AssetStatus, contentTotals } from '../../../common/contracts/asset.contract';
import { toBanglaDigits } from '../../../common/validation';
import { currentFiscalYear } from '../../modules/asset/asset-setup.service';
import type { Tx } from '../client';
import { assetDeadlines, assetReceivers, assetStatements, desks, offices, userRoles } from '../schema';

const fiscalYearBefore = (fiscalYear: string, years: number) => {
  const start = Number(fiscalYear.slice(0, 4)) - years;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const PLACES = [
  'মৌজা: নওদাপাড়া, দাগ নং ১২৪৫, বোয়ালিয়া, রাজশাহী',
  'মৌজা: কাটাখালী, দাগ নং ৩৩০৭, পবা, রাজশাহী',
  'ফ্ল্যাট ৪-বি, বাড়ি ১২, সড়ক ৫, উপশহর, রাজশাহী',
  'মৌজা: চারঘাট, দাগ নং ৮৮১, চারঘাট, রাজশাহী',
  'বাড়ি ৩৪, মিরপুর ১০, ঢাকা',
];
const BANKS = ['সোনালী ব্যাংক পিএলসি, রাজশাহী শাখা', 'জনতা ব্যাংক পিএলসি', 'অগ্রণী ব্যাংক পিএলসি', 'রূপালী ব্যাংক পিএলসি'];
const SPOUSES = ['মোছাঃ সালমা খাতুন', 'মোঃ আরিফুল ইসলাম', 'নাসরিন সুলতানা', 'মোঃ জাহিদ হোসেন', 'শারমিন আক্তার'];
const CHILDREN = ['তাসনিম রহমান', 'আরিয়ান হোসেন', 'সাদিয়া ইসলাম', 'রাফি আহমেদ'];

/** A plausible statement, varied by `seed`; `full` false leaves it half done (a draft). */
function demoContent(seed: number, full = true): AssetContent {
  const scale = 1 + (seed % 5);
  const content: AssetContent = {
    spouseName: SPOUSES[seed % SPOUSES.length],
    dependants: [{ name: CHILDREN[seed % CHILDREN.length], relation: seed % 2 === 0 ? 'son' : 'daughter' }],
    immovable: [
      {
        owner: 'self',
        kind: 'land',
        location: PLACES[seed % PLACES.length],
        area: `${toBanglaDigits(5 + (seed % 12))} শতাংশ`,
        value: String(600000 * scale),
        acquiredBy: seed % 3 === 0 ? 'inheritance' : 'purchase',
        acquiredOn: `${2005 + (seed % 15)}-0${1 + (seed % 9)}-15`,
      },
    ],
    movable: [
      { owner: 'self', kind: 'cash', description: 'হাতে নগদ', value: String(25000 * scale) },
      {
        owner: 'self',
        kind: 'bankDeposit',
        description: BANKS[seed % BANKS.length],
        value: String(180000 * scale),
      },
      {
        owner: 'spouse',
        kind: 'gold',
        description: `${toBanglaDigits(4 + (seed % 6))} ভরি স্বর্ণালংকার (বিয়ের উপহার)`,
        value: String(95000 * (4 + (seed % 6))),
      },
    ],
    liabilities: [],
    income: [
      {
        owner: 'self',
        kind: 'salary',
        description: 'মূল বেতন ও ভাতাদি',
        annualAmount: String(420000 + 30000 * scale),
      },
    ],
  };
  if (seed % 2 === 1)
    content.movable.push({
      owner: 'self',
      kind: 'savingsCertificate',
      description: 'পরিবার সঞ্চয়পত্র',
      value: String(300000 * scale),
    });
  if (seed % 3 === 1)
    content.liabilities.push({
      owner: 'self',
      kind: 'houseBuildingLoan',
      lender: 'বাংলাদেশ হাউস বিল্ডিং ফাইন্যান্স কর্পোরেশন',
      amount: String(850000 * scale),
    });
  if (seed % 4 === 2)
    content.income.push({ owner: 'spouse', kind: 'rent', description: 'দোকান ভাড়া', annualAmount: '96000' });
  if (!full) {
    content.movable = content.movable.slice(0, 1);
    content.income = [];
  }
  return content;
}

const dayOf = (fiscalYear: string, month: number, day: number) => {
  const start = Number(fiscalYear.slice(0, 4));
  const year = month >= 7 ? start : start + 1;
  return new Date(Date.UTC(year, month - 1, day, 5));
};

export async function seedDemoAsset(tx: Tx): Promise<void> {
  const current = currentFiscalYear();
  const years = [current, fiscalYearBefore(current, 1), fiscalYearBefore(current, 2)];
  await tx
    .insert(assetDeadlines)
    .values(
      years.map((fiscalYear) => ({ fiscalYear, dueDate: `${fiscalYear.slice(0, 4)}-12-31`, remindDays: 45 })),
    );
  // The district head's desk (10) receives Rajshahi district and the offices it controls (Paba, the
  // school, the other upazilas); the head office head's desk (1) the head office and the offices
  // under it. The district head's own statement goes to the head office.
  const controlled = await tx
    .select({ id: offices.id, above: offices.controllingOfficeId })
    .from(offices)
    .where(inArray(offices.controllingOfficeId, [2, 10]));
  const receiverOf = new Map<number, { deskId: number; officeId: number }>([
    [2, { deskId: 1, officeId: 2 }],
    [10, { deskId: 10, officeId: 10 }],
  ]);
  for (const office of controlled)
    if (office.id !== 10)
      receiverOf.set(
        office.id,
        office.above === 10 ? { deskId: 10, officeId: 10 } : { deskId: 1, officeId: 2 },
      );
  await tx
    .insert(assetReceivers)
    .values([...receiverOf].map(([officeId, receiver]) => ({ officeId, deskId: receiver.deskId })));
  const ownReceiver = (userId: number, officeId: number) =>
    (userId === 3 ? receiverOf.get(2) : receiverOf.get(officeId)) as { deskId: number; officeId: number };

  const staff = await tx
    .select({ userId: userRoles.userId, deskId: desks.id, officeId: desks.officeId })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(
      and(
        inArray(desks.officeId, [...receiverOf.keys()]),
        // The school-training designation (role 34) does not file (canFileAssetStatements).
        ne(desks.roleId, ROLE_ID_SCHOOL_TRAINING),
        isNull(userRoles.releasedOn),
        eq(userRoles.isAdditionalCharge, false),
      ),
    )
    .orderBy(desks.officeId, desks.id);

  const rows: (typeof assetStatements.$inferInsert)[] = [];
  const add = (
    person: { userId: number; deskId: number; officeId: number },
    fiscalYear: string,
    status: AssetStatus,
    seed: number,
    note?: string,
  ) => {
    const content = demoContent(seed, status !== 'draft');
    const receiver = ownReceiver(person.userId, person.officeId);
    const submitted = status !== 'draft';
    const decided = status === 'accepted' || status === 'returned';
    rows.push({
      userId: person.userId,
      fiscalYear,
      officeId: person.officeId,
      deskId: person.deskId,
      status,
      revision: submitted ? 3 : 1,
      content,
      ...contentTotals(content),
      receiverDeskId: submitted ? receiver.deskId : null,
      receiverOfficeId: submitted ? receiver.officeId : null,
      submittedAt: submitted ? dayOf(fiscalYear, 11, 10 + (seed % 15)) : null,
      decidedAt: decided ? dayOf(fiscalYear, 12, 5 + (seed % 20)) : null,
      decidedBy: decided ? (receiver.deskId === 1 ? 1 : 3) : null,
      decisionNote: note ?? null,
      createdAt: dayOf(fiscalYear, 10, 1 + (seed % 25)),
      updatedAt: dayOf(fiscalYear, submitted ? 11 : 10, 10 + (seed % 15)),
    });
  };

  for (const [index, person] of staff.entries()) {
    if (person.userId === 1) continue; // the head office head: nobody above to receive it
    // Two years before: everyone accepted; last year: all but every fifth accepted.
    add(person, years[2], 'accepted', index + 2);
    if (index % 5 !== 4 || person.userId <= 8) add(person, years[1], 'accepted', index + 1);
    // This year: the officer's half-filled draft; the office admin's waits at the head office; the rest spread.
    if (person.userId === 4) {
      add(person, current, 'draft', 4);
      continue;
    }
    if (person.userId === 3) {
      add(person, current, 'submitted', 3);
      continue;
    }
    const states: (AssetStatus | null)[] = [
      'submitted',
      'accepted',
      'returned',
      'draft',
      null,
      'submitted',
      null,
    ];
    const status = states[index % states.length];
    if (status)
      add(
        person,
        current,
        status,
        index,
        status === 'returned' ? 'জমির দাগ নম্বর ও ব্যাংক হিসাবের স্থিতির তারিখ উল্লেখ করে পুনরায় দাখিল করুন' : undefined,
      );
  }
  if (rows.length > 0) await tx.insert(assetStatements).values(rows);
}
