/**
 * Demo offices, designations, organogram desks and one account per persona (README lists them).
 * Ids are fixed: SPEC.md gives offices 2 and 861 and roles 0 and 34 meaning.
 */
import { hashPassword } from '../../platform/passwords';
import type { Tx } from '../client';
import { desks, examDeskPermissions, offices, profiles, roles, sections, userRoles, users } from '../schema';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_OFFICES = {
  headquarters: 2,
  rajshahiDistrict: 10,
  pabaUpazila: 11,
  rajshahiSchool: 12,
  restricted: 861,
} as const;

const ROLES: [id: number, bn: string, en: string, grade: number | null][] = [
  [0, 'কোনো অফিস নেই', 'No office', null],
  [1, 'মহাপরিচালক', 'Director General', 2],
  [2, 'পরিচালক', 'Director', 4],
  [3, 'উপপরিচালক', 'Deputy Director', 5],
  [4, 'সিস্টেম এনালিস্ট', 'System Analyst', 6],
  [5, 'প্রোগ্রামার', 'Programmer', 6],
  [6, 'সহকারী প্রোগ্রামার', 'Assistant Programmer', 9],
  [7, 'সহকারী পরিচালক', 'Assistant Director', 9],
  [8, 'উপসহকারী প্রকৌশলী', 'Sub-Assistant Engineer', 10],
  [9, 'অফিস সহকারী কাম কম্পিউটার মুদ্রাক্ষরিক', 'Office Assistant cum Computer Typist', 16],
  [10, 'অফিস সহায়ক', 'Office Support Staff', 20],
  [11, 'পরীক্ষা নিয়ন্ত্রক', 'Controller of Examinations', 4],
  [34, 'শিক্ষক (প্রশিক্ষণ)', 'Teacher (internal training)', null],
];

const OFFICES = [
  {
    id: 2,
    nameBn: 'তথ্য ও যোগাযোগ প্রযুক্তি অধিদপ্তর, প্রধান কার্যালয়',
    nameEn: 'Department of ICT, Head Office',
    parent: null,
    geoCode: '30',
  },
  {
    id: 10,
    nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
    nameEn: 'District ICT Office, Rajshahi',
    parent: 2,
    geoCode: '81',
  },
  {
    id: 11,
    nameBn: 'উপজেলা আইসিটি কার্যালয়, পবা, রাজশাহী',
    nameEn: 'Upazila ICT Office, Paba, Rajshahi',
    parent: 10,
    geoCode: '8172',
  },
  {
    id: 12,
    nameBn: 'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয়',
    nameEn: 'Rajshahi Government Girls High School',
    parent: 10,
    geoCode: '81',
  },
  {
    id: 861,
    nameBn: 'আইসিটি টাওয়ার প্রকল্প কার্যালয়',
    nameEn: 'ICT Tower Project Office',
    parent: 2,
    geoCode: '30',
  },
];

/** [deskId, officeId, sectionId, roleId, parentDeskId] — the sanctioned posts. */
const SECTIONS: [id: number, officeId: number, bn: string, en: string][] = [
  [1, 2, 'প্রশাসন শাখা', 'Administration Section'],
  [2, 2, 'পরীক্ষা শাখা', 'Examination Section'],
  [3, 10, 'প্রশাসন শাখা', 'Administration Section'],
  [4, 10, 'কারিগরি শাখা', 'Technical Section'],
];
const DESKS: [
  id: number,
  officeId: number,
  sectionId: number | null,
  roleId: number,
  parent: number | null,
][] = [
  [1, 2, null, 1, null],
  [2, 2, 1, 2, 1],
  [3, 2, 1, 4, 2],
  [4, 2, 2, 11, 2],
  [5, 2, 1, 9, 2],
  [10, 10, null, 3, null],
  [11, 10, 4, 5, 10],
  [12, 10, 3, 7, 10],
  [13, 10, 4, 8, 10],
  [14, 10, 3, 9, 12],
  [15, 10, 3, 10, 12],
  [20, 11, null, 6, null],
  [21, 11, null, 10, 20],
  [30, 12, null, 34, null],
  [40, 861, null, 7, null],
  [41, 861, null, 5, 40],
];

interface Persona {
  email: string;
  mobile: string;
  name: string;
  nameBn: string;
  gender: 'male' | 'female';
  isSuperAdmin?: boolean;
  isSupportAdmin?: boolean;
  supportLevel?: number;
  /** Skills as the officer wrote them (profiles.skills); the admin dashboard counts them. */
  skills?: string[];
  desks: { deskId: number; admin?: boolean; head?: boolean; additional?: boolean }[];
}

