/**
 * Leave at national scale: every generated office's chain of approving desks (its head desk, then
 * the head desk of the office that controls it), and about 6 million applications over two years
 * for every officer (four each, at the desk they hold or held last), in every state: most approved, some rejected,
 * cancelled, sent back or drafts, and the pending ones waiting at the first or second desk of their
 * office's chain, so every desk's queue and every dashboard's two counts have real work. The trail
 * (leave_actions) is left out: the queue, balance, history and counts do not read it.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, type Plan, run } from './sql';

export const APPLICATIONS_PER_OFFICER = 4;

/** Each office's head desk: the root of its organogram with the lowest id. */
const HEAD_DESKS = `create temporary table leave_heads on commit drop as
  select distinct on (office_id) office_id, id as desk_id
  from desks where parent_desk_id is null order by office_id, id`;

const CHAINS = (plan: Plan) => `insert into leave_approvers (office_id, leave_type, step, desk_id)
  select o.id, null, s.step, s.desk_id
  from offices o
  join leave_heads own on own.office_id = o.id
  left join leave_heads up on up.office_id = coalesce(o.controlling_office_id, o.parent_office_id)
  cross join lateral (values (1, own.desk_id), (2, up.desk_id)) s(step, desk_id)
  where o.id >= ${plan.firstOfficeId} and s.desk_id is not null
  on conflict do nothing`;

/**
 * Every generated officer with the desk they hold now, or else the one they held last (leave taken
 * while posted there), with that office's chain (their own desk left out).
 */
const APPLICANTS = (plan: Plan) => `create temporary table leave_applicants on commit drop as
  select p.user_id, p.desk_id, d.office_id, p.posted,
    array_remove(array_remove(array[own.desk_id, up.desk_id], p.desk_id), null) as chain,
    row_number() over (order by p.user_id) as n
  from (
    select distinct on (ur.user_id) ur.user_id, ur.desk_id, ur.released_on is null as posted
    from user_roles ur
    where not ur.is_additional_charge and ur.user_id >= ${plan.firstUserId}
    order by ur.user_id, ur.released_on desc nulls first, ur.id desc
  ) p
  join desks d on d.id = p.desk_id
  join offices o on o.id = d.office_id
  left join leave_heads own on own.office_id = d.office_id
  left join leave_heads up on up.office_id = coalesce(o.controlling_office_id, o.parent_office_id)`;

const TYPES = `(array['casual','casual','casual','casual','casual','casual','casual','earned_full','earned_full',
  'optional','earned_half','rest_recreation','quarantine','extraordinary','study','maternity'])`;
const STATUSES = `(array['approved','approved','approved','approved','approved','approved','approved','approved',
  'approved','approved','approved','approved','rejected','cancelled','returned','draft'])`;

const APPLICATIONS = `insert into leave_applications
    (user_id, office_id, desk_id, leave_type, from_date, to_date, days, reason, address_during_leave,
     status, chain, step, current_desk_id, current_office_id, decision_note, submitted_at, decided_at,
     created_at, updated_at)
  select a.user_id, a.office_id, a.desk_id, l.leave_type, l.from_date, l.from_date + (l.days - 1), l.days,
    (array['পারিবারিক প্রয়োজন','চিকিৎসা','আত্মীয়ের বিবাহ','ধর্মীয় অনুষ্ঠান','ব্যক্তিগত কাজ'])[1 + ${hash('a.n * 11 + k * 3', 5)}],
    'নিজ বাড়ি',
    l.status,
    case when l.status = 'draft' then '{}'::integer[] else a.chain end,
    case when l.status = 'pending' then l.step else 0 end,
    case when l.status = 'pending' then a.chain[l.step] end,
    case when l.status = 'pending' then (select office_id from desks where id = a.chain[l.step]) end,
    case when l.status in ('rejected', 'returned') then 'অফিসের জরুরি কাজ' end,
    case when l.status <> 'draft' then l.from_date - 7 + time '10:00' end,
    case when l.status in ('approved', 'rejected') then l.from_date - 5 + time '12:00' end,
    l.from_date - 8 + time '09:00', l.from_date - 5 + time '12:00'
  from leave_applicants a
  cross join generate_series(1, ${APPLICATIONS_PER_OFFICER}) k
  cross join lateral (
    select ${TYPES}[1 + ${hash('a.n * 13 + k', 16)}] as leave_type,
      (current_date - 700 + (k - 1) * 180 + ${hash('a.n * 17 + k', 170)}::int) as from_date,
      1 + ${hash('a.n * 19 + k', 4)}::int as days,
      -- Leave still ahead (the last of the four, a month out at most) waits for a decision.
      case when k = ${APPLICATIONS_PER_OFFICER} and a.posted and cardinality(a.chain) > 0 and ${hash('a.n * 23', 4)} = 0 then 'pending'
           when k = ${APPLICATIONS_PER_OFFICER} then 'approved'
           else ${STATUSES}[1 + ${hash('a.n * 29 + k', 16)}] end as status,
      1 + ${hash('a.n * 31', 2)}::int as step
  ) l0
  cross join lateral (
    select l0.leave_type, l0.days, l0.status,
      least(l0.step, greatest(cardinality(a.chain), 1)) as step,
      case when l0.status = 'pending' then current_date + 1 + ${hash('a.n * 37', 30)}::int else l0.from_date end as from_date
  ) l`;

export async function insertLeave(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, HEAD_DESKS);
  await run(tx, CHAINS(plan));
  await run(tx, APPLICANTS(plan));
  return run(tx, APPLICATIONS);
}
