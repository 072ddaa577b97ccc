/**
 * Training at national scale (issue 15): 20 more provider organisations with ten titles each, 5,000
 * batches over five years (external and internal alike; finished ones completed, the latest open),
 * 400,000 applicants (80 a batch, generated officers in turn) in every state, and 250,000 final
 * trainees (50 a batch) with the batch's grouping columns, completed with a certificate where the
 * batch is, and feedback from three in five of those. Counters are written as counted; attendance
 * rows are left out (the lists and dashboards read days_present).
 */
import type { Tx } from '../../src/server/db/client';
import { banglaDigits, hash, type Plan, run } from './sql';

export const TRAINING_BATCHES = 5_000;
export const APPLICANTS_PER_BATCH = 80;
export const TRAINEES_PER_BATCH = 50;

const PROVIDERS = `insert into training_providers (name_bn, name_en)
  select 'আঞ্চলিক প্রশিক্ষণ কেন্দ্র ' || ${banglaDigits('g')}, 'Regional training centre ' || g
  from generate_series(1, 20) g`;

const TITLES = `insert into training_titles (provider_org_id, name_bn, name_en)
  select p.id, (array['ই-নথি','সরকারি ক্রয়','সাইবার নিরাপত্তা','প্রকল্প ব্যবস্থাপনা','আর্থিক ব্যবস্থাপনা','শুদ্ধাচার',
      'তথ্য অধিকার','ডেটা বিশ্লেষণ','দাপ্তরিক ইংরেজি','দুর্যোগ ব্যবস্থাপনা'])[k] || ' কোর্স',
    (array['e-Nothi','Public procurement','Cyber security','Project management','Financial management','Integrity',
      'Right to information','Data analysis','Official English','Disaster management'])[k] || ' course'
  from training_providers p cross join generate_series(1, 10) k
  where p.name_en like 'Regional training centre %'`;

const TITLE_LIST = `create temporary table gen_training_titles on commit drop as
  select id, provider_org_id, row_number() over (order by id) as n from training_titles`;

const BATCHES = `insert into training_batches
    (kind, provider_org_id, title_id, name_bn, venue, medium, start_date, end_date, seats, trainee_count,
     applicant_count, status, timetable, created_at, updated_at)
  select case when g % 2 = 0 then 'internal' else 'external' end, t.provider_org_id, t.id,
    'ব্যাচ-' || ${banglaDigits('g')}, 'আঞ্চলিক প্রশিক্ষণ কেন্দ্র ' || ${banglaDigits(`1 + ${hash('g', 64)}`)},
    (array['in_person','online','blended'])[1 + ${hash('g * 7', 3)}],
    s.start_date, s.start_date + 4, 60, ${TRAINEES_PER_BATCH}, ${APPLICANTS_PER_BATCH},
    case when s.start_date + 4 < current_date then 'completed' when s.start_date <= current_date then 'closed' else 'open' end,
    'সকাল ৯টা থেকে বিকেল ৪টা', s.start_date - 30, s.start_date - 30
  from generate_series(1, ${TRAINING_BATCHES}) g
  cross join lateral (select current_date - 1800 + (g * 1830 / ${TRAINING_BATCHES})::int as start_date) s
  join gen_training_titles t on t.n = 1 + (g % (select count(*) from gen_training_titles))`;

const PEOPLE = (plan: Plan) => `create temporary table gen_training_people on commit drop as
  select p.user_id, p.known_as_bangla as name_bn, p.known_as as name_en, p.gender, p.office_id,
    r.name_bn as designation, row_number() over (order by p.user_id) as n
  from profiles p left join roles r on r.id = p.role_id
  where p.user_id >= ${plan.firstUserId} and p.office_id is not null`;

const BATCH_LIST = `create temporary table gen_training_batches on commit drop as
  select id, kind, provider_org_id, title_id, start_date, status, row_number() over (order by id) as n
  from training_batches where name_bn like 'ব্যাচ-%' and id > coalesce((select max(batch_id) from training_applications), 0)`;

const STATUSES = `(array['applied','shortlisted','waitlisted','rejected','rejected','withdrawn'])`;

const APPLICATIONS = `insert into training_applications
    (batch_id, user_id, office_id, name_bn, name_en, designation, gender, source, status, rank, created_at, updated_at)
  select b.id, p.user_id, p.office_id, p.name_bn, p.name_en, p.designation, p.gender,
    case when b.kind = 'internal' and k % 3 = 0 then 'nominated' else 'applied' end,
    case when k <= ${TRAINEES_PER_BATCH} then 'trainee' else ${STATUSES}[1 + ${hash('b.n * 31 + k', 6)}] end,
    case when k <= ${TRAINEES_PER_BATCH} then k end,
    b.start_date - 20, b.start_date - 10
  from gen_training_batches b
  cross join generate_series(1, ${APPLICANTS_PER_BATCH}) k
  join gen_training_people p on p.n = 1 + ((b.n * ${APPLICANTS_PER_BATCH} + k) % (select count(*) from gen_training_people))`;

const TRAINEES = `insert into training_trainees
    (application_id, batch_id, user_id, office_id, kind, provider_org_id, title_id, year, gender, name_bn, name_en,
     designation, status, days_present, certificate_no, completed_at, created_at)
  select a.id, a.batch_id, a.user_id, a.office_id, b.kind, b.provider_org_id, b.title_id,
    extract(year from b.start_date)::int, a.gender, a.name_bn, a.name_en, a.designation,
    case when b.status <> 'completed' then 'enrolled' when ${hash('a.id', 20)} = 0 then 'incomplete' else 'completed' end,
    case when b.status = 'completed' then 5 - ${hash('a.id * 3', 2)}::int else 0 end,
    case when b.status = 'completed' and ${hash('a.id', 20)} <> 0 then 'TRN-' || extract(year from b.start_date) || '-' || a.batch_id || '-' || a.id end,
    case when b.status = 'completed' and ${hash('a.id', 20)} <> 0 then b.start_date + 5 + time '12:00' end,
    b.start_date - 10
  from training_applications a join gen_training_batches b on b.id = a.batch_id
  where a.status = 'trainee'`;

/** Three in five completed trainees answer the feedback, rating 3 to 5, most with a comment. */
const FEEDBACK = `insert into training_feedback (trainee_id, rating, comment, created_at)
  select t.id, 3 + ${hash('t.id * 7', 3)}::int,
    (array['হাতে-কলমে অনুশীলন কাজে লেগেছে', 'সময় আরও বাড়ানো প্রয়োজন', 'উপস্থাপনা সহজবোধ্য ছিল', null])[1 + ${hash('t.id * 11', 4)}::int],
    t.completed_at + interval '1 day'
  from training_trainees t join gen_training_batches b on b.id = t.batch_id
  where t.status = 'completed' and ${hash('t.id', 5)} < 3
  on conflict do nothing`;

export async function insertTraining(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, PROVIDERS);
  await run(tx, TITLES);
  await run(tx, TITLE_LIST);
  await run(tx, BATCHES);
  await run(tx, PEOPLE(plan));
  await run(tx, BATCH_LIST);
  const applications = await run(tx, APPLICATIONS);
  const trainees = await run(tx, TRAINEES);
  const feedback = await run(tx, FEEDBACK);
  return applications + trainees + feedback;
}
