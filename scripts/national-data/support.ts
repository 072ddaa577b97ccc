/**
 * Support tickets at national scale: 300,000 over the last year from generated officers, most of
 * them closed, a tenth still open, some escalated to levels 2 and 3, and a share of the open ones
 * past their first-answer deadline, so the queue's level, status and overdue filters have real work.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, type Plan, run } from './sql';

export const NATIONAL_TICKETS = 300_000;

const REASONS = `(array['skill','research','education','training','transfer','leave','others'])`;

const TICKETS = (plan: Plan) => `insert into support_tickets
    (requester_user_id, reason, description, status, level, response_due_at, first_response_at,
     status_reason, resolved_at, created_at, updated_at)
  select ${plan.firstUserId} + ${hash('g * 7 + 1', plan.officers)},
    ${REASONS}[1 + ${hash('g * 7 + 2', 7)}],
    'টিকিট ' || g || ': ' || (array['ছুটির হিসাব ভুল দেখাচ্ছে','বদলির আবেদন জমা হচ্ছে না',
      'প্রশিক্ষণের তালিকায় নাম নেই','প্রোফাইলের দক্ষতা সংরক্ষণ হচ্ছে না','গবেষণা প্রকাশনা আপলোডে ত্রুটি',
      'শিক্ষাগত যোগ্যতা হালনাগাদ হচ্ছে না','লগইনে সমস্যা'])[1 + ${hash('g * 7 + 3', 7)}],
    t.status, t.level, t.created_at + interval '2 days',
    case when t.status <> 1 then t.created_at + interval '5 hours' end,
    case when t.status in (3, 4) then 'নিষ্পন্ন' end,
    case when t.status = 3 then t.created_at + interval '1 day' end,
    t.created_at, t.created_at
  from generate_series(1, ${NATIONAL_TICKETS}) g
  cross join lateral (
    select
      case when ${hash('g * 7 + 4', 10)} = 0 then 1 + ${hash('g * 7 + 5', 2)}
           when ${hash('g * 7 + 4', 10)} < 8 then 3 else 4 end::smallint as status,
      case when ${hash('g * 7 + 6', 20)} = 0 then 3 when ${hash('g * 7 + 6', 20)} < 3 then 2 else 1 end::smallint as level,
      now() - make_interval(days => ${hash('g * 7 + 8', 365)}::int, mins => ${hash('g * 7 + 9', 1440)}::int) as created_at
  ) t`;

export const insertSupportTickets = (tx: Tx, plan: Plan) => run(tx, TICKETS(plan));
