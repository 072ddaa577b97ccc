/**
 * Demo digital labs (ডিজিটাল ল্যাব): ten labs of every type in Rajshahi (the demo district office's
 * area, with labs in Paba and Godagari upazilas), Bogura and Natore; their equipment in every
 * condition, and classes, trainings and usage logs of this fiscal year and the last. The demo
 * inspections of the girls' school and of Godagari's lab become those labs' inspections, so the
 * lab reports show inspected labs and the recommendations raised there.
 */
import { sql } from 'drizzle-orm';
import type {
  ActivityKind,
  EquipmentCondition,
  EquipmentKind,
  LabType,
} from '../../../common/contracts/lab.contract';
import type { Tx } from '../client';
import { labActivities, labEquipment, labs } from '../schema';

const DAY = 86_400_000;
const OFFICE_ADMIN = 3;
const OFFICER = 4;
const SCHOOL_OFFICE = 12;
const GODAGARI_OFFICE = 104;

type DemoLab = [
  type: LabType,
  bn: string,
  en: string,
  code: string,
  district: number,
  upazila: number | null,
  lat: string,
  lng: string,
  year: number,
  teacher: string,
  mobile: string,
];

const LABS: DemoLab[] = [
  [
    'srdl',
    'রাজশাহী সরকারি বালিকা উচ্চ বিদ্যালয়',
    'Rajshahi Government Girls High School',
    '126543',
    15,
    null,
    '24.3682100',
    '88.5986300',
    2019,
    'সেলিনা পারভীন',
    '01712345601',
  ],
  [
    'srdl',
    'গোদাগাড়ী সরকারি পাইলট উচ্চ বিদ্যালয়',
    'Godagari Government Pilot High School',
    '126601',
    15,
    140,
    '24.4679000',
    '88.3321000',
    2020,
    'মোঃ জাহাঙ্গীর আলম',
    '01712345602',
  ],
  [
    'ict',
    'নওহাটা সরকারি কলেজ',
    'Nowhata Government College',
    '126712',
    15,
    134,
    '24.4262000',
    '88.6150000',
    2017,
    'আবু সাঈদ',
    '01712345603',
  ],
  [
    'srdl',
    'পবা উপজেলা মডেল দাখিল মাদ্রাসা',
    'Paba Upazila Model Dakhil Madrasa',
    '126815',
    15,
    134,
    '24.4105000',
    '88.6402000',
    2021,
    'মাওলানা আব্দুল কাইয়ুম',
    '01712345604',
  ],
  [
    'language',
    'দুর্গাপুর পাইলট বালিকা উচ্চ বিদ্যালয়',
    'Durgapur Pilot Girls High School',
    '126920',
    15,
    135,
    '24.4720000',
    '88.7653000',
    2018,
    'রোকসানা খাতুন',
    '01712345605',
  ],
  [
    'srdl',
    'তানোর সরকারি উচ্চ বিদ্যালয়',
    'Tanore Government High School',
    '127044',
    15,
    141,
    '24.6105000',
    '88.5530000',
    2022,
    'মোঃ শফিকুল ইসলাম',
    '01712345606',
  ],
  [
    'srdl',
    'বগুড়া জিলা স্কুল',
    'Bogura Zilla School',
    '119876',
    14,
    123,
    '24.8480000',
    '89.3720000',
    2019,
    'নাসরিন সুলতানা',
    '01712345607',
  ],
  [
    'ict',
    'শেরপুর ডি জে মডেল উচ্চ বিদ্যালয়',
    'Sherpur D J Model High School',
    '119954',
    14,
    132,
    '24.6650000',
    '89.4190000',
    2016,
    'মোঃ রফিকুল হক',
    '01712345608',
  ],
  [
    'srdl',
    'নাটোর সরকারি বালক উচ্চ বিদ্যালয়',
    'Natore Government Boys High School',
    '123456',
    16,
    143,
    '24.4180000',
    '89.0010000',
    2020,
    'ফারুক আহমেদ',
    '01712345609',
  ],
  [
    'other',
    'সিংড়া দমদমা পাইলট স্কুল অ্যান্ড কলেজ',
    'Singra Damdama Pilot School and College',
    '123567',
    16,
    144,
    '24.5040000',
    '89.1380000',
    2023,
    'শাহনাজ বেগম',
    '01712345610',
  ],
];

/** [kind, model, supplier]: what a government lab package holds. */
const PACKAGE: [EquipmentKind, string, string][] = [
  ['laptop', 'Walton Tamarind EX510', 'ওয়ালটন ডিজিটেক ইন্ডাস্ট্রিজ লিমিটেড'],
  ['laptop', 'Walton Tamarind EX510', 'ওয়ালটন ডিজিটেক ইন্ডাস্ট্রিজ লিমিটেড'],
  ['laptop', 'Dell Vostro 3420', 'স্মার্ট টেকনোলজিস (বিডি) লিমিটেড'],
  ['desktop', 'HP ProDesk 400 G7', 'স্মার্ট টেকনোলজিস (বিডি) লিমিটেড'],
  ['projector', 'Epson EB-X51', 'গ্লোবাল ব্র্যান্ড প্রাইভেট লিমিটেড'],
  ['router', 'TP-Link Archer C6', 'গ্লোবাল ব্র্যান্ড প্রাইভেট লিমিটেড'],
  ['printer', 'HP LaserJet M111w', 'স্মার্ট টেকনোলজিস (বিডি) লিমিটেড'],
  ['ups', 'Apollo 1065 VA', 'রায়ানস কম্পিউটার্স লিমিটেড'],
  ['webcam', 'Logitech C270', 'রায়ানস কম্পিউটার্স লিমিটেড'],
  ['smart_board', 'Hikvision DS-D5B65RB', 'গ্লোবাল ব্র্যান্ড প্রাইভেট লিমিটেড'],
];

