/**
 * Demo inspections (পরিদর্শন): a digital-lab checklist in two versions (older inspections keep the
 * first), the general-information template, the item catalogue and settings; targets for this and
 * the last two months; the officer's tour plans of Rajshahi district's offices in every state (one
 * waiting at the office admin's desk) and the office admin's own plan waiting at the head office;
 * inspections submitted with answers, GPS positions and scores, one still a draft; recommendations
 * open, in progress, implemented (awaiting the inspector), closed and overdue, with their updates.
 */
import { sql } from 'drizzle-orm';
import type {
  PlanStatus,
  RecommendationStatus,
  TemplateDesign,
} from '../../../common/contracts/inspection.contract';
import type { Tx } from '../client';
import {
  inspectionAnswers,
  inspectionComplianceUpdates,
  inspectionItems,
  inspectionPlans,
  inspectionRecommendations,
  inspectionSettings,
  inspections,
  inspectionTargets,
  inspectionTemplates,
  inspectionTemplateVersions,
} from '../schema';

const DAY = 86_400_000;
const SUPER_ADMIN = 1;
const OFFICE_ADMIN = 3;
const OFFICER = 4;
const DISTRICT = 10;
const PABA = 11;
const SCHOOL = 12;
const GODAGARI = 104;
const OFFICER_DESK = 11;
const ADMIN_DESK = 10;
const HEAD_DESK = 1;

const LAB_V1: TemplateDesign = {
  sections: [
    {
      titleBn: 'অবকাঠামো ও পরিবেশ',
      titleEn: 'Room and environment',
      items: [
        { key: 'room', labelBn: 'ল্যাবের জন্য আলাদা কক্ষ আছে কি?', type: 'yes_no', required: true },
        { key: 'power', labelBn: 'নিরবচ্ছিন্ন বিদ্যুৎ ও আইপিএস সচল আছে কি?', type: 'yes_no', required: true },
        { key: 'clean', labelBn: 'পরিচ্ছন্নতা ও বায়ু চলাচল', type: 'score', maxScore: 5, required: false },
      ],
    },
    {
      titleBn: 'যন্ত্রপাতি ও ব্যবহার',
      titleEn: 'Equipment and use',
      items: [
        { key: 'laptops', labelBn: 'সচল ল্যাপটপের সংখ্যা', type: 'number', required: true },
        { key: 'internet', labelBn: 'ইন্টারনেট সংযোগ সচল আছে কি?', type: 'yes_no', required: false },
        { key: 'classes', labelBn: 'সাপ্তাহিক ক্লাসের রুটিন অনুসরণ', type: 'score', maxScore: 5, required: false },
        { key: 'remark', labelBn: 'শিক্ষকের মন্তব্য', type: 'text', required: false },
      ],
    },
  ],
};

/** Version 2 asks about the lab register too; inspections on version 1 keep their seven items. */
const LAB_V2: TemplateDesign = {
  sections: [
    LAB_V1.sections[0],
    {
      ...LAB_V1.sections[1],
      items: [
        ...LAB_V1.sections[1].items,
        { key: 'register', labelBn: 'ল্যাব ব্যবহার রেজিস্টার হালনাগাদ আছে কি?', type: 'yes_no', required: false },
        { key: 'photo', labelBn: 'ল্যাবের ছবি', type: 'photo', required: false },
      ],
    },
  ],
};

const GENERAL: TemplateDesign = {
  sections: [
    {
      titleBn: 'প্রতিষ্ঠানের তথ্য',
      items: [
        { key: 'head', labelBn: 'প্রতিষ্ঠান প্রধানের নাম', type: 'text', required: false },
        { key: 'students', labelBn: 'মোট শিক্ষার্থী', type: 'number', required: false },
        { key: 'teachers', labelBn: 'আইসিটি শিক্ষকের সংখ্যা', type: 'number', required: false },
      ],
    },
  ],
};

const OFFICE_TEMPLATE: TemplateDesign = {
  sections: [
    {
      titleBn: 'দাপ্তরিক কার্যক্রম',
      items: [
        { key: 'nothi', labelBn: 'ই-নথিতে নিষ্পত্তির হার সন্তোষজনক কি?', type: 'yes_no', required: true },
        { key: 'citizen', labelBn: 'সিটিজেন চার্টার হালনাগাদ', type: 'score', maxScore: 5, required: false },
        { key: 'pending', labelBn: 'অনিষ্পন্ন নথির সংখ্যা', type: 'number', required: false },
      ],
    },
  ],
};

