/**
 * Internal messages: four for every three officers (2,000,000 at the default scale), each from a
 * generated officer, over the last year. Seven in ten go to an officer, three to the desk of an
 * office admin (so the desk inboxes are read through their holder, as in the app); eight in ten
 * are read a few hours after they were sent.
 */
import type { Tx } from '../../src/server/db/client';
import { count, hash, literal, type Plan, run } from './sql';

const SUBJECTS = [
  'মাসিক সমন্বয় সভার নোটিশ',
  'বার্ষিক কর্মসম্পাদন চুক্তির অগ্রগতি',
  'ছুটির আবেদন প্রসঙ্গে',
  'প্রশিক্ষণে মনোনয়ন',
  'ডিজিটাল সেন্টারের মাসিক প্রতিবেদন',
  'Budget revision for the current fiscal year',
  'ই-নথি নিষ্পত্তির হার',
  'অফিস আদেশের কপি',
];
const BODIES = [
  'অনুগ্রহ করে সংযুক্ত তথ্য যাচাই করে আগামী বৃহস্পতিবারের মধ্যে মতামত পাঠাবেন।',
  'বিষয়টি জরুরি ভিত্তিতে নিষ্পত্তির জন্য অনুরোধ করা হলো।',
  'সভায় উপস্থিত থাকার জন্য অনুরোধ করা হলো। কার্যপত্র পরে পাঠানো হবে।',
  'Please send the updated figures before the monthly coordination meeting.',
  'নির্দেশনা অনুযায়ী প্রয়োজনীয় ব্যবস্থা গ্রহণ করা হয়েছে।',
];
const array = (values: string[]) => `array[${values.map(literal).join(', ')}]`;

const ADMIN_DESKS = (plan: Plan) => `create temp table bench_admin_desk on commit drop as
  select row_number() over (order by ur.desk_id)::int as n, ur.desk_id
  from user_roles ur
  where ur.is_office_admin and ur.released_on is null and ur.desk_id >= ${plan.firstDeskId}`;

const MESSAGES = (plan: Plan, first: number, total: number) => `insert into messages
    (id, sender_user_id, sender_name_bn, sender_name_en, subject, body, created_at)
  select ${first} + g - 1, p.user_id, p.known_as_bangla, p.known_as,
    (${array(SUBJECTS)})[1 + ${hash('g', SUBJECTS.length)}],
    (${array(BODIES)})[1 + ${hash('g + 1', BODIES.length)}],
    now() - make_interval(days => ${hash('g + 2', 365)}::int, mins => ${hash('g + 3', 1440)}::int)
  from generate_series(1, ${total}) g
  join profiles p on p.id = ${plan.firstProfileId} + ${hash('g + 4', plan.officers)}`;

const RECIPIENTS = (plan: Plan, first: number, admins: number) => `insert into message_recipients
    (message_id, user_id, desk_id, created_at, read_at, read_by_user_id)
  select m.id, v.user_id, v.desk_id, m.created_at,
    case when v.read then m.created_at + interval '3 hours' end,
    case when v.read then coalesce(v.user_id, holder.user_id) end
  from messages m
  cross join lateral (
    select
      case when ${hash('m.id + 5', 10)} >= 3 or ${admins} = 0
        then ${plan.firstUserId} + ${hash('m.id + 6', plan.officers)} end as user_id,
      case when ${hash('m.id + 5', 10)} < 3 and ${admins} > 0
        then (select a.desk_id from bench_admin_desk a where a.n = 1 + ${hash('m.id + 8', Math.max(admins, 1))}) end
        as desk_id,
      ${hash('m.id + 7', 10)} < 8 as read
  ) v
  left join user_roles holder on holder.desk_id = v.desk_id and holder.released_on is null
  where m.id >= ${first}`;

/** Makes the messages and their recipients; answers how many messages. */
export async function insertMessages(tx: Tx, plan: Plan): Promise<number> {
  const first = await count(tx, 'select coalesce(max(id), 0) + 1 as count from messages');
  await run(tx, ADMIN_DESKS(plan));
  // Each desk message looks its desk up by number: without the index, a scan of every admin desk.
  await run(tx, 'create unique index on bench_admin_desk (n)');
  await run(tx, 'analyze bench_admin_desk');
  const admins = await count(tx, 'select count(*) as count from bench_admin_desk');
  const made = await run(tx, MESSAGES(plan, first, Math.round((plan.officers * 4) / 3)));
  await run(tx, RECIPIENTS(plan, first, admins));
  return made;
}
