/**
 * Transfer applications at national scale: 50,000 from generated officers' current postings (one
 * each, chosen by a stable hash), over the last two years, in every state: a fifth waiting for the
 * deciding desk, some approved, rejected and withdrawn, and the rest carried out. A carried-out
 * application records its office order and a post of the same office as where the officer went;
 * the postings themselves are left as the officers step made them (the benchmark reads the lists,
 * not the service history behind them).
 */
import type { Tx } from '../../src/server/db/client';
import { hash, type Plan, run } from './sql';

export const NATIONAL_TRANSFER_APPLICATIONS = 50_000;

const REASONS = `(array['বৃদ্ধ মা-বাবার দেখাশোনার জন্য নিজ জেলায় বদলি প্রয়োজন',
  'স্বামী-স্ত্রী একত্রীকরণের জন্য বদলির আবেদন', 'সন্তানের লেখাপড়ার সুবিধার্থে বদলি প্রয়োজন',
  'একই কর্মস্থলে তিন বছরের বেশি কর্মরত', 'চিকিৎসার সুবিধার্থে বিভাগীয় শহরে বদলি প্রয়োজন'])`;

const APPLICATIONS = (plan: Plan) => `insert into transfer_applications
    (applicant_user_id, applicant_name_bn, applicant_name_en, user_role_id, desk_id, office_id,
     controlling_office_id, preferred_office_ids, preferred_district_ids, reason, status,
     decision_note, decided_at, to_desk_id, order_no, order_date, transferred_at, created_at, updated_at)
  select h.user_id, coalesce(p.known_as_bangla, u.name), u.name, h.id, h.desk_id, d.office_id,
    o.controlling_office_id,
    case when o.controlling_office_id is null then '{}'::integer[] else array[o.controlling_office_id] end,
    case when o.district_id is null then '{}'::integer[] else array[o.district_id] end,
    ${REASONS}[1 + ${hash('h.g * 5 + 1', 5)}] || ' (আবেদন ' || h.g || ')',
    t.status,
    case when t.status = 3 then 'প্রশাসনিক প্রয়োজনে বর্তমান কর্মস্থলে থাকা আবশ্যক' end,
    case when t.status in (2, 3, 5) then t.created_at + interval '6 days' end,
    case when t.status = 5 then h.desk_id end,
    case when t.status = 5 then '৫৬.০০.০০০০.০০০.১৯.' || h.g end,
    case when t.status = 5 then (t.created_at + interval '30 days')::date end,
    case when t.status = 5 then t.created_at + interval '30 days' end,
    t.created_at, t.created_at
  from (
    select ur.id, ur.user_id, ur.desk_id, row_number() over (order by md5(ur.id::text)) as g
    from user_roles ur
    where ur.user_id >= ${plan.firstUserId} and ur.released_on is null and not ur.is_additional_charge
    order by md5(ur.id::text)
    limit ${NATIONAL_TRANSFER_APPLICATIONS}
  ) h
  join users u on u.id = h.user_id
  join desks d on d.id = h.desk_id
  join offices o on o.id = d.office_id
  left join lateral (select known_as_bangla from profiles where user_id = h.user_id order by id limit 1) p on true
  cross join lateral (
    select
      case when ${hash('h.g * 5 + 2', 20)} < 4 then 1
           when ${hash('h.g * 5 + 2', 20)} < 7 then 2
           when ${hash('h.g * 5 + 2', 20)} < 10 then 3
           when ${hash('h.g * 5 + 2', 20)} < 12 then 4 else 5 end::smallint as status,
      now() - make_interval(days => ${hash('h.g * 5 + 3', 730)}::int, mins => ${hash('h.g * 5 + 4', 1440)}::int) as created_at
  ) t`;

export const insertTransferApplications = (tx: Tx, plan: Plan) => run(tx, APPLICATIONS(plan));
