/**
 * Exam management at national scale, for the demo exam desk's controlling unit (1) and category (1)
 * that the benchmark signs in as: 40 more subjects, 2,000 bank branches, 30,000 experts, 50 exams a
 * year for five years, 600,000 exam-wise experts each with its honorarium bill (most paid, the
 * latest year's approved or waiting), 300,000 answer-script movements and 4,000 question-paper
 * issues. The bills' amounts follow the contract's rule (10 % tax at source, ৳10 stamp above ৳400).
 */
import type { Tx } from '../../src/server/db/client';
import { banglaDigits, hash, run } from './sql';

const UNIT = 1;
const CATEGORY = 1;
export const EXPERTS = 30_000;
const EXAMS_PER_YEAR = 50;
const YEARS = 5;
const ASSIGNMENTS_PER_EXAM = 2_400;

const SUBJECTS = `insert into exam_subjects (unit_id, code, name_bn, name_en)
  select ${UNIT}, (300 + g)::text, 'বিষয় ' || ${banglaDigits('300 + g')}, 'Subject ' || (300 + g)
  from generate_series(1, 40) g on conflict do nothing`;

const BANKS = `insert into exam_bank_branches (routing_no, bank_name_bn, bank_name_en, branch_name_bn, branch_name_en, district)
  select lpad((700000000 + g)::text, 9, '0'),
    (array['সোনালী ব্যাংক পিএলসি','জনতা ব্যাংক পিএলসি','অগ্রণী ব্যাংক পিএলসি','রূপালী ব্যাংক পিএলসি','বাংলাদেশ কৃষি ব্যাংক'])[1 + g % 5],
    (array['Sonali Bank PLC','Janata Bank PLC','Agrani Bank PLC','Rupali Bank PLC','Bangladesh Krishi Bank'])[1 + g % 5],
    'শাখা ' || ${banglaDigits('g')}, 'Branch ' || g, ''
  from generate_series(1, 2000) g on conflict do nothing`;

const FIRST_BN = `(array['মো. আব্দুল','মোছা. নাসরিন','মো. রফিকুল','শামীমা','ড. সুব্রত','মো. হাবিবুর','তাহমিনা','মো. জাহিদ','ফারজানা','মো. কামরুল'])`;
const LAST_BN = `(array['করিম','সুলতানা','ইসলাম','আক্তার','সাহা','রহমান','খাতুন','হাসান','ইয়াসমিন','হক'])`;
const FIRST_EN = `(array['Md Abdul','Mst Nasrin','Md Rafiqul','Shamima','Dr Subrata','Md Habibur','Tahmina','Md Zahid','Farzana','Md Kamrul'])`;
const LAST_EN = `(array['Karim','Sultana','Islam','Akter','Saha','Rahman','Khatun','Hasan','Yasmin','Haque'])`;

const EXPERT_ROWS = `insert into exam_experts (unit_id, name_bn, name_en, designation, institution, subject_id, mobile,
    account_name, account_no, bank_branch_id)
  select ${UNIT}, ${FIRST_BN}[1 + ${hash('g', 10)}] || ' ' || ${LAST_BN}[1 + ${hash('g * 7', 10)}],
    ${FIRST_EN}[1 + ${hash('g', 10)}] || ' ' || ${LAST_EN}[1 + ${hash('g * 7', 10)}],
    (array['অধ্যাপক','সহযোগী অধ্যাপক','সহকারী অধ্যাপক','প্রভাষক'])[1 + g % 4],
    'সরকারি কলেজ নং ' || ${banglaDigits('1 + g % 900')},
    s.ids[1 + g % cardinality(s.ids)],
    '019' || lpad(g::text, 8, '0'),
    'Expert ' || g, lpad((g * 7919)::text, 13, '0'),
    b.ids[1 + g % cardinality(b.ids)]
  from generate_series(1, ${EXPERTS}) g
  cross join (select array_agg(id order by id) ids from exam_subjects where unit_id = ${UNIT}) s
  cross join (select array_agg(id order by id) ids from exam_bank_branches) b`;

const EXAM_ROWS = `insert into exams (unit_id, category_id, name_bn, name_en, exam_year, session, subject_ids,
    start_date, end_date, centre_count, centres)
  select ${UNIT}, ${CATEGORY},
    'নিয়োগ পরীক্ষা ' || ${banglaDigits('y')} || ' নং ' || ${banglaDigits('k')},
    'Recruitment exam ' || y || ' no. ' || k, y,
    ${banglaDigits('y - 1')} || '-' || ${banglaDigits('y % 100')},
    array[s.ids[1 + k % cardinality(s.ids)], s.ids[1 + (k + 1) % cardinality(s.ids)],
          s.ids[1 + (k + 2) % cardinality(s.ids)], s.ids[1 + (k + 3) % cardinality(s.ids)]],
    make_date(y, 1, 5) + k * 7, make_date(y, 1, 5) + k * 7 + 2, 5 + k % 30, ''
  from generate_series(extract(year from current_date)::int - ${YEARS}, extract(year from current_date)::int - 1) y
  cross join generate_series(1, ${EXAMS_PER_YEAR}) k
  cross join (select array_agg(id order by id) ids from exam_subjects where unit_id = ${UNIT}) s`;

/** The generated exams, numbered, with the generated experts' id range. */
const NEW_EXAMS = `create temporary table exam_new on commit drop as
  select e.id, e.subject_ids, e.end_date, e.exam_year, row_number() over (order by e.id) as n
  from exams e where e.unit_id = ${UNIT} and e.name_en like 'Recruitment exam %'`;

