/**
 * Organograms of the demo offices: sections, sanctioned posts (desks) from a template per kind of
 * office, officers holding some of the posts (others stay empty, as in real offices), and the
 * honour board of a few offices. Everything is derived from office ids, so the seed is deterministic.
 */
import { hashPassword } from '../../platform/passwords';
import type { Tx } from '../client';
import { desks, honourBoardEntries, profiles, roles, sections, userRoles, users } from '../schema';
import { DEMO_PASSWORD } from './demo-identity';

/** Designations beyond those of demo-identity.ts (ids from 101 leave room for other modules). */
const ROLES: [id: number, bn: string, en: string, grade: number | null][] = [
  [101, 'জেলা প্রাথমিক শিক্ষা অফিসার', 'District Primary Education Officer', 6],
  [102, 'উপজেলা শিক্ষা অফিসার', 'Upazila Education Officer', 6],
  [103, 'সহকারী উপজেলা শিক্ষা অফিসার', 'Assistant Upazila Education Officer', 10],
  [104, 'সিভিল সার্জন', 'Civil Surgeon', 4],
  [105, 'উপজেলা স্বাস্থ্য ও পরিবার পরিকল্পনা কর্মকর্তা', 'Upazila Health and Family Planning Officer', 5],
  [106, 'মেডিকেল অফিসার', 'Medical Officer', 9],
  [107, 'উপজেলা কৃষি অফিসার', 'Upazila Agriculture Officer', 9],
  [108, 'উপসহকারী কৃষি অফিসার', 'Sub-Assistant Agriculture Officer', 10],
  [109, 'হিসাবরক্ষক', 'Accountant', 14],
  [110, 'প্রশাসনিক কর্মকর্তা', 'Administrative Officer', 10],
  [111, 'সহকারী জেলা প্রাথমিক শিক্ষা অফিসার', 'Assistant District Primary Education Officer', 9],
  [112, 'গাড়িচালক', 'Driver', 16],
  [113, 'নিরাপত্তা প্রহরী', 'Security Guard', 20],
  [114, 'অতিরিক্ত মহাপরিচালক', 'Additional Director General', 3],
  [115, 'সচিব', 'Secretary', 1],
  [116, 'অতিরিক্ত সচিব', 'Additional Secretary', 2],
  [117, 'যুগ্মসচিব', 'Joint Secretary', 3],
  [118, 'উপসচিব', 'Deputy Secretary', 5],
  [119, 'সিনিয়র সহকারী সচিব', 'Senior Assistant Secretary', 6],
];

type Section = [bn: string, en: string];
const ADMIN: Section = ['প্রশাসন শাখা', 'Administration Section'];
const TECHNICAL: Section = ['কারিগরি শাখা', 'Technical Section'];
const ACCOUNTS: Section = ['হিসাব শাখা', 'Accounts Section'];
const PLANNING: Section = ['পরিকল্পনা ও উন্নয়ন শাখা', 'Planning and Development Section'];

/** [roleId, section index or null, parent post index or null, held by an officer]. Post 0 is the head. */
type Post = [roleId: number, section: number | null, parent: number | null, filled: boolean];

const TEMPLATES = {
  secretariat: {
    sections: [ADMIN, PLANNING],
    posts: [
      [115, null, null, true],
      [116, 0, 0, true],
      [117, 1, 1, false],
      [118, 0, 1, true],
      [119, 1, 2, false],
      [9, 0, 3, true],
    ],
  },
  headOffice: {
    sections: [ADMIN, PLANNING, ACCOUNTS],
    posts: [
      [1, null, null, true],
      [114, 0, 0, true],
      [2, 0, 1, true],
      [2, 1, 1, false],
      [3, 1, 3, true],
      [109, 2, 2, false],
      [9, 0, 2, true],
      [10, 0, 2, false],
    ],
  },
  ictDivision: {
    sections: [ADMIN, TECHNICAL],
    posts: [
      [2, null, null, true],
      [3, 1, 0, true],
      [4, 1, 1, false],
      [5, 1, 1, true],
      [7, 0, 0, false],
      [9, 0, 4, true],
      [10, 0, 4, false],
    ],
  },
  ictDistrict: {
    sections: [ADMIN, TECHNICAL],
    posts: [
      [3, null, null, true],
      [5, 1, 0, true],
      [7, 0, 0, false],
      [8, 1, 1, true],
      [9, 0, 2, false],
      [10, 0, 2, true],
    ],
  },
  ictUpazila: {
    sections: [],
    posts: [
      [6, null, null, true],
      [10, null, 0, false],
    ],
  },
  smallDivision: {
    sections: [ADMIN],
    posts: [
      [3, null, null, true],
      [7, 0, 0, true],
      [9, 0, 1, false],
      [10, 0, 1, true],
    ],
  },
  dpeDistrict: {
    sections: [ADMIN, ACCOUNTS],
    posts: [
      [101, null, null, true],
      [111, 0, 0, true],
      [109, 1, 0, false],
      [9, 0, 1, true],
      [10, 0, 1, false],
    ],
  },
  dpeUpazila: {
    sections: [],
    posts: [
      [102, null, null, true],
      [103, null, 0, true],
      [103, null, 0, false],
      [103, null, 0, true],
      [9, null, 0, false],
      [10, null, 0, true],
    ],
  },
  civilSurgeon: {
    sections: [ADMIN, ACCOUNTS],
    posts: [
      [104, null, null, true],
      [106, null, 0, true],
      [106, null, 0, false],
      [110, 0, 0, true],
      [109, 1, 3, false],
      [112, 0, 3, true],
      [113, 0, 3, false],
    ],
  },
  upazilaHealth: {
    sections: [],
    posts: [
      [105, null, null, true],
      [106, null, 0, true],
      [106, null, 0, false],
      [110, null, 0, false],
      [10, null, 3, true],
    ],
  },
  daeDistrict: {
    sections: [ADMIN, PLANNING],
    posts: [
      [3, null, null, true],
      [7, 1, 0, true],
      [110, 0, 0, false],
      [109, 0, 2, true],
      [9, 0, 2, false],
    ],
  },
  daeUpazila: {
    sections: [],
    posts: [
      [107, null, null, true],
      [108, null, 0, true],
      [108, null, 0, true],
      [108, null, 0, false],
      [108, null, 0, false],
      [9, null, 0, false],
    ],
  },
} satisfies Record<string, { sections: Section[]; posts: Post[] }>;

