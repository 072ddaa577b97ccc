/**
 * Officers: accounts with profiles, about 80% of the generated posts held (every head post is),
 * office heads and one more admin per office, earlier holders of a quarter of the posts, some vacant
 * posts held as additional charge by the office head, and officers attached to another office.
 * Officer n holds the n-th held post; the officers after them are non-posted at their home office.
 */
import type { Tx } from '../../src/server/db/client';
import { demoPerson } from '../../src/server/db/seed/demo-organograms';
import { count, hash, literal, type Plan, run } from './sql';

/** demoPerson's names repeat after 3 × 5 × 7 × 11 people, so that many rows give every combination. */
const NAME_CYCLE = 1155;

const PERSON_TABLE = `create temp table bench_person (idx int primary key, name_bn text, name_en text, gender text)
  on commit drop`;

function people(): string {
  const rows = Array.from({ length: NAME_CYCLE }, (_, index) => {
    const person = demoPerson(index);
    return `(${index}, ${literal(person.nameBn)}, ${literal(person.nameEn)}, ${literal(person.gender)})`;
  });
  return `insert into bench_person values ${rows.join(', ')}`;
}

/** Held posts in id order; `rank` is also the officer's number. More posts than officers leaves the rest empty. */
const holders = (plan: Plan) => `create temp table bench_holder on commit drop as
  select * from (
    select row_number() over (order by d.id) as rank, d.id as desk_id, d.office_id, d.sort_order
    from desks d
    where d.office_id >= ${plan.firstOfficeId} and (d.sort_order = 0 or ${hash('d.id', 10)} < 8)
  ) held where rank <= ${plan.officers}`;

const userId = (plan: Plan, n: string) => `${plan.firstUserId} + ${n} - 1`;

const USERS = (plan: Plan, passwordHash: string) => `insert into users
    (id, name, email, mobile, password_hash, email_verified_at, created_at, updated_at)
  select ${userId(plan, 'n')}, p.name_en, 'officer' || ${userId(plan, 'n')} || '@bench.gov.bd',
    '019' || lpad((${userId(plan, 'n')})::text, 8, '0'), ${literal(passwordHash)},
    timestamptz '2024-07-01 00:00+06', timestamptz '2024-07-01 00:00+06', timestamptz '2024-07-01 00:00+06'
  from generate_series(1, ${plan.officers}) n
  join bench_person p on p.idx = n % ${NAME_CYCLE}`;

/** A posted officer's home is the office of the post; the others are spread over all generated offices. */
const PROFILES = (plan: Plan) => `insert into profiles (id, user_id, known_as, known_as_bangla, gender,
    home_office_id, attached_office_id, date_of_birth, nid, first_joining_date, current_joining_date,
    progress, skills)
  select ${plan.firstProfileId} + n - 1, ${userId(plan, 'n')}, p.name_en, p.name_bn, p.gender,
    coalesce(h.office_id, ${plan.firstOfficeId} + ${hash('n', plan.offices)}),
    case when h.rank is null and n % 40 = 0 then ${plan.firstOfficeId} + ${hash('n + 1', plan.offices)} end,
    date '1966-01-01' + ${hash('n + 2', 12000)}::int,
    (3000000000 + n)::text,
    date '1992-01-01' + ${hash('n + 3', 9000)}::int,
    date '2018-01-01' + ${hash('n + 4', 2500)}::int,
    20 + ${hash('n + 10', 81)},
    case when n % 3 = 0 then jsonb_build_array((array${SKILL_ARRAY})[1 + ${hash('n + 11', SKILLS.length)}]) else '[]'::jsonb end
  from generate_series(1, ${plan.officers}) n
  join bench_person p on p.idx = n % ${NAME_CYCLE}
  left join bench_holder h on h.rank = n`;

/** About a third of the officers name a skill, as the dashboard counts them. */
const SKILLS = ['প্রোগ্রামিং', 'ডেটাবেজ ব্যবস্থাপনা', 'নেটওয়ার্কিং', 'ই-গভর্ন্যান্স', 'প্রকল্প ব্যবস্থাপনা', 'গ্রাফিক ডিজাইন'];
const SKILL_ARRAY = `[${SKILLS.map(literal).join(', ')}]`;

/** Every officer's highest degree: a bachelor's or master's of a public university. */
const DEGREES = ['স্নাতক (সম্মান)', 'স্নাতকোত্তর', 'বিএসসি ইঞ্জিনিয়ারিং', 'স্নাতক (পাস)', 'এমবিএ'];
const SUBJECTS = ['কম্পিউটার বিজ্ঞান ও প্রকৌশল', 'বাংলা', 'অর্থনীতি', 'হিসাববিজ্ঞান', 'পদার্থবিজ্ঞান', 'ইংরেজি'];
const INSTITUTIONS = [
  'ঢাকা বিশ্ববিদ্যালয়',
  'রাজশাহী বিশ্ববিদ্যালয়',
  'চট্টগ্রাম বিশ্ববিদ্যালয়',
  'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
  'খুলনা বিশ্ববিদ্যালয়',
  'বাংলাদেশ প্রকৌশল বিশ্ববিদ্যালয়',
];
const array = (values: string[]) => `(array[${values.map(literal).join(', ')}])`;
const pick = (values: string[], seed: string) => `${array(values)}[1 + ${hash(seed, values.length)}]`;

