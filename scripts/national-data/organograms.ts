/**
 * Sections and posts of the generated offices, laid out by arithmetic on each office's planned
 * counts: post 0 is the head, posts 1..k head the k sections and report to the head, and the rest
 * are spread over the sections under their section's head, a three-level tree as real organograms are.
 */
import type { Tx } from '../../src/server/db/client';
import { OFFICE_LEVEL } from '../../src/server/db/seed/demo-offices';
import { banglaDigits, hash, literal, run } from './sql';

const SECTION_NAMES: [bn: string, en: string][] = [
  ['প্রশাসন শাখা', 'Administration Section'],
  ['হিসাব শাখা', 'Accounts Section'],
  ['পরিকল্পনা ও উন্নয়ন শাখা', 'Planning and Development Section'],
  ['কারিগরি শাখা', 'Technical Section'],
  ['আইন শাখা', 'Law Section'],
  ['প্রশিক্ষণ শাখা', 'Training Section'],
  ['মনিটরিং ও মূল্যায়ন শাখা', 'Monitoring and Evaluation Section'],
  ['ক্রয় শাখা', 'Procurement Section'],
];

/** Designation ids of the seed: the head by office level, section heads, and everyone else. */
const L = OFFICE_LEVEL;
const HEAD_ROLE = `case o.level_id when ${L.headOffice} then 1 when ${L.division} then 2 when ${L.district} then 3
  when ${L.project} then 2 when ${L.upazila} then 7 else 110 end`;
const SECTION_HEAD_ROLE = `case when o.level_id <= ${L.division} then 3 when o.level_id = ${L.district} then 7 else 110 end`;
const STAFF_ROLES = [5, 6, 8, 9, 9, 10, 10, 103, 106, 108, 109, 112, 113, 119];

const array = (values: string[]) => `array[${values.join(', ')}]`;

/** Names repeat after eight sections, so a large office's ninth is 'প্রশাসন শাখা ২'. */
const SECTIONS = `insert into sections (id, office_id, name_bn, name_en, sort_order)
  select o.section_start + k, o.id,
    (${array(SECTION_NAMES.map(([bn]) => literal(bn)))})[1 + k % 8]
      || case when k >= 8 then ' ' || ${banglaDigits('k / 8 + 1')} else '' end,
    (${array(SECTION_NAMES.map(([, en]) => literal(en)))})[1 + k % 8]
      || case when k >= 8 then ' ' || (k / 8 + 1) else '' end,
    k
  from bench_office o, generate_series(0, o.section_count - 1) k`;

const DESKS = `insert into desks (id, office_id, section_id, role_id, parent_desk_id, sort_order)
  select o.desk_start + k, o.id,
    case when k > 0 then o.section_start + (k - 1) % o.section_count end,
    case when k = 0 then ${HEAD_ROLE}
      when k <= o.section_count then ${SECTION_HEAD_ROLE}
      else (${array(STAFF_ROLES.map(String))})[1 + ${hash('o.desk_start + k', STAFF_ROLES.length)}] end,
    case when k = 0 then null
      when k <= o.section_count then o.desk_start
      else o.desk_start + 1 + (k - 1) % o.section_count end,
    k
  from bench_office o, generate_series(0, o.posts - 1) k`;

export const insertSections = (tx: Tx) => run(tx, SECTIONS);
export const insertDesks = (tx: Tx) => run(tx, DESKS);