export interface OfficeSeed {
  id: number;
  template: keyof typeof TEMPLATES;
}

const MALE: [bn: string, en: string][] = [
  ['মোঃ আরিফুল', 'Md. Ariful'],
  ['সাইফুল', 'Saiful'],
  ['মাহবুবুল', 'Mahbubul'],
  ['জাহিদুল', 'Zahidul'],
  ['রাশেদুল', 'Rashedul'],
  ['শফিকুল', 'Shafiqul'],
  ['আনিসুর', 'Anisur'],
  ['মিজানুর', 'Mizanur'],
  ['হাবিবুর', 'Habibur'],
  ['কামরুজ্জামান', 'Kamruzzaman'],
  ['তৌহিদুল', 'Tauhidul'],
];
const MALE_FAMILY: [string, string][] = [
  ['রহমান', 'Rahman'],
  ['ইসলাম', 'Islam'],
  ['হোসেন', 'Hossain'],
  ['আহমেদ', 'Ahmed'],
  ['চৌধুরী', 'Chowdhury'],
  ['সরকার', 'Sarkar'],
  ['মণ্ডল', 'Mondal'],
];
const FEMALE: [string, string][] = [
  ['সাবরিনা', 'Sabrina'],
  ['তাসলিমা', 'Taslima'],
  ['রোকসানা', 'Roksana'],
  ['শারমিন', 'Sharmin'],
  ['ফাতেমা', 'Fatema'],
  ['নাসরিন', 'Nasrin'],
  ['মৌসুমী', 'Mousumi'],
];
const FEMALE_FAMILY: [string, string][] = [
  ['আক্তার', 'Akter'],
  ['খাতুন', 'Khatun'],
  ['সুলতানা', 'Sultana'],
  ['পারভীন', 'Parvin'],
  ['ইয়াসমিন', 'Yasmin'],
];

/** The n-th demo person: about one in three is a woman; names repeat only after many combinations. */
export function demoPerson(n: number): { nameBn: string; nameEn: string; gender: 'male' | 'female' } {
  if (n % 3 === 1) {
    const [firstBn, firstEn] = FEMALE[n % FEMALE.length];
    const [lastBn, lastEn] = FEMALE_FAMILY[Math.floor(n / FEMALE.length) % FEMALE_FAMILY.length];
    return { nameBn: `${firstBn} ${lastBn}`, nameEn: `${firstEn} ${lastEn}`, gender: 'female' };
  }
  const [firstBn, firstEn] = MALE[n % MALE.length];
  const [lastBn, lastEn] = MALE_FAMILY[Math.floor(n / MALE.length) % MALE_FAMILY.length];
  return { nameBn: `${firstBn} ${lastBn}`, nameEn: `${firstEn} ${lastEn}`, gender: 'male' };
}

const FIRST_SECTION_ID = 100;
const FIRST_DESK_ID = 100;
export const FIRST_DEMO_OFFICER_ID = 101;

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Offices whose honour board shows the heads before the present one. */
const HONOUR_BOARD_OFFICES = [2, 10, 101, 112, 121, 130];

