/**
 * National-scale offices over the seed's real geography, departments and office levels. Office n
 * belongs to department n mod D, and its slot within that department decides its level: one head
 * office, about one divisional office in 200, a district office in 25, a few projects, upazila
 * offices for two in five and institutions for the rest. Bigger levels get bigger organograms, so
 * the average comes to about 12 posts and 2.5 sections per office. Each office reports to the
 * department's office one level up in the same district or division, else to its head office.
 */
import type { Tx } from '../../src/server/db/client';
import { OFFICE_LEVEL } from '../../src/server/db/seed/demo-offices';
import { banglaDigits, hash, type Plan, run } from './sql';

const L = OFFICE_LEVEL;

/** Lookup tables indexed 0..k-1, so an office can pick a department or place by arithmetic. */
const LOOKUPS = [
  `create temp table bench_department on commit drop as
     select row_number() over (order by id) - 1 as idx, id, ministry_id, name_bn, name_en from departments`,
  `create temp table bench_upazila on commit drop as
     select row_number() over (order by u.id) - 1 as idx, u.id as upazila_id, u.district_id
     from upazilas u`,
  `create temp table bench_district on commit drop as
     select row_number() over (order by id) - 1 as idx, id as district_id from districts`,
  // A divisional office sits in the district that shares the division's name (its headquarters).
  `create temp table bench_division on commit drop as
     select row_number() over (order by v.id) - 1 as idx, v.id as division_id,
       coalesce(
         (select min(d.id) from districts d where d.division_id = v.id and d.name_bn = v.name_bn),
         (select min(d.id) from districts d where d.division_id = v.id)
       ) as district_id
     from divisions v`,
];

function officePlan(plan: Plan): string {
  const size = (table: string) => `(select count(*) from ${table})`;
  return `create temp table bench_office on commit drop as
    with slots as (
      select n, (n - 1) % ${size('bench_department')} as di, (n - 1) / ${size('bench_department')} as s
      from generate_series(1, ${plan.offices}) n
    ), levels as (
      select n, di, s, case
        when s = 0 then ${L.headOffice}
        when s % 200 = 1 then ${L.division}
        when s % 25 = 2 then ${L.district}
        when s % 97 = 5 then ${L.project}
        when s % 5 in (3, 4) then ${L.upazila}
        else ${L.institution} end as level_id
      from slots
    ), placed as (
      select l.*,
        case l.level_id
          when ${L.headOffice} then (select min(id) from districts where name_en = 'Dhaka')
          when ${L.division} then bv.district_id
          when ${L.district} then bd.district_id
          else bu.district_id end as district_id,
        case when l.level_id in (${L.upazila}, ${L.institution}, ${L.project}) then bu.upazila_id end as upazila_id
      from levels l
      join bench_division bv on bv.idx = (l.s / 200) % ${size('bench_division')}
      join bench_district bd on bd.idx = (l.s / 25 + l.di * 7) % ${size('bench_district')}
      join bench_upazila bu on bu.idx = (l.s * 37 + l.di * 101) % ${size('bench_upazila')}
    ), sized as (
      select p.*, case p.level_id
          when ${L.headOffice} then 600 when ${L.division} then 60 when ${L.district} then 30
          when ${L.project} then 15 when ${L.upazila} then 12 else 9 end as posts
      from placed p
    ), shaped as (
      select s.*, greatest(s.n % 4 + 1, s.posts / 25) as section_count from sized s
    )
    select o.n, ${plan.firstOfficeId} + o.n - 1 as id, o.level_id, o.posts, o.section_count,
      ${plan.firstDeskId} + sum(o.posts) over (order by o.n) - o.posts as desk_start,
      ${plan.firstSectionId} + sum(o.section_count) over (order by o.n) - o.section_count as section_start,
      dp.id as department_id, dp.ministry_id, d.division_id, o.district_id, o.upazila_id,
      null::int as parent_id,
      dp.name_bn || ', ' || lv.name_bn || ' ' || ${banglaDigits('o.n')} || ', '
        || coalesce(u.name_bn || ', ', '') || d.name_bn as name_bn,
      dp.name_en || ', ' || lv.name_en || ' ' || o.n || ', '
        || coalesce(u.name_en || ', ', '') || d.name_en as name_en,
      coalesce(u.name_bn || ', ', '') || d.name_bn as address,
      -- About one office in ten has no coordinates yet, as some real ones do not.
      case when o.n % 10 <> 9 then round(d.latitude + (o.n % 9 - 4) * 0.011 + ((o.n / 9) % 7 - 3) * 0.003, 7) end as latitude,
      case when o.n % 10 <> 9 then round(d.longitude - (o.n % 9 - 4) * 0.011 + ((o.n / 9) % 5 - 2) * 0.003, 7) end as longitude
    from shaped o
    join bench_department dp on dp.idx = o.di
    join office_levels lv on lv.id = o.level_id
    join districts d on d.id = o.district_id
    left join upazilas u on u.id = o.upazila_id`;
}

/** The department's office one level up in the same place, else its head office. */
const PARENTS = `with
    head as (select department_id, min(id) as id from bench_office where level_id = ${L.headOffice} group by 1),
    divisional as (select department_id, division_id, min(id) as id from bench_office
      where level_id = ${L.division} group by 1, 2),
    district as (select department_id, district_id, min(id) as id from bench_office
      where level_id = ${L.district} group by 1, 2),
    chosen as (
      select o.n, case
          when o.level_id = ${L.headOffice} then null
          when o.level_id = ${L.division} then h.id
          when o.level_id = ${L.district} then coalesce(dv.id, h.id)
          else coalesce(ds.id, dv.id, h.id) end as parent_id
      from bench_office o
      left join head h on h.department_id = o.department_id
      left join divisional dv on dv.department_id = o.department_id and dv.division_id = o.division_id
      left join district ds on ds.department_id = o.department_id and ds.district_id = o.district_id
    )
  update bench_office o set parent_id = c.parent_id from chosen c where c.n = o.n`;

const INSERT = `insert into offices (id, name_bn, name_en, office_level_id, ministry_id, department_id,
    parent_office_id, controlling_office_id, division_id, district_id, upazila_id, address, phone, email,
    latitude, longitude, site_permissions)
  select id, name_bn, name_en, level_id, ministry_id, department_id, parent_id, parent_id, division_id,
    district_id, upazila_id, address, '02-' || (5000000 + ${hash('n', 4000000)}), 'office' || id || '@bench.gov.bd',
    latitude, longitude, jsonb_build_object('meetingMgt', level_id <= ${L.division})
  from bench_office`;

export async function planOffices(tx: Tx, plan: Plan): Promise<number> {
  for (const statement of LOOKUPS) await run(tx, statement);
  const planned = await run(tx, officePlan(plan));
  await run(tx, 'create unique index on bench_office (n)');
  await run(tx, PARENTS);
  return planned;
}

export const insertOffices = (tx: Tx) => run(tx, INSERT);
