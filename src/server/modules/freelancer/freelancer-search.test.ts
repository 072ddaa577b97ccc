/**
 * The DoICT search for a common name: past the count's cap the page walks the sort index instead
 * of sorting every match (docs/decisions.md, Freelancers). Either way the caller gets the same
 * rows in the same order as the plain SQL of the list gives.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../platform/paging';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let superAdmin: Caller;
const COMMON = EXACT_COUNT_LIMIT + 50;
const LIST = '/api/freelancer/national/freelancers';

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await callerFor(t, DEMO.superAdmin);
  // A first name more common than the count's cap, with surnames, earnings and dates that differ.
  await t.database.db.execute(sql`insert into freelancers
      (name, email, mobile, district_id, status, lifetime_earnings, first_joining_date, skills)
    select 'রাকিব ' || (array['হাসান','ইসলাম','আহমেদ','চৌধুরী'])[1 + g % 4],
      'rakib' || g || '@example.com', '0185' || lpad(g::text, 7, '0'), 1 + g % 64, 'active',
      (g * 37 % 5000)::numeric(14,2), date '2015-01-01' + g % 3000, null
    from generate_series(1, ${COMMON}) g`);
});
afterAll(() => t.close());

type Page = { data: { items: { id: number }[]; total: number } };
const ids = (body: Page) => body.data.items.map((item) => item.id);

async function expectedIds(order: string, offset: number): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql.raw(`select id from freelancers where search_text like '%রাকিব%'
      order by ${order} limit 20 offset ${offset}`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

describe('a search matching more than the cap', () => {
  it('shows the capped total and page 1 by name as the list orders it', async () => {
    const response = await superAdmin.get(`${LIST}?search=${encodeURIComponent('রাকিব')}`);
    expect(response.status).toBe(200);
    const body = response.body as Page;
    expect(body.data.total).toBe(EXACT_COUNT_LIMIT);
    expect(ids(body)).toEqual(await expectedIds('name asc, id asc', 0));
  });

  it('pages by earnings, highest first, the same as the SQL', async () => {
    const response = await superAdmin.get(
      `${LIST}?search=${encodeURIComponent('রাকিব')}&sort=lifetimeEarnings&order=desc&page=3`,
    );
    expect(ids(response.body as Page)).toEqual(
      await expectedIds('lifetime_earnings desc nulls last, id desc nulls last', 40),
    );
  });

  it('counts a rarer name exactly and orders it the same way', async () => {
    const response = await superAdmin.get(
      `${LIST}?search=${encodeURIComponent('রাকিব চৌধুরী')}&sort=firstJoiningDate`,
    );
    const body = response.body as Page;
    expect(body.data.total).toBe(Math.floor(COMMON / 4));
    const expected = (await t.database.db.execute(
      sql`select id from freelancers where search_text like '%রাকিব চৌধুরী%'
        order by first_joining_date asc nulls last, id asc nulls last limit 20`,
    )) as unknown as { rows: { id: number }[] };
    expect(ids(body)).toEqual(expected.rows.map((row) => Number(row.id)));
  });
});