const CATALOGUE = [
  { labelBn: 'প্রজেক্টর সচল আছে কি?', labelEn: 'Is the projector working?', type: 'yes_no' as const },
  {
    labelBn: 'রাউটার ও ওয়াই-ফাই সচল আছে কি?',
    labelEn: 'Are the router and Wi-Fi working?',
    type: 'yes_no' as const,
  },
  { labelBn: 'অগ্নি নির্বাপণ যন্ত্র আছে কি?', labelEn: 'Is there a fire extinguisher?', type: 'yes_no' as const },
  { labelBn: 'শিক্ষার্থীদের দক্ষতা', labelEn: 'Students’ skills', type: 'score' as const, maxScore: 10 },
  { labelBn: 'অকেজো কম্পিউটারের সংখ্যা', labelEn: 'Computers out of order', type: 'number' as const },
  { labelBn: 'ল্যাব সহকারীর মন্তব্য', labelEn: 'Lab assistant’s remark', type: 'text' as const },
  { labelBn: 'প্রশিক্ষণ সনদের ছবি', labelEn: 'Photo of training certificates', type: 'photo' as const },
];

const itemCount = (design: TemplateDesign) =>
  design.sections.reduce((sum, section) => sum + section.items.length, 0);
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

interface DemoPlan {
  userId: number;
  deskId: number;
  officeId: number;
  target: number;
  days: number;
  status: PlanStatus;
  purpose: string;
  approver: number;
  note?: string;
  /** Inspected on the first version of the lab checklist. */
  v1?: boolean;
  inspection?: 'draft' | 'submitted';
  lat?: string;
  lng?: string;
  recs?: { text: string; office: number; deadline: number; status: RecommendationStatus; progress: number }[];
}

/** Someone holding a desk of the office (its admin in the district office), who reports its progress. */
async function holderOf(tx: Tx, officeId: number): Promise<number> {
  if (officeId === DISTRICT) return OFFICE_ADMIN;
  const result = (await tx.execute(
    sql`select ur.user_id from user_roles ur join desks d on d.id = ur.desk_id
      where d.office_id = ${officeId} and ur.released_on is null order by ur.id limit 1`,
  )) as unknown as { rows: { user_id: number }[] };
  return result.rows[0] ? Number(result.rows[0].user_id) : OFFICER;
}