/** Condition of the n-th device of the i-th lab: most work, some are faulty, a few lost. */
function conditionOf(lab: number, device: number): EquipmentCondition {
  const n = (lab * 7 + device * 3) % 17;
  return n === 0 ? 'lost' : n < 4 ? 'faulty' : 'working';
}

const ACTIVITIES: [ActivityKind, string, number, number, number][] = [
  ['class', 'ষষ্ঠ শ্রেণির আইসিটি ব্যবহারিক ক্লাস', 42, 20, 1],
  ['class', 'নবম শ্রেণির প্রোগ্রামিং পরিচিতি ক্লাস', 38, 17, 2],
  ['training', 'শিক্ষকদের জন্য মাল্টিমিডিয়া ক্লাসরুম প্রশিক্ষণ', 18, 8, 6],
  ['usage', 'শিক্ষার্থীদের ইন্টারনেট ব্যবহারের সাপ্তাহিক লগ', 120, 61, 10],
  ['training', 'সাইবার নিরাপত্তা সচেতনতা কর্মশালা', 55, 30, 3],
];

const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

export async function seedDemoLabs(tx: Tx, now = new Date()): Promise<void> {
  const inserted = await tx
    .insert(labs)
    .values(
      LABS.map(
        ([
          type,
          institutionBn,
          institutionEn,
          code,
          districtId,
          upazilaId,
          latitude,
          longitude,
          year,
          teacher,
          mobile,
        ]) => ({
          type,
          institutionBn,
          institutionEn,
          code,
          districtId,
          upazilaId,
          officeId: code === '126543' ? SCHOOL_OFFICE : null,
          latitude,
          longitude,
          establishedYear: year,
          contactTeacher: teacher,
          contactMobile: mobile,
          createdBy: OFFICE_ADMIN,
        }),
      ),
    )
    .returning({ id: labs.id, code: labs.code, year: labs.establishedYear });

  const equipment = inserted.flatMap((lab, i) =>
    PACKAGE.slice(0, 6 + (i % 5)).map(([kind, model, supplier], device) => ({
      labId: lab.id,
      kind,
      model,
      supplier,
      serial: `${kind.slice(0, 3).toUpperCase()}-${lab.code}-${String(device + 1).padStart(3, '0')}`,
      receivedOn: `${lab.year}-0${(device % 9) + 1}-15`,
      condition: conditionOf(i, device),
      conditionChangedAt:
        conditionOf(i, device) === 'working' ? null : new Date(now.getTime() - (20 + device) * DAY),
    })),
  );
  await tx.insert(labEquipment).values(equipment);

  // Activities over the last eight months (this fiscal year and the end of the last), none in Tanore.
  const activities = inserted.flatMap((lab, i) =>
    lab.code === '127044'
      ? []
      : ACTIVITIES.slice(0, 2 + (i % 4)).map(([kind, titleBn, participants, female, hours], n) => ({
          labId: lab.id,
          kind,
          titleBn,
          participants: participants - i,
          female: female - (i % 3),
          hours,
          heldOn: dayFrom(now, -(3 + n * 45 + i * 2)),
          userId: n % 2 === 0 ? OFFICER : OFFICE_ADMIN,
        })),
  );
  await tx.insert(labActivities).values(activities);

  // The labs keep their own counts (lab.table.ts).
  await tx.execute(sql`update labs set
    equipment_count = (select count(*) from lab_equipment e where e.lab_id = labs.id),
    working_count = (select count(*) from lab_equipment e where e.lab_id = labs.id and e.condition = 'working'),
    faulty_count = (select count(*) from lab_equipment e where e.lab_id = labs.id and e.condition = 'faulty'),
    lost_count = (select count(*) from lab_equipment e where e.lab_id = labs.id and e.condition = 'lost'),
    activity_count = (select count(*) from lab_activities a where a.lab_id = labs.id)`);

  // The demo visits to the girls' school and to Godagari's lab were lab inspections.
  const school = inserted.find((lab) => lab.code === '126543')?.id ?? 0;
  const godagari = inserted.find((lab) => lab.code === '126601')?.id ?? 0;
  await tx.execute(sql`update inspection_plans set lab_id = case when target_office_id = ${SCHOOL_OFFICE} then ${school}::int else ${godagari}::int end
    where target_office_id = ${SCHOOL_OFFICE} or (target_office_id = ${GODAGARI_OFFICE} and purpose like '%ল্যাব%')`);
  await tx.execute(
    sql`update inspections i set lab_id = p.lab_id from inspection_plans p where p.id = i.plan_id and p.lab_id is not null`,
  );
  await tx.execute(
    sql`update inspection_recommendations r set lab_id = i.lab_id from inspections i where i.id = r.inspection_id and i.lab_id is not null`,
  );
}
