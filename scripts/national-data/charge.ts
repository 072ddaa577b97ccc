/**
 * Charges at national scale: about 3% of the generated officers' desks are under a charge today
 * (a few days begun, up to ten to go), and as many charges of other desks are over, so the desk
 * lookup every request pays, the office lists and the dashboard's count read real rows. The acting
 * officer is another holder of the same office (the first by holding), the order given by the
 * office's head desk.
 */
import type { Tx } from '../../src/server/db/client';
import { banglaDigits, hash, type Plan, run } from './sql';

/** In how many of a hundred desks a charge runs today, and in how many one ran before. */
export const RUNNING_PER_HUNDRED = 3;
export const PAST_PER_HUNDRED = 3;

const HOLDINGS = (plan: Plan) => `create temporary table charge_holdings on commit drop as
  select ur.id, ur.user_id, ur.desk_id, d.office_id, row_number() over (order by ur.id) as n
  from user_roles ur join desks d on d.id = ur.desk_id
  where ur.released_on is null and not ur.is_additional_charge and ur.user_id >= ${plan.firstUserId}`;

const FIRST_HOLDERS = `create temporary table charge_first_holders on commit drop as
  select distinct on (office_id) office_id, user_id, desk_id from charge_holdings order by office_id, id`;

const SECOND_HOLDERS = `create temporary table charge_second_holders on commit drop as
  select distinct on (h.office_id) h.office_id, h.user_id
  from charge_holdings h join charge_first_holders f on f.office_id = h.office_id and f.user_id <> h.user_id
  order by h.office_id, h.id`;

const CHARGES = `insert into desk_charges
    (office_id, desk_id, holder_user_role_id, holder_user_id, acting_user_id, kind, from_date, to_date,
     status, order_no, order_date, reason, given_by_user_id, given_by_desk_id, created_at)
  select h.office_id, h.desk_id, h.id, h.user_id,
    case when f.user_id = h.user_id then s.user_id else f.user_id end,
    case when ${hash('h.n * 43', 3)} = 0 then 'current' else 'additional' end,
    w.from_date, w.to_date, 'active',
    '০৫.৪৭.০০০০.০০০.১১.' || ${banglaDigits('h.n')}, w.from_date - 1,
    (array['অর্জিত ছুটিকালীন','প্রশিক্ষণকালীন','সরকারি সফরকালীন','অসুস্থতাজনিত অনুপস্থিতি'])[1 + ${hash('h.n * 47', 4)}],
    f.user_id, f.desk_id, w.from_date - 1 + time '10:00'
  from charge_holdings h
  join charge_first_holders f on f.office_id = h.office_id
  join charge_second_holders s on s.office_id = h.office_id
  cross join lateral (
    select case when ${hash('h.n * 41', 100)} < ${RUNNING_PER_HUNDRED}
             then current_date - ${hash('h.n * 53', 6)}::int
             else current_date - 200 + ${hash('h.n * 59', 150)}::int end as from_date
  ) f0
  cross join lateral (select f0.from_date, f0.from_date + 3 + ${hash('h.n * 61', 12)}::int as to_date) w
  where ${hash('h.n * 41', 100)} < ${RUNNING_PER_HUNDRED + PAST_PER_HUNDRED}`;

export async function insertCharges(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, HOLDINGS(plan));
  await run(tx, FIRST_HOLDERS);
  await run(tx, SECOND_HOLDERS);
  return run(tx, CHARGES);
}