const PERSONAS: Persona[] = [
  {
    email: 'superadmin@demo.gov.bd',
    gender: 'male',
    mobile: '01711000001',
    name: 'Md. Abdur Rahman',
    nameBn: 'মোঃ আব্দুর রহমান',
    skills: ['ই-গভর্ন্যান্স', 'প্রকল্প ব্যবস্থাপনা'],
    isSuperAdmin: true,
    desks: [{ deskId: 1, admin: true, head: true }],
  },
  {
    email: 'support@demo.gov.bd',
    gender: 'female',
    mobile: '01711000002',
    name: 'Farhana Akter',
    nameBn: 'ফারহানা আক্তার',
    isSupportAdmin: true,
    supportLevel: 1,
    desks: [{ deskId: 3 }],
  },
  {
    email: 'officeadmin@demo.gov.bd',
    gender: 'male',
    mobile: '01711000003',
    name: 'Kamrul Hasan',
    nameBn: 'কামরুল হাসান',
    skills: ['প্রকল্প ব্যবস্থাপনা', 'প্রোগ্রামিং'],
    desks: [{ deskId: 10, admin: true, head: true }],
  },
  {
    email: 'officer@demo.gov.bd',
    gender: 'female',
    mobile: '01711000004',
    name: 'Nusrat Jahan',
    nameBn: 'নুসরাত জাহান',
    skills: ['প্রোগ্রামিং', 'ডেটাবেজ ব্যবস্থাপনা', 'নেটওয়ার্কিং'],
    desks: [{ deskId: 11 }, { deskId: 20, additional: true }],
  },
  {
    email: 'nooffice@demo.gov.bd',
    gender: 'male',
    mobile: '01711000005',
    name: 'Rafiqul Islam',
    nameBn: 'রফিকুল ইসলাম',
    desks: [],
  },
  {
    email: 'school@demo.gov.bd',
    gender: 'female',
    mobile: '01711000006',
    name: 'Shahana Parvin',
    nameBn: 'শাহানা পারভীন',
    desks: [{ deskId: 30 }],
  },
  {
    email: 'office861@demo.gov.bd',
    gender: 'male',
    mobile: '01711000007',
    name: 'Tanvir Ahmed',
    nameBn: 'তানভীর আহমেদ',
    desks: [{ deskId: 41 }],
  },
  {
    email: 'exam@demo.gov.bd',
    gender: 'male',
    mobile: '01711000008',
    name: 'Mahmudul Hasan',
    nameBn: 'মাহমুদুল হাসান',
    desks: [{ deskId: 4 }],
  },
];

export async function seedDemoIdentity(tx: Tx): Promise<void> {
  await tx.insert(roles).values(ROLES.map(([id, nameBn, nameEn, grade]) => ({ id, nameBn, nameEn, grade })));
  await tx.insert(offices).values(
    OFFICES.map((office) => ({
      id: office.id,
      nameBn: office.nameBn,
      nameEn: office.nameEn,
      parentOfficeId: office.parent,
      controllingOfficeId: office.parent,
      geoCode: office.geoCode,
      sitePermissions: {
        meetingMgt: office.id === DEMO_OFFICES.rajshahiDistrict || office.id === DEMO_OFFICES.headquarters,
      },
    })),
  );
  await tx
    .insert(sections)
    .values(SECTIONS.map(([id, officeId, nameBn, nameEn]) => ({ id, officeId, nameBn, nameEn })));
  await tx.insert(desks).values(
    DESKS.map(([id, officeId, sectionId, roleId, parentDeskId], index) => ({
      id,
      officeId,
      sectionId,
      roleId,
      parentDeskId,
      sortOrder: index,
    })),
  );

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, persona] of PERSONAS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        id: index + 1,
        name: persona.name,
        email: persona.email,
        mobile: persona.mobile,
        passwordHash,
        isSuperAdmin: persona.isSuperAdmin ?? false,
        isSupportAdmin: persona.isSupportAdmin ?? false,
        supportLevel: persona.supportLevel ?? 0,
        emailVerifiedAt: new Date('2024-07-01T00:00:00Z'),
      })
      .returning();
    const homeDesk = DESKS.find(([deskId]) => deskId === persona.desks[0]?.deskId);
    await tx.insert(profiles).values({
      id: user.id,
      userId: user.id,
      knownAs: persona.name,
      knownAsBangla: persona.nameBn,
      gender: persona.gender,
      homeOfficeId: homeDesk?.[1] ?? null,
      skills: persona.skills ?? [],
    });
    for (const [order, desk] of persona.desks.entries()) {
      await tx.insert(userRoles).values({
        userId: user.id,
        deskId: desk.deskId,
        isOfficeAdmin: desk.admin ?? false,
        isOfficeHead: desk.head ?? false,
        isAdditionalCharge: desk.additional ?? false,
        sortOrder: order,
        joinedOn: '2023-07-01',
      });
    }
  }

  await tx.insert(examDeskPermissions).values({
    deskId: 4,
    examCategoryId: 1,
    controllingUnitId: 1,
    canCreateExam: true,
    canDistributeExamPaper: true,
    canReceiveExamPaper: true,
    canDistributeQuestionPaper: true,
    canReceiveQuestionPaper: true,
    canCreateBill: true,
    canApproveBill: true,
    canPayBill: true,
    canAddExamWiseExpert: true,
    canAddExamExpert: true,
    canEditExamExpert: true,
    canAddBankRoutingNo: true,
  });
}
