/**
 * Asset statements at national scale: one statement of every officer for each of the last
 * three fiscal years (1.5 million officers, 4.5 million statements). The two earlier years are
 * almost all accepted, a few sent back; this year is spread over draft, submitted and accepted,
 * so "who has not filed" has about a third of each office. The receiving desk is the desk the
 * officer's desk reports to; heads of offices (no desk above) keep history without one, and this
 * year's statements of heads stay drafts. Receivers and deadlines follow the demo's rules.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, literal, type Plan, run } from './sql';

const CONTENT = JSON.stringify({
  spouseName: 'মোছাঃ সালমা খাতুন',
  dependants: [{ name: 'তাসনিম রহমান', relation: 'daughter' }],
  immovable: [
    {
      owner: 'self',
      kind: 'land',
      location: 'মৌজা: কাটাখালী, দাগ নং ৩৩০৭',
      area: '১০ শতাংশ',
      value: '1200000',
      acquiredBy: 'inheritance',
    },
  ],
  movable: [
    { owner: 'self', kind: 'bankDeposit', description: 'সোনালী ব্যাংক পিএলসি', value: '350000' },
    { owner: 'spouse', kind: 'gold', description: '৫ ভরি স্বর্ণালংকার', value: '475000' },
  ],
  liabilities: [],
  income: [{ owner: 'self', kind: 'salary', description: 'মূল বেতন ও ভাতাদি', annualAmount: '540000' }],
});

/** The fiscal year `k` years before today's, written 2025-26 (July to June). */
const FISCAL_START = `(extract(year from current_date)::int - case when extract(month from current_date) >= 7 then 0 else 1 end)`;
const FISCAL_YEAR = (k: string) =>
  `(${FISCAL_START} - ${k})::text || '-' || lpad(((${FISCAL_START} - ${k} + 1) % 100)::text, 2, '0')`;

/**
 * Every officer with a posting, current or earlier: a posted officer files from their desk, one
 * without a desk now (attached, on leave before retirement, awaiting posting) from the desk they
 * held last, as the form takes the office and desk of the filer's latest placement.
 */
const OFFICERS = (plan: Plan) => `create temporary table asset_officers on commit drop as
  select ur.user_id, ur.desk_id, d.office_id, d.parent_desk_id, p.office_id as parent_office_id
  from (select distinct on (user_id) user_id, desk_id from user_roles
        where not is_additional_charge and user_id >= ${plan.firstUserId}
        order by user_id, released_on desc nulls first, id desc) ur
  join desks d on d.id = ur.desk_id
  left join desks p on p.id = d.parent_desk_id`;

const STATEMENTS = `insert into asset_statements
    (user_id, fiscal_year, office_id, desk_id, status, revision, content, total_assets,
     total_liabilities, total_income, receiver_desk_id, receiver_office_id, decision_note,
     submitted_at, decided_at, created_at, updated_at)
  select o.user_id, ${FISCAL_YEAR('k')}, o.office_id, o.desk_id, s.status, 3, ${literal(CONTENT)}::jsonb,
    2025000 + ${hash('o.user_id * 3 + k', 400)} * 5000, ${hash('o.user_id + k', 4)} * 250000, 540000,
    case when s.status <> 'draft' then o.parent_desk_id end,
    case when s.status <> 'draft' then o.parent_office_id end,
    case when s.status = 'returned' then 'জমির দাগ নম্বর উল্লেখ করে পুনরায় দাখিল করুন' end,
    case when s.status <> 'draft' then s.day + time '11:00' end,
    case when s.status in ('accepted', 'returned') then s.day + 20 + time '15:00' end,
    s.day - 10 + time '10:00', s.day + time '11:00'
  from asset_officers o
  cross join generate_series(0, 2) k
  cross join lateral (
    select make_date(${FISCAL_START} - k, 11, 1) + ${hash('o.user_id * 7 + k', 40)}::int as day,
      case
        when k > 0 and ${hash('o.user_id * 11 + k', 25)} = 0 then 'returned'
        when k > 0 then 'accepted'
        when o.parent_desk_id is null then 'draft'
        else (array['draft', 'submitted', 'accepted'])[1 + ${hash('o.user_id * 13', 3)}]
      end as status
  ) s`;

const DEADLINES = `insert into asset_deadlines (fiscal_year, due_date, remind_days)
  select ${FISCAL_YEAR('k')}, make_date(${FISCAL_START} - k, 12, 31), 45 from generate_series(0, 2) k
  on conflict (fiscal_year) do nothing`;

export async function insertAssetStatements(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, OFFICERS(plan));
  const made = await run(tx, STATEMENTS);
  await run(tx, DEADLINES);
  return made;
}
