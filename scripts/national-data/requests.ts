/**
 * Desk requests from registration: about a third of the vacant generated posts have a pending
 * request, and as many have an older rejected one, each from a non-posted officer, spread over the
 * last three months so each office admin's queue has a realistic order to sort.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, type Plan, run } from './sql';

/** `firstFree` is the number of the first officer not yet used by postings or earlier holders. */
const REQUESTS = (plan: Plan, firstFree: number) => `insert into desk_requests
    (user_id, desk_id, office_id, status, joined_on, decided_by, decided_at, created_at)
  select ${plan.firstUserId} + ${firstFree} + r - 2, v.desk_id, v.office_id, v.status,
    to_char(date '2025-01-01' + ${hash('v.desk_id + 12', 300)}::int, 'YYYY-MM-DD'),
    case when v.status = 'rejected' then ${plan.firstUserId} + head.rank - 1 end,
    case when v.status = 'rejected' then v.created_at + interval '2 days' end,
    v.created_at
  from (
    select row_number() over (order by d.id) as r, d.id as desk_id, d.office_id,
      case when ${hash('d.id + 11', 3)} = 0 then 'pending' else 'rejected' end as status,
      now() - make_interval(days => ${hash('d.id + 13', 90)}::int, mins => ${hash('d.id + 14', 1440)}::int)
        - case when ${hash('d.id + 11', 3)} = 0 then interval '0 days' else interval '90 days' end as created_at
    from desks d
    where d.office_id >= ${plan.firstOfficeId} and ${hash('d.id + 11', 3)} < 2
      and not exists (select 1 from bench_holder h where h.desk_id = d.id)
  ) v
  left join bench_holder head on head.office_id = v.office_id and head.sort_order = 0
  where ${firstFree} + r - 1 <= ${plan.officers}`;

export const insertRequests = (tx: Tx, plan: Plan, firstFree: number) => run(tx, REQUESTS(plan, firstFree));
