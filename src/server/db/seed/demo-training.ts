/**
 * Demo training (প্রশিক্ষণ): four provider organisations with their titles, trainers (one an
 * officer), external and internal batches in every state (open, closed, completed, cancelled), an
 * internal batch with office quotas and nominations, applicants in every state, final trainees with
 * attendance, certificates and feedback, and the school account's students with a batch of its own.
 * The officer persona has completed trainings (shown on the profile), a nomination, an application
 * and a shortlisted entry. Counters (applicants, trainees, quota used) are counted from the rows.
 */
import { sql } from 'drizzle-orm';
import type { ApplicationStatus, TrainingKind } from '../../../common/contracts/training.contract';
import type { Tx } from '../client';
import {
  trainers,
  trainingApplications,
  trainingAttendance,
  trainingBatches,
  trainingBatchTrainers,
  trainingFeedback,
  trainingProviders,
  trainingQuotas,
  trainingStudents,
  trainingTitles,
  trainingTrainees,
} from '../schema';

const DAY = 86_400_000;
const OFFICER = 4;
const OFFICE_ADMIN = 3;
const SUPER_ADMIN = 1;
const SCHOOL_OFFICE = 12;

const PROVIDERS: [string, string, [string, string][]][] = [
  [
    'বাংলাদেশ লোক-প্রশাসন প্রশিক্ষণ কেন্দ্র',
    'Bangladesh Public Administration Training Centre',
    [
      ['বুনিয়াদি প্রশিক্ষণ কোর্স', 'Foundation training course'],
      ['সরকারি ক্রয় ব্যবস্থাপনা', 'Public procurement management'],
    ],
  ],
  [
    'বাংলাদেশ কম্পিউটার কাউন্সিল',
    'Bangladesh Computer Council',
    [
      ['সাইবার নিরাপত্তা সচেতনতা', 'Cyber security awareness'],
      ['ডেটাবেজ প্রশাসন', 'Database administration'],
    ],
  ],
  [
    'জাতীয় পরিকল্পনা ও উন্নয়ন একাডেমি',
    'National Academy for Planning and Development',
    [
      ['প্রকল্প পরিকল্পনা ও মূল্যায়ন', 'Project planning and appraisal'],
      ['বার্ষিক কর্মসম্পাদন চুক্তি', 'Annual performance agreement'],
    ],
  ],
  [
    'আইসিটি অধিদপ্তর প্রশিক্ষণ কেন্দ্র',
    'ICT Directorate Training Centre',
    [
      ['ই-নথি ব্যবস্থাপনা', 'e-Nothi management'],
      ['শেখ রাসেল ডিজিটাল ল্যাব পরিচালনা', 'Running a digital lab'],
    ],
  ],
];

interface DemoBatch {
  kind: TrainingKind;
  title: number;
  nameBn: string;
  venue: string;
  start: number;
  days: number;
  seats: number;
  status: 'open' | 'closed' | 'completed' | 'cancelled';
  owner?: number;
  quotas?: [officeId: number, quota: number][];
}

const iso = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

