/**
 * Freelancers at national scale: 700,000 in the 64 districts (Dhaka, Chattogram and the other large
 * districts a little fuller), with Bangla names, the seeded categories and roles, dollar earnings
 * and joining dates from 2010 on, and 1.2 million marketplace entries (every freelancer on one
 * marketplace, five in seven on a second), and the words of their names for the one-word search.
 * Set-based: one statement per table.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, run } from './sql';

export const NATIONAL_FREELANCERS = 700_000;

const FIRST = `(array['রাকিব','সুমাইয়া','তানভীর','নুসরাত','মাহফুজ','ফারজানা','আরিফ','সাবরিনা','ইমরান','জান্নাতুল','শাকিল','মৌসুমী','রিফাত','তাসলিমা','হাসিব','শারমিন'])`;
const LAST = `(array['হাসান','আক্তার','রহমান','ইসলাম','আহমেদ','খাতুন','হোসেন','সুলতানা','চৌধুরী','মিয়া'])`;
const SKILLS = `(array['ওয়ার্ডপ্রেস, পিএইচপি, জাভাস্ক্রিপ্ট','ফটোশপ, ইলাস্ট্রেটর, লোগো ডিজাইন','এসইও, ফেসবুক মার্কেটিং','কনটেন্ট রাইটিং, ইংরেজি অনুবাদ','প্রিমিয়ার প্রো, মোশন গ্রাফিক্স','এক্সেল, ডেটা এন্ট্রি','react, node.js','python, django'])`;

const FREELANCERS = (total: number) => `insert into freelancers
    (name, email, mobile, district_id, status, category_id, role_id, total_income, lifetime_earnings,
     hourly_rate, first_joining_date, skills, training_interest, people_trained, training_hours, address)
  select ${FIRST}[1 + ${hash('g * 11 + 1', 16)}] || ' ' || ${LAST}[1 + ${hash('g * 11 + 2', 10)}],
    'freelancer' || g || '@example.com',
    '016' || lpad(g::text, 8, '0'),
    -- A fifth of them in the eight largest districts, the rest spread over all 64.
    case when ${hash('g * 11 + 3', 5)} = 0 then (array[47, 41, 44, 15, 27, 36, 9, 43])[1 + ${hash('g * 11 + 4', 8)}]
         else 1 + ${hash('g * 11 + 5', 64)} end,
    case when ${hash('g * 11 + 6', 8)} = 0 then 'inactive' else 'active' end,
    (select min(id) from freelancer_categories) + ${hash('g * 11 + 7', 6)},
    (select min(id) from freelancer_roles) + ${hash('g * 11 + 8', 3)},
    (${hash('g * 11 + 9', 5000000)} + 10000)::numeric(14,2),
    (${hash('g * 11 + 10', 20000000)} / 100.0)::numeric(14,2),
    (5 + ${hash('g * 11 + 11', 60)})::numeric(14,2),
    date '2010-01-01' + ${hash('g * 13 + 1', 5800)}::int,
    ${SKILLS}[1 + ${hash('g * 13 + 2', 8)}],
    case when ${hash('g * 13 + 3', 2)} = 0 then 'উন্নত ওয়েব ডেভেলপমেন্ট' end,
    ${hash('g * 13 + 4', 40)}, ${hash('g * 13 + 5', 120)},
    'জেলা সদর'
  from generate_series(1, ${total}) g`;

/** Every freelancer on one marketplace; five in seven on a second (about 1.2 million in all). */
const ENTRIES = `insert into freelancer_marketplace_entries
    (freelancer_id, marketplace_id, profile_link, earnings, total_projects, joining_date)
  select f.id, m.marketplace_id,
    'https://www.example.com/freelancer/' || f.id || '/' || m.marketplace_id,
    (f.lifetime_earnings * m.share)::numeric(14,2),
    1 + ${hash('f.id * 3 + m.slot', 200)},
    f.first_joining_date + 30
  from freelancers f
  cross join lateral (
    select slot, share, ids[1 + (${hash('f.id', 4)} + slot) % array_length(ids, 1)] as marketplace_id
    from (select array_agg(id order by id) as ids from freelancer_marketplaces) mp,
      (values (0, 0.7), (1, 0.3)) as s(slot, share)
    where slot = 0 or ${hash('f.id * 5', 7)} < 5
  ) m
  where f.mobile like '016%'`;

/** With the dashboard's triggers off, then its figures counted once from the tables. */
export async function insertFreelancers(tx: Tx, total = NATIONAL_FREELANCERS): Promise<number> {
  await run(tx, 'alter table freelancers disable trigger user');
  await run(tx, 'alter table freelancer_marketplace_entries disable trigger user');
  const made = await run(tx, FREELANCERS(total));
  await run(tx, 'analyze freelancers');
  const entries = await run(tx, ENTRIES);
  await run(tx, 'analyze freelancer_marketplace_entries');
  await run(tx, 'alter table freelancers enable trigger user');
  await run(tx, 'alter table freelancer_marketplace_entries enable trigger user');
  await run(tx, 'select freelancer_stats_rebuild()');
  // The name's words for the one-word search, which the trigger keeps from here on.
  await run(tx, 'select freelancer_name_words_rebuild()');
  return made + entries;
}
