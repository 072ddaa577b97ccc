/**
 * Digital labs at national scale: 12,000 labs over every upazila (three in five SRDL), 200,000
 * devices in every condition, ten activities a lab over the last year, the labs' own counters, and
 * one inspection in fifteen (with its plan and recommendations) tied to a lab, so the SRDL
 * dashboard's inspection coverage and the lab recommendation lists have national volumes too.
 * Run after the inspections step.
 */
import type { Tx } from '../../src/server/db/client';
import { banglaDigits, hash, run } from './sql';

export const LABS = 12_000;
export const EQUIPMENT = 200_000;
const ACTIVITIES_PER_LAB = 10;

const LAB_ROWS = `insert into labs
    (type, institution_bn, institution_en, code, district_id, upazila_id, latitude, longitude,
     established_year, contact_teacher, contact_mobile)
  select (array['srdl','srdl','srdl','ict','language','srdl','other','srdl','ict','srdl'])[1 + ${hash('g', 10)}],
    u.name_bn || ' ' || (array['সরকারি উচ্চ বিদ্যালয়','মডেল দাখিল মাদ্রাসা','বালিকা উচ্চ বিদ্যালয়','ডিগ্রি কলেজ','পাইলট স্কুল অ্যান্ড কলেজ'])[1 + ${hash('g * 3', 5)}]
      || ' ' || ${banglaDigits('g')},
    u.name_en || ' ' || (array['Government High School','Model Dakhil Madrasa','Girls High School','Degree College','Pilot School and College'])[1 + ${hash('g * 3', 5)}]
      || ' ' || g,
    'N' || lpad(g::text, 6, '0'), u.district_id, u.id,
    20.8 + ${hash('g * 7', 580)}::numeric / 100, 88.1 + ${hash('g * 11', 450)}::numeric / 100,
    2010 + ${hash('g * 13', 16)},
    (array['মোঃ রফিকুল ইসলাম','সেলিনা আক্তার','আব্দুল করিম','নাসরিন সুলতানা','মোঃ জাহিদ হাসান'])[1 + ${hash('g * 17', 5)}],
    '017' || lpad(${hash('g * 19', 100000000)}::text, 8, '0')
  from generate_series(1, ${LABS}) g
  join (select id, district_id, name_bn, name_en, row_number() over (order by id) - 1 as n,
          count(*) over () as total from upazilas) u
    on u.n = g % u.total`;

const EQUIPMENT_ROWS = `insert into lab_equipment (lab_id, kind, model, serial, supplier, received_on, condition, condition_changed_at)
  select l.id,
    (array['laptop','laptop','laptop','laptop','desktop','projector','router','printer','ups','webcam','smart_board'])[1 + ${hash('g', 11)}],
    (array['Walton Tamarind EX510','Dell Vostro 3420','HP ProDesk 400 G7','Epson EB-X51','TP-Link Archer C6'])[1 + ${hash('g * 3', 5)}],
    'SN-' || lpad(g::text, 7, '0'),
    (array['ওয়ালটন ডিজিটেক ইন্ডাস্ট্রিজ লিমিটেড','স্মার্ট টেকনোলজিস (বিডি) লিমিটেড','গ্লোবাল ব্র্যান্ড প্রাইভেট লিমিটেড'])[1 + ${hash('g * 5', 3)}],
    make_date(l.established_year::int, (1 + ${hash('g * 7', 12)})::int, (1 + ${hash('g * 11', 28)})::int),
    c.condition, case when c.condition <> 'working' then now() - interval '1 day' * ${hash('g * 13', 300)} end
  from generate_series(1, ${EQUIPMENT}) g
  join labs l on l.code = 'N' || lpad((1 + g % ${LABS})::text, 6, '0')
  cross join lateral (select (array['working','working','working','working','working','working','working','faulty','faulty','lost'])[1 + ${hash('g * 17', 10)}] as condition) c`;

const ACTIVITY_ROWS = `insert into lab_activities (lab_id, kind, held_on, title_bn, participants, female, hours, user_id)
  select l.id, (array['class','class','usage','training'])[1 + ${hash('l.id * 3 + k', 4)}],
    current_date - ${hash('l.id * 7 + k', 365)}::int,
    (array['আইসিটি ব্যবহারিক ক্লাস','প্রোগ্রামিং পরিচিতি ক্লাস','শিক্ষকদের মাল্টিমিডিয়া প্রশিক্ষণ','ইন্টারনেট ব্যবহারের সাপ্তাহিক লগ'])[1 + ${hash('l.id * 3 + k', 4)}],
    10 + ${hash('l.id * 11 + k', 60)}, 5 + ${hash('l.id * 13 + k', 5)}, 1 + ${hash('l.id + k', 4)},
    (select min(id) from users)
  from labs l cross join generate_series(1, ${ACTIVITIES_PER_LAB}) k
  where l.code like 'N%'`;

const COUNTERS = `update labs set
    equipment_count = c.total, working_count = c.working, faulty_count = c.faulty, lost_count = c.lost,
    activity_count = ${ACTIVITIES_PER_LAB}
  from (select lab_id, count(*) as total,
          count(*) filter (where condition = 'working') as working,
          count(*) filter (where condition = 'faulty') as faulty,
          count(*) filter (where condition = 'lost') as lost
        from lab_equipment group by lab_id) c
  where c.lab_id = labs.id and labs.code like 'N%'`;

const LAB_INSPECTIONS = `update inspections i set lab_id = l.id
  from labs l where l.code = 'N' || lpad((1 + i.id % ${LABS})::text, 6, '0') and i.id % 15 = 0 and i.lab_id is null`;
const LAB_PLANS = `update inspection_plans p set lab_id = i.lab_id from inspections i
  where i.plan_id = p.id and i.lab_id is not null and p.lab_id is null`;
const LAB_RECOMMENDATIONS = `update inspection_recommendations r set lab_id = i.lab_id from inspections i
  where i.id = r.inspection_id and i.lab_id is not null and r.lab_id is null`;

export async function insertLabs(tx: Tx): Promise<number> {
  const labs = await run(tx, LAB_ROWS);
  const equipment = await run(tx, EQUIPMENT_ROWS);
  await run(tx, ACTIVITY_ROWS);
  await run(tx, COUNTERS);
  await run(tx, LAB_INSPECTIONS);
  await run(tx, LAB_PLANS);
  await run(tx, LAB_RECOMMENDATIONS);
  return labs + equipment;
}
