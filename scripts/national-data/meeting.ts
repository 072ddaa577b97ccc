/**
 * Meetings at national scale: about 400,000 meetings over two years (20 per generated office at
 * 20,000 offices), each with its agenda, three invited desks of the office (and for one in four the
 * controlling office invited, nominated or not), and five decisions each (about 2 million tasks),
 * pending, overdue or completed, with a responsible desk of the office. Each office's meetings are a
 * monthly series, so the rollover reads real open decisions.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, type Plan, run } from './sql';

export const MEETINGS_PER_OFFICE = 20;
export const DECISIONS_PER_MEETING = 5;

/** Each generated office with its head desk and two more desks (for chair and invitees). */
const OFFICE_DESKS = (plan: Plan) => `create temporary table meeting_offices on commit drop as
  select o.id as office_id, coalesce(o.controlling_office_id, o.parent_office_id) as up_id,
    (array_agg(d.id order by d.parent_desk_id nulls first, d.id))[1:4] as desks
  from offices o join desks d on d.office_id = o.id
  where o.id >= ${plan.firstOfficeId}
  group by o.id`;

const STATES = `(array['archived','archived','archived','archived','archived','archived','archived','archived',
  'finalised','finalised','finalised','finalised','minutes_pending','held','invited','draft'])`;

const MEETINGS = `insert into meetings (office_id, kind, title, meeting_type, chair_desk_id, meeting_date, start_time,
    end_time, venue, status, series_id, memo_no, search_text, created_by, finalised_at, created_at, updated_at)
  select m.office_id, case when m.k % 4 = 0 and m.up_id is not null then 'inter_office' else 'own' end,
    m.title, case when m.k % 4 = 0 then 'coordination' else 'regular' end, m.desks[1], m.day, '10:30', '12:30',
    'সম্মেলন কক্ষ', m.status, null,
    case when m.status in ('finalised', 'archived') then '৫৬.০৪.০০০০.০০০.০৬.' || m.office_id || '.' || m.k end,
    lower(m.title), 1,
    case when m.status in ('finalised', 'archived') then m.day + 3 + time '12:00' end,
    m.day - 10 + time '10:00', m.day + time '10:00'
  from (
    select o.office_id, o.up_id, o.desks, k,
      'মাসিক সমন্বয় সভা নং ' || k as title,
      -- Twenty meetings a month apart, the last ones still ahead.
      (current_date - 36 * (${MEETINGS_PER_OFFICE} - 2 - k))::date as day,
      case when k = ${MEETINGS_PER_OFFICE} then 'draft' when k = ${MEETINGS_PER_OFFICE} - 1 then 'invited'
           else ${STATES}[1 + ${hash('o.office_id * 7 + k', 12)}] end as status
    from meeting_offices o cross join generate_series(1, ${MEETINGS_PER_OFFICE}) k
  ) m`;

const SERIES = (plan: Plan) => `update meetings m set series_id = f.first_id
  from (select office_id, min(id) as first_id from meetings where office_id >= ${plan.firstOfficeId} group by office_id) f
  where m.office_id = f.office_id and m.office_id >= ${plan.firstOfficeId}`;

const AGENDA = (plan: Plan) => `insert into meeting_agenda_items (meeting_id, position, title, discussion)
  select m.id, p, (array['পূর্ববর্তী সভার সিদ্ধান্ত বাস্তবায়ন অগ্রগতি','ডিজিটাল সেবার অগ্রগতি','বিবিধ'])[p],
    case when m.status in ('minutes_pending','finalised','archived') then 'বিস্তারিত আলোচনা হয়।' end
  from meetings m cross join generate_series(1, 3) p where m.office_id >= ${plan.firstOfficeId}`;

const INVITEES = (
  plan: Plan,
) => `insert into meeting_invitees (meeting_id, kind, desk_id, office_id, attended,
    meeting_date, meeting_status, nominee_desk_id, substitute_desk_id, nominated_at)
  select m.id, 'desk', o.desks[i], m.office_id, m.status in ('minutes_pending','finalised','archived'),
    m.meeting_date, m.status, null, null, null
  from meetings m join meeting_offices o on o.office_id = m.office_id
  cross join generate_series(2, 4) i
  where m.office_id >= ${plan.firstOfficeId} and o.desks[i] is not null
  union all
  select m.id, 'office', null, o.up_id, m.status in ('minutes_pending','finalised','archived'),
    m.meeting_date, m.status,
    case when m.status <> 'invited' or ${hash('m.id', 2)} = 0 then up.desks[1] end,
    case when m.status <> 'invited' or ${hash('m.id', 2)} = 0 then up.desks[2] end,
    case when m.status <> 'invited' or ${hash('m.id', 2)} = 0 then m.meeting_date - 3 + time '12:00' end
  from meetings m join meeting_offices o on o.office_id = m.office_id
  join meeting_offices up on up.office_id = o.up_id
  where m.office_id >= ${plan.firstOfficeId} and m.kind = 'inter_office'`;

const DECISIONS = (
  plan: Plan,
) => `insert into meeting_decisions (meeting_id, office_id, series_id, position, agenda_no,
    text, responsible_desk_id, responsible_office_id, deadline, status, active, search_text, completed_at, completed_by)
  select m.id, m.office_id, m.series_id, p, 1 + (p % 3),
    'সিদ্ধান্ত ' || p || ': ' || m.title, coalesce(o.desks[1 + (p % 4)], o.desks[1]), m.office_id,
    m.meeting_date + 30, d.status, m.status in ('finalised','archived'),
    lower('সিদ্ধান্ত ' || p || ': ' || m.title),
    case when d.status = 'done' then m.meeting_date + 20 + time '16:00' end,
    case when d.status = 'done' then 1 end
  from meetings m join meeting_offices o on o.office_id = m.office_id
  cross join generate_series(1, ${DECISIONS_PER_MEETING}) p
  cross join lateral (select case when m.status = 'archived' and ${hash('m.id * 5 + p', 10)} < 8 then 'done'
    else 'open' end as status) d
  where m.office_id >= ${plan.firstOfficeId} and m.status in ('minutes_pending','finalised','archived')`;

export async function insertMeetings(tx: Tx, plan: Plan): Promise<number> {
  await run(tx, OFFICE_DESKS(plan));
  const made = await run(tx, MEETINGS);
  await run(tx, SERIES(plan));
  await run(tx, AGENDA(plan));
  await run(tx, INVITEES(plan));
  await run(tx, DECISIONS(plan));
  return made;
}