export async function seedDemoInspection(tx: Tx, now = new Date()): Promise<void> {
  const [lab, general, office] = await tx
    .insert(inspectionTemplates)
    .values([
      {
        kind: 'checklist',
        nameBn: 'ডিজিটাল ল্যাব পরিদর্শন চেকলিস্ট',
        nameEn: 'Digital lab inspection checklist',
        version: 2,
        itemCount: itemCount(LAB_V2),
        createdBy: SUPER_ADMIN,
      },
      {
        kind: 'general',
        nameBn: 'প্রতিষ্ঠানের সাধারণ তথ্য',
        nameEn: 'Institution general information',
        version: 1,
        itemCount: itemCount(GENERAL),
        createdBy: SUPER_ADMIN,
      },
      {
        kind: 'checklist',
        nameBn: 'উপজেলা কার্যালয় পরিদর্শন চেকলিস্ট',
        nameEn: 'Upazila office inspection checklist',
        version: 1,
        itemCount: itemCount(OFFICE_TEMPLATE),
        createdBy: SUPER_ADMIN,
      },
    ])
    .returning();
  const [labV1, labV2, generalV, officeV] = await tx
    .insert(inspectionTemplateVersions)
    .values([
      {
        templateId: lab.id,
        version: 1,
        nameBn: lab.nameBn,
        design: LAB_V1,
        itemCount: itemCount(LAB_V1),
        createdBy: SUPER_ADMIN,
        createdAt: new Date(now.getTime() - 200 * DAY),
      },
      {
        templateId: lab.id,
        version: 2,
        nameBn: lab.nameBn,
        design: LAB_V2,
        itemCount: itemCount(LAB_V2),
        createdBy: SUPER_ADMIN,
        createdAt: new Date(now.getTime() - 40 * DAY),
      },
      {
        templateId: general.id,
        version: 1,
        nameBn: general.nameBn,
        design: GENERAL,
        itemCount: itemCount(GENERAL),
        createdBy: SUPER_ADMIN,
      },
      {
        templateId: office.id,
        version: 1,
        nameBn: office.nameBn,
        design: OFFICE_TEMPLATE,
        itemCount: itemCount(OFFICE_TEMPLATE),
        createdBy: SUPER_ADMIN,
      },
    ])
    .returning();
  const generalVersionId = generalV.id;
  await tx
    .insert(inspectionItems)
    .values(CATALOGUE.map((item) => ({ ...item, maxScore: item.maxScore ?? null })));
  await tx.insert(inspectionSettings).values({
    id: 1,
    checklistTemplateId: lab.id,
    generalTemplateId: general.id,
    requirePosition: true,
    requirePhoto: false,
    defaultDeadlineDays: 30,
  });

  // Targets of this month and the two before it, for the district office's officers.
  const targets = [];
  for (let back = 0; back < 3; back++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    targets.push(
      {
        userId: OFFICER,
        officeId: DISTRICT,
        year: month.getUTCFullYear(),
        month: month.getUTCMonth() + 1,
        count: 4,
      },
      {
        userId: OFFICE_ADMIN,
        officeId: DISTRICT,
        year: month.getUTCFullYear(),
        month: month.getUTCMonth() + 1,
        count: 2,
      },
    );
  }
  await tx.insert(inspectionTargets).values(targets);

  const officerPlan = (plan: Omit<DemoPlan, 'userId' | 'deskId' | 'officeId' | 'approver'>): DemoPlan => ({
    userId: OFFICER,
    deskId: OFFICER_DESK,
    officeId: DISTRICT,
    approver: ADMIN_DESK,
    ...plan,
  });
  const plans: DemoPlan[] = [
    officerPlan({
      target: SCHOOL,
      days: -150,
      status: 'inspected',
      purpose: 'শেখ রাসেল ডিজিটাল ল্যাবের ত্রৈমাসিক পরিদর্শন',
      v1: true,
      inspection: 'submitted',
      lat: '24.3665',
      lng: '88.6012',
      recs: [
        {
          text: 'অকেজো দুটি ল্যাপটপ মেরামত করে ক্লাসে ব্যবহার করুন',
          office: SCHOOL,
          deadline: -120,
          status: 'closed',
          progress: 100,
        },
        {
          text: 'ল্যাবের আইপিএস ব্যাটারি পরিবর্তন করুন',
          office: SCHOOL,
          deadline: -100,
          status: 'in_progress',
          progress: 40,
        },
      ],
    }),
    officerPlan({
      target: PABA,
      days: -35,
      status: 'inspected',
      purpose: 'উপজেলা আইসিটি কার্যালয়ের কার্যক্রম পরিদর্শন',
      inspection: 'submitted',
      lat: '24.4352',
      lng: '88.6210',
      recs: [
        {
          text: 'ই-নথিতে অনিষ্পন্ন নথি দ্রুত নিষ্পত্তি করুন',
          office: PABA,
          deadline: -5,
          status: 'open',
          progress: 0,
        },
        {
          text: 'সিটিজেন চার্টার হালনাগাদ করে প্রদর্শন করুন',
          office: PABA,
          deadline: 20,
          status: 'implemented',
          progress: 100,
        },
        {
          text: 'জেলা কার্যালয় থেকে দুটি নতুন রাউটার বরাদ্দ দিন',
          office: DISTRICT,
          deadline: 15,
          status: 'open',
          progress: 0,
        },
      ],
    }),
    officerPlan({
      target: GODAGARI,
      days: -12,
      status: 'inspected',
      purpose: 'গোদাগাড়ী উপজেলার ডিজিটাল ল্যাব কার্যক্রম পরিদর্শন',
      inspection: 'submitted',
      lat: '24.4679',
      lng: '88.3321',
      recs: [
        {
          text: 'ল্যাব ব্যবহার রেজিস্টার প্রতিদিন হালনাগাদ রাখুন',
          office: GODAGARI,
          deadline: 18,
          status: 'in_progress',
          progress: 60,
        },
        {
          text: 'ল্যাবের ইন্টারনেট সংযোগের গতি বাড়াতে জেলা কার্যালয় ব্যবস্থা নিন',
          office: DISTRICT,
          deadline: 25,
          status: 'in_progress',
          progress: 30,
        },
      ],
    }),
    officerPlan({
      target: SCHOOL,
      days: -2,
      status: 'approved',
      purpose: 'ল্যাবে প্রশিক্ষণ কার্যক্রম পর্যবেক্ষণ',
      inspection: 'draft',
      lat: '24.3665',
      lng: '88.6012',
    }),
    officerPlan({ target: PABA, days: 4, status: 'approved', purpose: 'সুপারিশ বাস্তবায়নের অগ্রগতি যাচাই' }),
    officerPlan({ target: GODAGARI, days: 9, status: 'pending', purpose: 'নতুন ডিজিটাল ল্যাবের স্থাপনা পরিদর্শন' }),
    officerPlan({
      target: SCHOOL,
      days: 14,
      status: 'returned',
      purpose: 'বার্ষিক পরিদর্শন',
      note: 'তারিখটি পরীক্ষার সময়ের সাথে মিলে যাচ্ছে; পরের সপ্তাহে দিন',
    }),
    officerPlan({ target: PABA, days: 20, status: 'draft', purpose: 'ইউনিয়ন ডিজিটাল সেন্টার পরিদর্শন' }),
    officerPlan({
      target: GODAGARI,
      days: -20,
      status: 'rejected',
      purpose: 'একই মাসে দ্বিতীয় পরিদর্শন',
      note: 'এ মাসে পরিদর্শন সম্পন্ন হয়েছে',
    }),
    officerPlan({ target: SCHOOL, days: -60, status: 'cancelled', purpose: 'অভিভাবক সভা পর্যবেক্ষণ' }),
    {
      userId: OFFICE_ADMIN,
      deskId: ADMIN_DESK,
      officeId: DISTRICT,
      approver: HEAD_DESK,
      target: GODAGARI,
      days: 6,
      status: 'pending',
      purpose: 'জেলা প্রশাসকের সাথে যৌথ পরিদর্শন',
    },
    {
      userId: OFFICE_ADMIN,
      deskId: ADMIN_DESK,
      officeId: DISTRICT,
      approver: HEAD_DESK,
      target: PABA,
      days: -25,
      status: 'inspected',
      purpose: 'উপজেলা কার্যালয়ের দাপ্তরিক কার্যক্রম পরিদর্শন',
      inspection: 'submitted',
      lat: '24.4352',
      lng: '88.6210',
      recs: [
        {
          text: 'কর্মচারীদের হাজিরা ডিজিটাল পদ্ধতিতে নিন',
          office: PABA,
          deadline: 10,
          status: 'open',
          progress: 0,
        },
      ],
    },
  ];

  for (const plan of plans) {
    const visitDate = dayFrom(now, plan.days);
    const submitted = plan.status !== 'draft' ? new Date(now.getTime() + (plan.days - 7) * DAY) : null;
    const decided = ['approved', 'rejected', 'returned', 'inspected'].includes(plan.status)
      ? new Date(now.getTime() + (plan.days - 5) * DAY)
      : null;
    const [row] = await tx
      .insert(inspectionPlans)
      .values({
        userId: plan.userId,
        deskId: plan.deskId,
        officeId: plan.officeId,
        targetOfficeId: plan.target,
        templateId: plan.v1 || plan.target === SCHOOL || plan.target === GODAGARI ? lab.id : office.id,
        visitDate,
        purpose: plan.purpose,
        status: plan.status,
        approverDeskId: plan.status === 'draft' ? null : plan.approver,
        decisionNote: plan.note ?? null,
        decidedBy: decided ? (plan.approver === HEAD_DESK ? SUPER_ADMIN : OFFICE_ADMIN) : null,
        submittedAt: submitted,
        decidedAt: decided,
        createdAt: submitted ?? now,
      })
      .returning();
    if (!plan.inspection) continue;
    const design = plan.v1 || row.templateId === lab.id ? (plan.v1 ? LAB_V1 : LAB_V2) : OFFICE_TEMPLATE;
    const versionId = plan.v1 ? labV1.id : row.templateId === lab.id ? labV2.id : officeV.id;
    const answers: { key: string; value: string }[] = [];
    let score = 0;
    let max = 0;
    for (const item of design.sections.flatMap((section) => section.items)) {
      if (item.type === 'yes_no') {
        const yes = item.key !== 'internet' && item.key !== 'register';
        answers.push({ key: item.key, value: yes ? 'yes' : 'no' });
        max += 1;
        score += yes ? 1 : 0;
      } else if (item.type === 'score') {
        answers.push({ key: item.key, value: '4' });
        max += item.maxScore ?? 5;
        score += 4;
      } else if (item.type === 'number')
        answers.push({ key: item.key, value: item.key === 'pending' ? '37' : '14' });
      else if (item.type === 'text')
        answers.push({ key: item.key, value: 'ল্যাব নিয়মিত ব্যবহার হচ্ছে, তবে শিক্ষকের প্রশিক্ষণ প্রয়োজন' });
    }
    const done = plan.inspection === 'submitted';
    const [inspection] = await tx
      .insert(inspections)
      .values({
        planId: row.id,
        userId: plan.userId,
        officeId: plan.officeId,
        targetOfficeId: plan.target,
        visitDate,
        templateVersionId: versionId,
        generalVersionId,
        generalInfo: [
          { key: 'head', value: 'মোছাঃ রাশিদা বেগম' },
          { key: 'students', value: '842' },
          { key: 'teachers', value: '2' },
        ],
        latitude: plan.lat ?? null,
        longitude: plan.lng ?? null,
        summary: done ? 'সার্বিকভাবে কার্যক্রম সন্তোষজনক; সুপারিশগুলো নির্ধারিত সময়ে বাস্তবায়ন প্রয়োজন।' : null,
        score: done ? score : null,
        maxScore: done ? max : null,
        status: plan.inspection,
        startedAt: new Date(now.getTime() + plan.days * DAY),
        submittedAt: done ? new Date(now.getTime() + (plan.days + 1) * DAY) : null,
      })
      .returning();
    await tx.insert(inspectionAnswers).values(
      (done ? answers : answers.slice(0, 3)).map((answer) => ({
        inspectionId: inspection.id,
        itemKey: answer.key,
        value: answer.value,
      })),
    );
    for (const rec of plan.recs ?? []) {
      const [created] = await tx
        .insert(inspectionRecommendations)
        .values({
          inspectionId: inspection.id,
          text: rec.text,
          responsibleOfficeId: rec.office,
          inspectorId: plan.userId,
          inspectorOfficeId: plan.officeId,
          targetOfficeId: plan.target,
          deadline: dayFrom(now, rec.deadline),
          status: rec.status,
          progress: rec.progress,
          closedAt: rec.status === 'closed' ? new Date(now.getTime() + (rec.deadline - 3) * DAY) : null,
          createdAt: new Date(now.getTime() + (plan.days + 1) * DAY),
        })
        .returning();
      const responder = await holderOf(tx, rec.office);
      const updates: { status: RecommendationStatus; progress: number; note: string; userId: number }[] = [];
      if (rec.status !== 'open')
        updates.push({
          status: 'in_progress',
          progress: Math.min(rec.progress, 50),
          note: 'কাজ শুরু হয়েছে; প্রয়োজনীয় মালামাল কেনার প্রক্রিয়া চলছে',
          userId: responder,
        });
      if (rec.status === 'implemented' || rec.status === 'closed')
        updates.push({
          status: 'implemented',
          progress: 100,
          note: 'কাজ সম্পন্ন হয়েছে; ছবি সংযুক্ত',
          userId: responder,
        });
      if (rec.status === 'closed')
        updates.push({
          status: 'closed',
          progress: 100,
          note: 'সরেজমিনে যাচাই করে সন্তুষ্ট',
          userId: plan.userId,
        });
      if (updates.length)
        await tx.insert(inspectionComplianceUpdates).values(
          updates.map((update, index) => ({
            recommendationId: created.id,
            userId: update.userId,
            officeId: rec.office,
            status: update.status,
            progress: update.progress,
            note: update.note,
            createdAt: new Date(now.getTime() + (plan.days + 3 + index * 5) * DAY),
          })),
        );
    }
  }
}
