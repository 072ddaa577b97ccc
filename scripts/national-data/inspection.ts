/**
 * Inspections at national scale: one ten-item checklist, 100,000 inspectors (posted officers whose
 * desk reports to another) with three inspected tour plans each over the last year of their own
 * office or an office under it (300,000 plans and inspections, 3 million answers), a quarter of them
 * with a fourth plan waiting at their controlling desk, and about 500,000 recommendations in every
 * state, a third of them overdue; monthly targets for the inspectors this year.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, literal, type Plan, run } from './sql';

export const INSPECTORS = 100_000;
export const INSPECTIONS_PER_INSPECTOR = 3;
const ITEMS = 10;

const DESIGN = JSON.stringify({
  sections: [
    {
      titleBn: 'দাপ্তরিক কার্যক্রম ও ডিজিটাল ল্যাব',
      items: Array.from({ length: ITEMS }, (_, index) => ({
        key: `k${index + 1}`,
        labelBn: `পরিদর্শনের প্রশ্ন ${index + 1}`,
        type: index % 3 === 2 ? 'score' : index % 3 === 1 ? 'number' : 'yes_no',
        required: index === 0,
        ...(index % 3 === 2 ? { maxScore: 5 } : {}),
      })),
    },
  ],
});

const TEMPLATE = `insert into inspection_templates (kind, name_bn, name_en, version, item_count)
  values ('checklist', 'জাতীয় পরিদর্শন চেকলিস্ট', 'National inspection checklist', 1, ${ITEMS})`;
const VERSION = `insert into inspection_template_versions (template_id, version, name_bn, design, item_count)
  select id, 1, name_bn, ${literal(DESIGN)}::jsonb, ${ITEMS} from inspection_templates where name_en = 'National inspection checklist'`;

/** Each office and one office under it (its first child), for the visits. */
const CHILDREN = `create temporary table inspection_children on commit drop as
  select distinct on (coalesce(controlling_office_id, parent_office_id)) coalesce(controlling_office_id, parent_office_id) as office_id, id as child_id
  from offices where coalesce(controlling_office_id, parent_office_id) is not null
  order by coalesce(controlling_office_id, parent_office_id), id`;

const INSPECTOR_SET = (plan: Plan) => `create temporary table inspection_inspectors on commit drop as
  select ur.user_id, ur.desk_id, d.office_id, d.parent_desk_id, row_number() over (order by ur.user_id) as n
  from (select distinct on (user_id) user_id, desk_id from user_roles
        where released_on is null and not is_additional_charge and user_id >= ${plan.firstUserId}
        order by user_id, id) ur
  join desks d on d.id = ur.desk_id
  where d.parent_desk_id is not null
  order by ur.user_id
  limit ${INSPECTORS}`;

const PLANS = `insert into inspection_plans
    (user_id, desk_id, office_id, target_office_id, template_id, visit_date, purpose, status,
     approver_desk_id, submitted_at, decided_at, created_at, updated_at)
  select i.user_id, i.desk_id, i.office_id,
    case when ${hash('i.n * 7 + k', 2)} = 0 then coalesce(c.child_id, i.office_id) else i.office_id end,
    t.id, v.visit_date,
    (array['ডিজিটাল ল্যাব পরিদর্শন','দাপ্তরিক কার্যক্রম পরিদর্শন','সুপারিশ বাস্তবায়ন যাচাই'])[1 + ${hash('i.n + k', 3)}],
    case when k <= ${INSPECTIONS_PER_INSPECTOR} then 'inspected' else 'pending' end,
    i.parent_desk_id, v.visit_date - 7 + time '10:00',
    case when k <= ${INSPECTIONS_PER_INSPECTOR} then v.visit_date - 5 + time '12:00' end,
    v.visit_date - 8 + time '09:00', v.visit_date - 5 + time '12:00'
  from inspection_inspectors i
  left join inspection_children c on c.office_id = i.office_id
  cross join (select id from inspection_templates where name_en = 'National inspection checklist') t
  cross join generate_series(1, ${INSPECTIONS_PER_INSPECTOR + 1}) k
  cross join lateral (
    select case when k <= ${INSPECTIONS_PER_INSPECTOR}
      then current_date - 360 + (k - 1) * 120 + ${hash('i.n * 11 + k', 110)}::int
      else current_date + 3 + ${hash('i.n', 20)}::int end as visit_date
  ) v
  where k <= ${INSPECTIONS_PER_INSPECTOR} or ${hash('i.n * 13', 4)} = 0`;