export async function seedDemoTraining(tx: Tx, now = new Date()): Promise<void> {
  const titleIds: number[] = [];
  const providerOf = new Map<number, number>();
  for (const [nameBn, nameEn, titles] of PROVIDERS) {
    const [provider] = await tx
      .insert(trainingProviders)
      .values({ nameBn, nameEn })
      .returning({ id: trainingProviders.id });
    for (const [titleBn, titleEn] of titles) {
      const [title] = await tx
        .insert(trainingTitles)
        .values({ providerOrgId: provider.id, nameBn: titleBn, nameEn: titleEn })
        .returning({ id: trainingTitles.id });
      titleIds.push(title.id);
      providerOf.set(title.id, provider.id);
    }
  }
  const trainerRows = await tx
    .insert(trainers)
    .values([
      {
        userId: OFFICE_ADMIN,
        nameBn: 'কামরুল হাসান',
        nameEn: 'Kamrul Hasan',
        designation: 'জেলা আইসিটি কর্মকর্তা',
        organisation: 'জেলা আইসিটি অফিস, রাজশাহী',
        subjects: 'ই-নথি, প্রকল্প ব্যবস্থাপনা',
        mobile: '01711000003',
      },
      {
        nameBn: 'ড. সেলিনা পারভীন',
        nameEn: 'Dr. Selina Parvin',
        designation: 'পরিচালক (প্রশিক্ষণ)',
        organisation: 'বাংলাদেশ লোক-প্রশাসন প্রশিক্ষণ কেন্দ্র',
        subjects: 'সরকারি ক্রয়, আর্থিক ব্যবস্থাপনা',
        mobile: '01819456712',
      },
      {
        nameBn: 'মোঃ রাশেদুল ইসলাম',
        nameEn: 'Md. Rashedul Islam',
        designation: 'সিস্টেম অ্যানালিস্ট',
        organisation: 'বাংলাদেশ কম্পিউটার কাউন্সিল',
        subjects: 'সাইবার নিরাপত্তা, নেটওয়ার্কিং',
        email: 'rashed@bcc.gov.bd',
      },
      {
        nameBn: 'তাহমিনা আক্তার',
        nameEn: 'Tahmina Akter',
        designation: 'প্রোগ্রামার',
        organisation: 'আইসিটি অধিদপ্তর',
        subjects: 'ডেটাবেজ, প্রোগ্রামিং',
        mobile: '01912345670',
      },
      {
        nameBn: 'এ কে এম ফজলুল হক',
        nameEn: 'A K M Fazlul Haque',
        designation: 'উপপরিচালক',
        organisation: 'জাতীয় পরিকল্পনা ও উন্নয়ন একাডেমি',
        subjects: 'প্রকল্প পরিকল্পনা, এপিএ',
      },
    ])
    .returning({ id: trainers.id });

  const batches: DemoBatch[] = [
    {
      kind: 'external',
      title: 2,
      nameBn: 'ব্যাচ-১২',
      venue: 'বিসিসি ভবন, আগারগাঁও, ঢাকা',
      start: -200,
      days: 5,
      seats: 20,
      status: 'completed',
    },
    {
      kind: 'external',
      title: 4,
      nameBn: 'ব্যাচ-৩',
      venue: 'অনলাইন (জুম)',
      start: -40,
      days: 10,
      seats: 25,
      status: 'completed',
    },
    {
      kind: 'external',
      title: 1,
      nameBn: 'ব্যাচ-৭৮',
      venue: 'বিপিএটিসি, সাভার',
      start: 20,
      days: 30,
      seats: 30,
      status: 'open',
    },
    {
      kind: 'external',
      title: 5,
      nameBn: 'ব্যাচ-৫',
      venue: 'এনএপিডি, নীলক্ষেত, ঢাকা',
      start: 10,
      days: 5,
      seats: 15,
      status: 'closed',
    },
    {
      kind: 'external',
      title: 0,
      nameBn: 'ব্যাচ-৯',
      venue: 'বিপিএটিসি, সাভার',
      start: -100,
      days: 5,
      seats: 10,
      status: 'cancelled',
    },
    {
      kind: 'internal',
      title: 6,
      nameBn: 'ব্যাচ-১',
      venue: 'জেলা প্রশাসকের সম্মেলন কক্ষ, রাজশাহী',
      start: -90,
      days: 3,
      seats: 20,
      status: 'completed',
    },
    {
      kind: 'internal',
      title: 6,
      nameBn: 'ব্যাচ-২',
      venue: 'আইসিটি টাওয়ার, আগারগাঁও, ঢাকা',
      start: 15,
      days: 3,
      seats: 12,
      status: 'open',
      quotas: [
        [10, 5],
        [11, 3],
        [2, 5],
        [104, 3],
      ],
    },
    {
      kind: 'internal',
      title: 7,
      nameBn: 'ব্যাচ-৪',
      venue: 'জেলা আইসিটি অফিস, রাজশাহী',
      start: 5,
      days: 2,
      seats: 10,
      status: 'closed',
      quotas: [
        [10, 4],
        [2, 6],
      ],
    },
    {
      kind: 'internal',
      title: 3,
      nameBn: 'ব্যাচ-৬',
      venue: 'অনলাইন (জুম)',
      start: 30,
      days: 4,
      seats: 30,
      status: 'open',
    },
    {
      kind: 'internal',
      title: 7,
      nameBn: 'স্কুল ব্যাচ-১',
      venue: 'পবা পাইলট উচ্চ বিদ্যালয় ল্যাব',
      start: -20,
      days: 3,
      seats: 8,
      status: 'completed',
      owner: SCHOOL_OFFICE,
    },
    {
      kind: 'internal',
      title: 7,
      nameBn: 'স্কুল ব্যাচ-২',
      venue: 'পবা পাইলট উচ্চ বিদ্যালয় ল্যাব',
      start: 25,
      days: 3,
      seats: 6,
      status: 'open',
      owner: SCHOOL_OFFICE,
    },
  ];
  const batchIds: number[] = [];
  for (const [index, batch] of batches.entries()) {
    const titleId = titleIds[batch.title];
    const [row] = await tx
      .insert(trainingBatches)
      .values({
        kind: batch.kind,
        providerOrgId: providerOf.get(titleId) as number,
        titleId,
        ownerOfficeId: batch.owner ?? null,
        nameBn: batch.nameBn,
        venue: batch.venue,
        medium: batch.venue.startsWith('অনলাইন') ? 'online' : 'in_person',
        startDate: iso(now, batch.start),
        endDate: iso(now, batch.start + batch.days - 1),
        seats: batch.seats,
        timetable: 'সকাল ৯:৩০–১:০০ সেশন, দুপুর ২:০০–৪:৩০ ব্যবহারিক',
        status: batch.status,
        createdBy: SUPER_ADMIN,
      })
      .returning({ id: trainingBatches.id });
    batchIds.push(row.id);
    await tx
      .insert(trainingBatchTrainers)
      .values({ batchId: row.id, trainerId: trainerRows[index % trainerRows.length].id });
    for (const [officeId, quota] of batch.quotas ?? [])
      await tx.insert(trainingQuotas).values({ batchId: row.id, officeId, quota });
  }

  // Officers holding a desk now (the persona first), with their office, designation and gender.
  const people = (
    (await tx.execute(sql`
      select distinct on (u.id) u.id, u.name as "nameEn", coalesce(p.known_as_bangla, u.name) as "nameBn", p.gender,
             d.office_id as "officeId", r.name_bn as designation
      from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      join roles r on r.id = d.role_id
      left join profiles p on p.user_id = u.id
      where ur.released_on is null and d.role_id <> 34 and ur.is_additional_charge = false
        and d.office_id in (2, 10, 11, 104)
      order by u.id, ur.sort_order limit 40`)) as unknown as {
      rows: {
        id: number;
        nameEn: string;
        nameBn: string;
        gender: 'male' | 'female' | null;
        officeId: number;
        designation: string;
      }[];
    }
  ).rows.map((row) => ({ ...row, id: Number(row.id), officeId: Number(row.officeId) }));
  const others = people.filter((person) => ![OFFICER, SUPER_ADMIN].includes(person.id));
  const officer = people.find((person) => person.id === OFFICER);

  /** Entries of a batch: [person, status, source]; trainees get attendance when the batch has begun. */
  const entries: [
    batch: number,
    person: (typeof people)[number] | undefined,
    status: ApplicationStatus,
    source: 'applied' | 'nominated',
  ][] = [];
  const add = (
    batch: number,
    list: (typeof people)[number][],
    statuses: ApplicationStatus[],
    source: 'applied' | 'nominated' = 'applied',
  ) => {
    for (const [index, person] of list.entries())
      entries.push([batch, person, statuses[index % statuses.length], source]);
  };
  add(0, [officer, ...others.slice(0, 9)].filter(Boolean) as typeof people, [
    'trainee',
    'trainee',
    'trainee',
    'rejected',
  ]);
  add(1, [officer, ...others.slice(5, 14)].filter(Boolean) as typeof people, [
    'trainee',
    'trainee',
    'rejected',
    'trainee',
  ]);
  add(2, others.slice(0, 12), ['applied', 'applied', 'shortlisted', 'waitlisted', 'rejected', 'withdrawn']);
  add(3, [officer, ...others.slice(10, 16)].filter(Boolean) as typeof people, [
    'shortlisted',
    'trainee',
    'trainee',
    'waitlisted',
  ]);
  add(5, [officer, ...others.slice(2, 12)].filter(Boolean) as typeof people, [
    'trainee',
    'trainee',
    'trainee',
    'trainee',
    'rejected',
  ]);
  // The quota batch: nominations of the offices with quotas, the persona among them.
  add(
    6,
    [officer, ...others.filter((person) => [10, 11, 104].includes(person.officeId)).slice(0, 3)].filter(
      Boolean,
    ) as typeof people,
    ['applied', 'shortlisted', 'applied'],
    'nominated',
  );
  add(6, others.filter((person) => person.officeId === 2).slice(0, 3), ['applied', 'waitlisted'], 'applied');
  add(
    7,
    others.filter((person) => [2, 10].includes(person.officeId)).slice(0, 6),
    ['trainee', 'trainee', 'shortlisted'],
    'nominated',
  );
  add(8, others.slice(14, 20), ['applied', 'applied', 'shortlisted']);

  for (const [batchIndex, person, status, source] of entries) {
    if (!person) continue;
    const batch = batches[batchIndex];
    const batchId = batchIds[batchIndex];
    const titleId = titleIds[batch.title];
    const [entry] = await tx
      .insert(trainingApplications)
      .values({
        batchId,
        userId: person.id,
        officeId: person.officeId,
        nameBn: person.nameBn,
        nameEn: person.nameEn,
        designation: person.designation,
        gender: person.gender,
        source,
        status,
        reason:
          status === 'rejected'
            ? 'পদ ও কাজের ধরন অনুযায়ী প্রযোজ্য নয়'
            : source === 'nominated'
              ? 'অফিস প্রধানের সুপারিশে'
              : null,
        createdBy: source === 'nominated' ? SUPER_ADMIN : person.id,
      })
      .onConflictDoNothing()
      .returning({ id: trainingApplications.id });
    if (!entry || status !== 'trainee') continue;
    const done = batch.status === 'completed';
    const [trainee] = await tx
      .insert(trainingTrainees)
      .values({
        applicationId: entry.id,
        batchId,
        userId: person.id,
        officeId: person.officeId,
        kind: batch.kind,
        providerOrgId: providerOf.get(titleId) as number,
        titleId,
        year: Number(iso(now, batch.start).slice(0, 4)),
        gender: person.gender,
        nameBn: person.nameBn,
        nameEn: person.nameEn,
        designation: person.designation,
        status: done ? 'completed' : 'enrolled',
      })
      .returning({ id: trainingTrainees.id });
    if (batch.start < 0) {
      for (let day = 0; day < Math.min(batch.days, 5); day++)
        await tx.insert(trainingAttendance).values({
          traineeId: trainee.id,
          day: iso(now, batch.start + day),
          present: day !== 1 || person.id === OFFICER,
        });
    }
    if (done && person.id !== OFFICER) {
      await tx.insert(trainingFeedback).values({
        traineeId: trainee.id,
        rating: 4 + (trainee.id % 2),
        comment: 'হাতে-কলমে শেখার সুযোগ ভালো ছিল',
      });
    }
  }

  // The school's students and its batches.
  const STUDENTS: [string, string, 'male' | 'female', string][] = [
    ['মোছাঃ সুমাইয়া আক্তার', 'Sumaiya Akter', 'female', 'নবম'],
    ['মোঃ আরিফুল ইসলাম', 'Ariful Islam', 'male', 'নবম'],
    ['জান্নাতুল ফেরদৌস', 'Jannatul Ferdous', 'female', 'দশম'],
    ['মোঃ রাকিব হাসান', 'Rakib Hasan', 'male', 'দশম'],
    ['তাসলিমা খাতুন', 'Taslima Khatun', 'female', 'অষ্টম'],
    ['সাকিব আল হাসান', 'Sakib Al Hasan', 'male', 'নবম'],
    ['নুসরাত জাহান মীম', 'Nusrat Jahan Mim', 'female', 'দশম'],
    ['মোঃ শাহরিয়ার কবির', 'Shahriar Kabir', 'male', 'অষ্টম'],
    ['ফাতেমা তুজ জোহরা', 'Fatema Tuz Zohra', 'female', 'নবম'],
    ['ইমরান হোসেন', 'Imran Hossain', 'male', 'দশম'],
    ['আফরোজা সুলতানা', 'Afroza Sultana', 'female', 'অষ্টম'],
    ['মোঃ তানভীর রহমান', 'Tanvir Rahman', 'male', 'নবম'],
  ];
  const students = await tx
    .insert(trainingStudents)
    .values(
      STUDENTS.map(([nameBn, nameEn, gender, className], index) => ({
        ownerOfficeId: SCHOOL_OFFICE,
        nameBn,
        nameEn,
        gender,
        className,
        nid: `2008${String(81000000 + index * 7919).padStart(9, '0')}`,
        mobile: `0171900${String(1000 + index).padStart(4, '0')}`,
        institution: 'পবা পাইলট উচ্চ বিদ্যালয়',
      })),
    )
    .returning();
  const school = [
    [9, students.slice(0, 6), 'trainee'],
    [10, students.slice(6, 10), 'shortlisted'],
  ] as const;
  for (const [batchIndex, list, status] of school) {
    const batch = batches[batchIndex];
    const titleId = titleIds[batch.title];
    for (const student of list) {
      const [entry] = await tx
        .insert(trainingApplications)
        .values({
          batchId: batchIds[batchIndex],
          studentId: student.id,
          officeId: SCHOOL_OFFICE,
          nameBn: student.nameBn,
          nameEn: student.nameEn ?? student.nameBn,
          designation: `${student.institution}, ${student.className}`,
          gender: student.gender,
          source: 'selected',
          status,
          createdBy: 6,
        })
        .returning({ id: trainingApplications.id });
      if (status !== 'trainee') continue;
      const [trainee] = await tx
        .insert(trainingTrainees)
        .values({
          applicationId: entry.id,
          batchId: batchIds[batchIndex],
          studentId: student.id,
          officeId: SCHOOL_OFFICE,
          kind: 'internal',
          providerOrgId: providerOf.get(titleId) as number,
          titleId,
          year: Number(iso(now, batch.start).slice(0, 4)),
          gender: student.gender,
          nameBn: student.nameBn,
          nameEn: student.nameEn ?? student.nameBn,
          designation: `${student.institution}, ${student.className}`,
          status: 'completed',
        })
        .returning({ id: trainingTrainees.id });
      for (let day = 0; day < batch.days; day++)
        await tx
          .insert(trainingAttendance)
          .values({ traineeId: trainee.id, day: iso(now, batch.start + day), present: true });
    }
  }

  // Counters and certificates from the rows.
  await tx.execute(sql`update ${trainingTrainees} t set days_present =
    (select count(*)::int from ${trainingAttendance} a where a.trainee_id = t.id and a.present)`);
  await tx.execute(sql`update ${trainingTrainees} set
    status = case when days_present > 0 then 'completed' else 'incomplete' end,
    completed_at = case when days_present > 0 then now() end,
    certificate_no = case when days_present > 0 then 'TRN-' || year || '-' || batch_id || '-' || id end
    where status = 'completed'`);
  await tx.execute(sql`update ${trainingBatches} b set
    applicant_count = (select count(*)::int from ${trainingApplications} a where a.batch_id = b.id),
    trainee_count = (select count(*)::int from ${trainingTrainees} t where t.batch_id = b.id)`);
  await tx.execute(sql`update ${trainingQuotas} q set used = least(q.quota, (select count(*)::int from ${trainingApplications} a
    where a.batch_id = q.batch_id and a.office_id = q.office_id and a.status in ('applied', 'shortlisted', 'waitlisted', 'trainee')))`);
}