const ASSIGNMENTS = `insert into exam_assignments (unit_id, exam_id, expert_id, subject_id, works)
  select ${UNIT}, e.id, x.ids[1 + ((e.n * 7919 + j) % cardinality(x.ids))], e.subject_ids[1 + j % 4],
    jsonb_build_array(
      jsonb_build_object('workItemId', w.ids[3], 'quantity', 50 + ${hash('e.n * 31 + j', 200)}),
      jsonb_build_object('workItemId', w.ids[1], 'quantity', 1))
  from exam_new e
  cross join generate_series(1, ${ASSIGNMENTS_PER_EXAM}) j
  cross join (select array_agg(id order by id) ids from exam_experts where unit_id = ${UNIT} and mobile like '019%') x
  cross join (select array_agg(id order by id) ids from exam_work_items where unit_id = ${UNIT}) w
  on conflict do nothing`;

/** Bills of every generated assignment: lines at the items' rates, then the deductions. */
const BILLS = `insert into exam_bills (unit_id, exam_id, expert_id, assignment_id, lines, gross, tax, stamp, net, status,
    created_by, approved_by, approved_at, paid_by, bank_branch_id, routing_no, account_no, payment_ref, paid_on, created_at)
  select ${UNIT}, a.exam_id, a.expert_id, a.id, l.lines, l.gross, round(l.gross * 0.10), case when l.gross > 400 then 10 else 0 end,
    l.gross - round(l.gross * 0.10) - case when l.gross > 400 then 10 else 0 end,
    st.status, u.id,
    case when st.status <> 'created' then u.id end,
    case when st.status <> 'created' then e.end_date + 20 + time '12:00' end,
    case when st.status = 'paid' then u.id end,
    case when st.status = 'paid' then x.bank_branch_id end,
    case when st.status = 'paid' then b.routing_no end,
    case when st.status = 'paid' then x.account_no end,
    case when st.status = 'paid' then 'EFT-' || a.id end,
    case when st.status = 'paid' then e.end_date + 30 + (a.id % 10) end,
    e.end_date + 10 + time '10:00'
  from exam_assignments a
  join exam_new e on e.id = a.exam_id
  join exam_experts x on x.id = a.expert_id
  join exam_bank_branches b on b.id = x.bank_branch_id
  cross join (select id from users where email = 'exam@demo.gov.bd') u
  cross join lateral (
    select jsonb_agg(jsonb_build_object('workItemId', wi.id, 'nameBn', wi.name_bn, 'nameEn', wi.name_en,
        'measure', wi.measure, 'quantity', (w->>'quantity')::int, 'rate', wi.rate,
        'amount', (w->>'quantity')::int * wi.rate)) as lines,
      sum((w->>'quantity')::int * wi.rate)::int as gross
    from jsonb_array_elements(a.works) w join exam_work_items wi on wi.id = (w->>'workItemId')::int
  ) l
  cross join lateral (
    select case when e.exam_year < extract(year from current_date)::int - 1 then 'paid'
      else (array['paid','paid','approved','created'])[1 + ${hash('a.id', 4)}] end as status
  ) st`;

const ANSWER_SHEETS = `insert into exam_movements (unit_id, kind, exam_id, subject_id, expert_id, set_label, packets, scripts,
    status, issued_on, issued_by, received_on, received_by, received_packets, received_scripts)
  select ${UNIT}, 'answer', a.exam_id, a.subject_id, a.expert_id, 'বান্ডেল-' || ${banglaDigits('a.id % 1000')},
    2 + a.id % 3, 60 + a.id % 200,
    case when ${hash('a.id', 20)} = 0 then 'issued' else 'received' end, e.end_date, u.id,
    case when ${hash('a.id', 20)} <> 0 then e.end_date + 15 end,
    case when ${hash('a.id', 20)} <> 0 then u.id end,
    case when ${hash('a.id', 20)} <> 0 then 2 + a.id % 3 end,
    case when ${hash('a.id', 20)} <> 0 then 60 + a.id % 200 end
  from exam_assignments a
  join exam_new e on e.id = a.exam_id
  cross join (select id from users where email = 'exam@demo.gov.bd') u
  where a.id % 2 = 0`;

const QUESTION_PAPERS = `insert into exam_movements (unit_id, kind, exam_id, subject_id, centre, set_label, packets, status,
    issued_on, issued_by, received_on, received_by, received_packets)
  select ${UNIT}, 'question', e.id, e.subject_ids[1 + s % 4], 'কেন্দ্র ' || ${banglaDigits('e.n % 300')},
    (array['ক','খ','গ','ঘ'])[1 + s / 4], 3, 'received', e.end_date - 10, u.id, e.end_date - 3, u.id, 3
  from exam_new e
  cross join generate_series(0, 15) s
  cross join (select id from users where email = 'exam@demo.gov.bd') u
  where s < 16 and (e.n * 16 + s) <= 4000`;

/** The dashboard's totals per exam and stage, counted once from the bills. */
const TOTALS = `insert into exam_bill_totals (unit_id, exam_id, status, bills, gross, net)
  select unit_id, exam_id, status, count(*), sum(gross), sum(net) from exam_bills where unit_id = ${UNIT}
  group by unit_id, exam_id, status
  on conflict (exam_id, status) do update set bills = excluded.bills, gross = excluded.gross, net = excluded.net`;

export async function insertExam(tx: Tx): Promise<number> {
  await run(tx, SUBJECTS);
  await run(tx, BANKS);
  await run(tx, EXPERT_ROWS);
  await run(tx, EXAM_ROWS);
  await run(tx, NEW_EXAMS);
  await run(tx, ASSIGNMENTS);
  const bills = await run(tx, BILLS);
  await run(tx, TOTALS);
  await run(tx, ANSWER_SHEETS);
  await run(tx, QUESTION_PAPERS);
  return bills;
}