export async function seedDemoOrganograms(tx: Tx, offices: OfficeSeed[]): Promise<void> {
  await tx.insert(roles).values(ROLES.map(([id, nameBn, nameEn, grade]) => ({ id, nameBn, nameEn, grade })));
  const roleName = new Map(ROLES.map(([id, bn, en]) => [id, { bn, en }]));

  const sectionRows: (typeof sections.$inferInsert)[] = [];
  const deskRows: (typeof desks.$inferInsert)[] = [];
  const holdings: { deskId: number; officeId: number; head: boolean }[] = [];
  let sectionId = FIRST_SECTION_ID;
  let deskId = FIRST_DESK_ID;
  for (const office of offices) {
    const template: { sections: Section[]; posts: Post[] } = TEMPLATES[office.template];
    const sectionIds = template.sections.map(([nameBn, nameEn], order) => {
      sectionRows.push({ id: sectionId, officeId: office.id, nameBn, nameEn, sortOrder: order });
      return sectionId++;
    });
    const deskIds: number[] = [];
    for (const [order, [roleId, section, parent, filled]] of template.posts.entries()) {
      deskIds.push(deskId);
      deskRows.push({
        id: deskId,
        officeId: office.id,
        sectionId: section === null ? null : sectionIds[section],
        roleId,
        parentDeskId: parent === null ? null : deskIds[parent],
        sortOrder: order,
      });
      if (filled) holdings.push({ deskId, officeId: office.id, head: order === 0 });
      deskId++;
    }
  }
  await tx.insert(sections).values(sectionRows);
  await tx.insert(desks).values(deskRows);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows: (typeof users.$inferInsert)[] = [];
  const profileRows: (typeof profiles.$inferInsert)[] = [];
  const roleRows: (typeof userRoles.$inferInsert)[] = [];
  for (const [index, holding] of holdings.entries()) {
    const id = FIRST_DEMO_OFFICER_ID + index;
    const person = demoPerson(index);
    userRows.push({
      id,
      name: person.nameEn,
      email: `officer${id}@demo.gov.bd`,
      mobile: `0171300${String(id).padStart(4, '0')}`,
      passwordHash,
      emailVerifiedAt: new Date('2024-07-01T00:00:00Z'),
    });
    profileRows.push({
      id,
      userId: id,
      knownAs: person.nameEn,
      knownAsBangla: person.nameBn,
      gender: person.gender,
      homeOfficeId: holding.officeId,
    });
    roleRows.push({
      userId: id,
      deskId: holding.deskId,
      isOfficeHead: holding.head,
      // The head administers a demo office; real offices often name another officer too.
      isOfficeAdmin: holding.head,
      joinedOn: isoDate(2019 + (index % 6), 1 + (index % 12), 1 + (index % 27)),
    });
  }
  await tx.insert(users).values(userRows);
  await tx.insert(profiles).values(profileRows);
  await tx.insert(userRoles).values(roleRows);

  // Present heads: the holder of each honour-board office's head desk, from the day they joined.
  const heads = new Map<
    number,
    { userId: number; nameBn: string; nameEn: string; roleId: number; from: string }
  >([
    [2, { userId: 1, nameBn: 'মোঃ আব্দুর রহমান', nameEn: 'Md. Abdur Rahman', roleId: 1, from: '2023-07-01' }],
    [10, { userId: 3, nameBn: 'কামরুল হাসান', nameEn: 'Kamrul Hasan', roleId: 3, from: '2023-07-01' }],
  ]);
  for (const [index, holding] of holdings.entries()) {
    if (!holding.head) continue;
    const desk = deskRows.find((row) => row.id === holding.deskId)!;
    const profile = profileRows[index];
    heads.set(holding.officeId, {
      userId: profile.userId,
      nameBn: profile.knownAsBangla,
      nameEn: profile.knownAs,
      roleId: desk.roleId,
      from: roleRows[index].joinedOn!,
    });
  }
  const designations = new Map([
    ...roleName,
    [1, { bn: 'মহাপরিচালক', en: 'Director General' }],
    [2, { bn: 'পরিচালক', en: 'Director' }],
    [3, { bn: 'উপপরিচালক', en: 'Deputy Director' }],
  ]);
  const entries: (typeof honourBoardEntries.$inferInsert)[] = [];
  for (const [officeIndex, officeId] of HONOUR_BOARD_OFFICES.entries()) {
    const head = heads.get(officeId);
    if (!head) continue;
    const designation = designations.get(head.roleId) ?? { bn: '', en: '' };
    // Three earlier heads, about three years each, ending the day before the next one joined.
    let end = new Date(`${head.from}T00:00:00Z`);
    for (let past = 0; past < 3; past++) {
      const start = new Date(end);
      start.setUTCFullYear(start.getUTCFullYear() - 3, (officeIndex + past) % 12, 1);
      const toDate = new Date(end.getTime() - 86_400_000);
      const person = demoPerson(41 + officeIndex * 17 + past * 5);
      entries.push({
        officeId,
        nameBn: person.nameBn,
        nameEn: person.nameEn,
        designationBn: designation.bn,
        designationEn: designation.en,
        fromDate: start.toISOString().slice(0, 10),
        toDate: toDate.toISOString().slice(0, 10),
      });
      end = start;
    }
    entries.push({
      officeId,
      userId: head.userId,
      nameBn: head.nameBn,
      nameEn: head.nameEn,
      designationBn: designation.bn,
      designationEn: designation.en,
      fromDate: head.from,
      toDate: null,
    });
  }
  await tx.insert(honourBoardEntries).values(entries);
}
