/**
 * Report management at national scale: 20 monthly reports of the head office (office 2), each
 * assigned to every office, with two fiscal years of periods up to the one being collected now —
 * about 9.6 million responses. Older periods are submitted (a fifth late, a twentieth missing);
 * the newest three are spread over creation, verification and approval, so every desk's pending
 * lists and the asking office's office-wise view and summary have real work. Each office permits
 * its first desk for all three stages. The step log is left out: it is read one response at a time.
 */
import { currentPeriod } from '../../src/common/contracts/report.contract';
import type { Tx } from '../../src/server/db/client';
import { hash, run } from './sql';

export const NATIONAL_REPORTS = 20;
const PERIODS = 24;

export async function insertReports(tx: Tx): Promise<number> {
  const now = currentPeriod('monthly', 10);
  // Period index counted from July of the first of the two years: 0 … 23, the last being now's.
  const last = (now.fiscalYear - (now.fiscalYear - 1)) * 12 + now.periodNo - 1;
  const firstYear = now.fiscalYear - 1;
  await run(
    tx,
    `insert into report_definitions (owner_office_id, code, title_bn, title_en, frequency, due_day, fields, created_at)
     select 2, 'NAT-' || lpad(r::text, 2, '0'), 'জাতীয় মাসিক প্রতিবেদন ' || r, 'National monthly report ' || r,
       'monthly', 10, '[{"key":"count","labelBn":"সংখ্যা","labelEn":"Count","type":"number","required":true}]'::jsonb,
       now() - interval '800 days'
     from generate_series(1, ${NATIONAL_REPORTS}) r`,
  );
  await run(
    tx,
    `insert into report_assignments (report_id, office_id)
     select d.id, o.id from report_definitions d cross join offices o where d.code like 'NAT-%'`,
  );
  await run(
    tx,
    `insert into report_permitted_desks (report_id, office_id, desk_id, stage)
     select d.id, f.office_id, f.desk_id, s.stage
     from report_definitions d
     cross join (select office_id, min(id) as desk_id from desks group by office_id) f
     cross join (values (1::smallint), (2::smallint), (3::smallint)) s(stage)
     where d.code like 'NAT-%'`,
  );
  return run(
    tx,
    `insert into report_responses (report_id, office_id, fiscal_year, period_no, period_end, due_date,
        status, late, "values", submitted_at, created_at, updated_at)
     select a.report_id, a.office_id, p.fiscal_year, p.period_no, p.period_end, p.due_date,
       s.status, s.status = 4 and ${hash('a.office_id * 31 + a.report_id * 7 + p.i', 5)} = 0,
       jsonb_build_object('count', ${hash('a.office_id + p.i', 500)}::text),
       case when s.status = 4 then p.due_date - 3 + (case when ${hash('a.office_id * 31 + a.report_id * 7 + p.i', 5)} = 0 then 6 else 0 end) end,
       p.period_end + 1, p.period_end + 2 + ${hash('a.office_id * 3 + p.i', 20)}::int
     from report_assignments a
     join report_definitions d on d.id = a.report_id and d.code like 'NAT-%'
     cross join lateral (
       select i, ${firstYear} + (i / 12) as fiscal_year, (i % 12) + 1 as period_no,
         (make_date(${firstYear} + ((i + 6) / 12), ((i + 6) % 12) + 1, 1) + interval '1 month' - interval '1 day')::date as period_end,
         (make_date(${firstYear} + ((i + 6) / 12), ((i + 6) % 12) + 1, 1) + interval '1 month' + interval '9 days')::date as due_date
       from generate_series(0, ${Math.min(last, PERIODS - 1)}) i
     ) p
     cross join lateral (
       select case
         when p.i >= ${last - 2} then (1 + ${hash('a.office_id * 13 + a.report_id + p.i', 4)})::smallint
         else 4::smallint end as status
     ) s
     where ${hash('a.office_id * 17 + a.report_id * 5 + p.i', 20)} <> 0`,
  );
}