const INSPECTIONS = `insert into inspections
    (plan_id, user_id, office_id, target_office_id, visit_date, template_version_id, latitude, longitude,
     score, max_score, status, started_at, submitted_at, updated_at)
  select p.id, p.user_id, p.office_id, p.target_office_id, p.visit_date, v.id,
    20.6 + ${hash('p.id', 600)}::numeric / 100, 88.1 + ${hash('p.id * 3', 450)}::numeric / 100,
    ${hash('p.id * 5', 12)}, 11, 'submitted',
    p.visit_date + time '10:00', p.visit_date + time '16:00', p.visit_date + time '16:00'
  from inspection_plans p
  join inspection_template_versions v on v.template_id = p.template_id and v.version = 1
  join inspection_templates t on t.id = p.template_id and t.name_en = 'National inspection checklist'
  where p.status = 'inspected'`;

const ANSWERS = `insert into inspection_answers (inspection_id, item_key, value)
  select i.id, 'k' || g,
    case when g % 3 = 2 then (${hash('i.id * 7 + g', 6)})::text
         when g % 3 = 1 then (${hash('i.id * 5 + g', 40)})::text
         else (array['yes','yes','no'])[1 + ${hash('i.id * 3 + g', 3)}] end
  from inspections i
  cross join generate_series(1, ${ITEMS}) g
  where i.template_version_id = (select v.id from inspection_template_versions v
    join inspection_templates t on t.id = v.template_id where t.name_en = 'National inspection checklist')`;

const RECOMMENDATIONS = `insert into inspection_recommendations
    (inspection_id, item_key, text, responsible_office_id, inspector_id, inspector_office_id,
     target_office_id, deadline, status, progress, closed_at, created_at, updated_at)
  select i.id, 'k' || (1 + ${hash('i.id + g', ITEMS)}),
    (array['অকেজো কম্পিউটার মেরামত করুন','ই-নথিতে অনিষ্পন্ন নথি নিষ্পত্তি করুন','ল্যাব ব্যবহার রেজিস্টার হালনাগাদ রাখুন',
           'সিটিজেন চার্টার হালনাগাদ করুন','ইন্টারনেট সংযোগ সচল রাখুন'])[1 + ${hash('i.id * 3 + g', 5)}],
    i.target_office_id, i.user_id, i.office_id, i.target_office_id, i.visit_date + 30, s.status,
    case s.status when 'open' then 0 when 'in_progress' then 50 else 100 end,
    case when s.status = 'closed' then i.visit_date + 25 + time '12:00' end,
    i.submitted_at, i.submitted_at
  from inspections i
  cross join generate_series(1, 2) g
  cross join lateral (
    select (array['closed','closed','closed','implemented','in_progress','open'])[1 + ${hash('i.id * 17 + g', 6)}] as status
  ) s
  where i.template_version_id = (select v.id from inspection_template_versions v
    join inspection_templates t on t.id = v.template_id where t.name_en = 'National inspection checklist')
    and (g = 1 or i.id % 3 <> 0)`;

const TARGETS = `insert into inspection_targets (user_id, office_id, year, month, count)
  select i.user_id, i.office_id, extract(year from current_date)::int, m, 1 + ${hash('i.n + m', 3)}
  from inspection_inspectors i cross join generate_series(1, 12) m
  on conflict do nothing`;

export async function insertInspections(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, TEMPLATE);
  await run(tx, VERSION);
  await run(tx, CHILDREN);
  await run(tx, INSPECTOR_SET(plan));
  await run(tx, PLANS);
  const made = await run(tx, INSPECTIONS);
  await run(tx, ANSWERS);
  await run(tx, RECOMMENDATIONS);
  await run(tx, TARGETS);
  return made;
}