const EDUCATION = (plan: Plan) => `insert into profile_educations
    (user_id, degree, subject, institution, passing_year, result)
  select ${userId(plan, 'n')}, ${pick(DEGREES, 'n + 20')}, ${pick(SUBJECTS, 'n + 21')},
    ${pick(INSTITUTIONS, 'n + 22')}, 1988 + ${hash('n + 23', 30)}, 'প্রথম শ্রেণি'
  from generate_series(1, ${plan.officers}) n`;

/** The profile's skills tab of the third who name a skill (skill areas 1–12 of the demo seed). */
const PROFILE_SKILLS = (plan: Plan) => `insert into profile_skills (user_id, skill_area_id, skill, level)
  select ${userId(plan, 'n')}, 1 + ${hash('n + 24', 11)},
    ${pick(SKILLS, 'n + 11')}, ${pick(['beginner', 'intermediate', 'expert'], 'n + 25')}
  from generate_series(3, ${plan.officers}, 3) n`;

/**
 * Two earlier postings of every officer, released before the present one, at posts of offices
 * spread over the country: with the present posting about three service-history rows an officer.
 */
const EARLIER_POSTINGS = (plan: Plan) => `insert into user_roles
    (user_id, desk_id, sort_order, joined_on, released_on, order_no)
  select ${userId(plan, 'n')}, d.id, 0, date '2004-01-01' + k * 1500 + ${hash('n + k', 700)}::int,
    date '2004-01-01' + k * 1500 + 800 + ${hash('n + k', 700)}::int, null
  from generate_series(1, ${plan.officers}) n
  cross join generate_series(0, 1) k
  join desks d on d.id = (select min(id) from desks) + ${hash('n * 2 + k', 1_000_000)} % greatest(1, (select max(id) - min(id) from desks))`;

/** The head post's holder heads and administers the office; the first section head administers it too. */
const POSTINGS = (plan: Plan) => `insert into user_roles
    (user_id, desk_id, is_office_admin, is_office_head, sort_order, joined_on)
  select ${userId(plan, 'h.rank')}, h.desk_id, h.sort_order <= 1, h.sort_order = 0, 0,
    date '2015-01-01' + ${hash('h.desk_id + 5', 3600)}::int
  from bench_holder h`;

/** Officers after the posted ones held a quarter of the posts before; they hold nothing now. */
const HISTORY = (plan: Plan, posted: number) => `insert into user_roles
    (user_id, desk_id, sort_order, joined_on, released_on)
  select ${userId(plan, `${posted} + r`)}, desk_id, 0, joined, joined + 400 + ${hash('desk_id + 8', 1000)}::int
  from (
    select row_number() over (order by d.id) as r, d.id as desk_id,
      date '2006-01-01' + ${hash('d.id + 9', 2500)}::int as joined
    from desks d
    where d.office_id >= ${plan.firstOfficeId} and ${hash('d.id + 7', 4)} = 0
  ) earlier
  where ${posted} + r <= ${plan.officers}`;

/** One vacant post in ten is held as additional charge by the office's head. */
const ADDITIONAL_CHARGE = (plan: Plan) => `insert into user_roles
    (user_id, desk_id, is_additional_charge, sort_order, joined_on)
  select ${userId(plan, 'head.rank')}, d.id, true, 1, date '2025-01-01' + ${hash('d.id + 6', 300)}::int
  from desks d
  join bench_holder head on head.office_id = d.office_id and head.sort_order = 0
  where d.office_id >= ${plan.firstOfficeId} and ${hash('d.id + 3', 10)} = 0
    and not exists (select 1 from bench_holder h where h.desk_id = d.id)`;

export async function createPeople(tx: Tx): Promise<number> {
  await run(tx, PERSON_TABLE);
  return run(tx, people());
}

export async function planHolders(tx: Tx, plan: Plan): Promise<number> {
  const planned = await run(tx, holders(plan));
  await run(tx, 'create unique index on bench_holder (rank)');
  await run(tx, 'create unique index on bench_holder (desk_id)');
  return planned;
}

export const insertUsers = (tx: Tx, plan: Plan, passwordHash: string) => run(tx, USERS(plan, passwordHash));
export const insertProfiles = (tx: Tx, plan: Plan) => run(tx, PROFILES(plan));
export const insertPostings = (tx: Tx, plan: Plan) => run(tx, POSTINGS(plan));
export const insertHistory = (tx: Tx, plan: Plan, posted: number) => run(tx, HISTORY(plan, posted));
export const insertEarlierPostings = (tx: Tx, plan: Plan) => run(tx, EARLIER_POSTINGS(plan));
export const insertEducation = (tx: Tx, plan: Plan) => run(tx, EDUCATION(plan));
export const insertProfileSkills = (tx: Tx, plan: Plan) => run(tx, PROFILE_SKILLS(plan));
export const insertAdditionalCharges = (tx: Tx, plan: Plan) => run(tx, ADDITIONAL_CHARGE(plan));
export const countHolders = (tx: Tx) => count(tx, 'select count(*) from bench_holder');
