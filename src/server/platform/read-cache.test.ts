/**
 * Read routes' answers kept while the structure generation stays (platform/read-cache.ts): a repeated
 * read is answered from memory, and any change to what it shows, through the API or straight in the
 * database, is in the very next answer. One caller's kept answer never reaches another.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_REASONS } from '../../common/contracts/support.contract';
import { currentGeneration } from '../modules/auth/auth-cache';
import { type Caller, callerFor, DEMO, TANORE_OFFICE } from '../modules/office/office.testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CLOCK_ANSWER_MS } from './read-cache';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin] = [await callerFor(t, DEMO.superAdmin), await callerFor(t, DEMO.officeAdmin)];
});
afterAll(() => t.close());

const officeList =
  '/api/office/offices?page=1&pageSize=5&search=%E0%A6%B0%E0%A6%BE%E0%A6%9C%E0%A6%B6%E0%A6%BE%E0%A6%B9%E0%A7%80';

async function read(token: string | null, url: string, lang = 'bn') {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), 'accept-language': lang },
  });
  return {
    status: response.statusCode,
    hit: response.headers['x-read-cache'] === 'hit',
    body: response.json(),
  };
}

/** An office in which the person `who` (a user id query) holds no post now. */
async function anOfficeWithoutPostOf(who: SQL): Promise<{ id: number }> {
  const { rows } = (await t.database.db.execute(sql`select id from offices where id not in (
    select d.office_id from user_roles h join desks d on d.id = h.desk_id
    where h.user_id = ${who} and h.released_on is null) order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  return rows[0];
}

describe('kept answers of read routes', () => {
  it('answers a repeated read from memory with the same answer', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const first = await read(token, officeList);
    expect(first.status).toBe(200);
    expect(first.hit).toBe(false);
    expect(first.body.data.total).toBeGreaterThan(0);
    const again = await read(token, officeList);
    expect(again.hit).toBe(true);
    expect(again.body).toEqual(first.body);
    // Another language is another answer.
    expect((await read(token, officeList, 'en')).hit).toBe(false);
  });

  it('shows an office renamed through the API in the next answer', async () => {
    const list = '/api/office/offices?search=%E0%A6%A4%E0%A6%BE%E0%A6%A8%E0%A7%8B%E0%A6%B0';
    const office = TANORE_OFFICE;
    expect((await superAdmin.get(list)).body.data.total).toBe(0);
    const created = await superAdmin.post('/api/office/offices', office);
    expect(created.status).toBe(200);
    expect((await superAdmin.get(list)).body.data.total).toBe(1);
    const token = await t.tokenFor(DEMO.superAdmin);
    expect((await read(token, list)).hit).toBe(true);
    await superAdmin.put(`/api/office/offices/${created.body.data.id}`, {
      ...office,
      nameBn: 'উপজেলা আইসিটি কার্যালয়, মোহনপুর',
    });
    const after = await read(token, list);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(0);
  });

  it('shows a ministry renamed straight in the database in the next answer', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const url = '/api/office/offices?ministryId=1&page=1&pageSize=1';
    const before = await read(token, url);
    await read(token, url);
    expect((await read(token, url)).hit).toBe(true);
    expect(before.body.data.items[0].ministry.id).toBe(1);
    await t.database.db.execute(sql`update ministries set name_bn = 'নতুন নামের মন্ত্রণালয়' where id = 1`);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.items[0].ministry.nameBn).toBe('নতুন নামের মন্ত্রণালয়');
  });

  it('keeps a public answer until the geography changes', async () => {
    const url = '/api/geography/districts?divisionId=2';
    const first = await read(null, url);
    expect(first.status).toBe(200);
    expect((await read(null, url)).hit).toBe(true);
    const [district] = first.body.data.items ?? first.body.data;
    await t.database.db.execute(sql`update districts set name_bn = 'নতুন জেলা' where id = ${district.id}`);
    const after = await read(null, url);
    expect(after.hit).toBe(false);
    expect(JSON.stringify(after.body)).toContain('নতুন জেলা');
  });

  it('never gives one caller the answer kept for another', async () => {
    const superToken = await t.tokenFor(DEMO.superAdmin);
    const adminToken = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/office/offices?page=1&pageSize=20';
    const all = await read(superToken, url);
    expect((await read(superToken, url)).hit).toBe(true);
    const own = await read(adminToken, url);
    expect(own.hit).toBe(false);
    expect(own.body.data.total).toBeLessThan(all.body.data.total);
    expect((await officeAdmin.get(url)).body.data.total).toBe(own.body.data.total);
  });

  it('keeps no refusal or error', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const missing = '/api/office/offices/999999';
    expect((await read(token, missing)).status).toBe(404);
    expect((await read(token, missing)).hit).toBe(false);
  });
});

describe("kept answers about one office's work", () => {
  const queue = '/api/registration/requests';
  const dashboard = '/api/reports/admindashboard/10';
  /** Any desk of an office, with a user of the demo data, for a request written straight in the database. */
  async function addRequest(officeId: number) {
    await t.database.db.execute(sql`
      insert into desk_requests (user_id, desk_id, office_id)
      select (select id from users order by id limit 1), id, office_id from desks where office_id = ${officeId} limit 1`);
  }

  it("shows a new desk request of the office in the office admin's next answer, and keeps it through another office's", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const before = await read(token, queue);
    expect(before.status).toBe(200);
    expect((await read(token, queue)).hit).toBe(true);
    const [other] = (
      (await t.database.db.execute(sql`select id from offices where id <> 10 and exists (
        select 1 from desks where desks.office_id = offices.id) order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await addRequest(other.id);
    expect((await read(token, queue)).hit).toBe(true);
    await addRequest(10);
    const after = await read(token, queue);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect((await read(token, queue)).hit).toBe(true);
  });

  it('raises the numbers of transactions that change two offices and the structure, in any order, without a deadlock', async () => {
    const generations = async () =>
      (
        (await t.database.db.execute(
          sql`select office_id, value from office_generations order by office_id`,
        )) as unknown as { rows: { office_id: number; value: string }[] }
      ).rows.map((row): [number, number] => [row.office_id, Number(row.value)]);
    const offices = (
      (await t.database.db.execute(
        sql`select distinct office_id as id from desks order by office_id limit 2`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
    const before = new Map(await generations());
    const structureBefore = await currentGeneration(t.database.db);
    const runs = 12;
    const outcomes = await Promise.allSettled(
      Array.from({ length: runs }, (_, run) =>
        t.database.db.transaction(async (tx) => {
          // Half mark the structure first, half last; each marks the two offices in another order.
          const order = run % 2 === 0 ? offices : [...offices].reverse();
          if (run % 4 < 2) await tx.execute(sql`update users set updated_at = updated_at where id = 1`);
          for (const officeId of order) {
            await tx.execute(sql`
              insert into desk_requests (user_id, desk_id, office_id, status)
              select 1, id, office_id, 'rejected' from desks where office_id = ${officeId} limit 1`);
            await tx.execute(sql`select pg_sleep(0.01)`);
          }
          if (run % 4 >= 2) await tx.execute(sql`update users set updated_at = updated_at where id = 1`);
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const after = new Map(await generations());
    for (const officeId of offices) expect(after.get(officeId)).toBe((before.get(officeId) ?? 0) + runs);
    expect(await currentGeneration(t.database.db)).toBe(structureBefore + runs);
  });

  // PostgreSQL only: the embedded database runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'takes the office numbers before the structure number, so two commits in opposite orders do not deadlock',
    async () => {
      const db = t.database.db;
      const waiting = async () =>
        Number(
          (
            (await db.execute(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0].n,
        );
      const until = async (count: number) => {
        for (let tries = 0; (await waiting()) < count; tries++) {
          if (tries > 200) throw new Error(`never ${count} waiting`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const release = () => {
        let open = () => {};
        const gate = new Promise<void>((resolve) => {
          open = resolve;
        });
        return { gate, open };
      };
      // Each changes an account of its own (so neither waits for the other's row): a structure change.
      const structure = (userId: number) =>
        sql`update users set updated_at = updated_at where id = ${userId}`;
      const request = sql`insert into desk_requests (user_id, desk_id, office_id, status)
        select 1, id, office_id, 'rejected' from desks where office_id = 10 limit 1`;
      await db.execute(request);
      // Office 10's number is held, so both commits below queue on it.
      const holder = release();
      const held = db.transaction(async (tx) => {
        await tx.execute(sql`select value from office_generations where office_id = 10 for update`);
        await holder.gate;
      });
      const officeFirst = release();
      const first = db.transaction(async (tx) => {
        await tx.execute(request);
        await tx.execute(structure(1));
        await officeFirst.gate;
      });
      const structureFirst = release();
      const second = db.transaction(async (tx) => {
        await tx.execute(structure(2));
        await tx.execute(request);
        await structureFirst.gate;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      officeFirst.open();
      await until(1);
      structureFirst.open();
      await until(2);
      holder.open();
      const outcomes = await Promise.allSettled([held, first, second]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    },
  );

  it("keeps an app admin's queue of every office until a request changes anywhere", async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const before = await read(token, queue);
    expect((await read(token, queue)).hit).toBe(true);
    await addRequest(10);
    const after = await read(token, queue);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });

  it("shows a skill added to one of the office's people in the dashboard's next answer", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const before = await read(token, dashboard);
    expect(before.status).toBe(200);
    expect((await read(token, dashboard)).hit).toBe(true);
    // A posted officer of office 10 gains a skill nobody there has yet.
    await t.database.db.execute(sql`
      insert into profile_skills (user_id, skill_area_id, skill)
      select h.user_id, (select id from skill_areas order by id limit 1), 'ভূ-তথ্য বিশ্লেষণ (জিআইএস)'
      from user_roles h join desks d on d.id = h.desk_id
      where d.office_id = 10 and h.released_on is null and not h.is_additional_charge
      order by h.user_id limit 1`);
    const after = await read(token, dashboard);
    expect(after.hit).toBe(false);
    expect(after.body.data.totalSkills).toBe(before.body.data.totalSkills + 1);
  });

  it("shows leave sent on to the office's desk in the dashboard's next answer", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const before = await read(token, dashboard);
    expect((await read(token, dashboard)).hit).toBe(true);
    const moved = await t.database.db.execute(sql`
      update leave_applications set current_office_id = 10
      where id = (select id from leave_applications where status = 'pending' and current_office_id <> 10
        and office_id <> 10 order by id limit 1)`);
    expect((moved as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 1).toBe(1);
    const after = await read(token, dashboard);
    expect(after.hit).toBe(false);
    expect(after.body.data.otherOfficeLeavePending).toBe(before.body.data.otherOfficeLeavePending + 1);
  });
});

describe('kept leave lists of an office', () => {
  it("shows leave sent on to the office admin's desk in the next answer of the desk's queue", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/leave/approvals?page=1&pageSize=10';
    const before = await read(token, url);
    expect(before.status).toBe(200);
    expect((await read(token, url)).hit).toBe(true);
    await t.database.db.execute(sql`
      update leave_applications set current_desk_id = h.desk_id, current_office_id = d.office_id
      from users u join user_roles h on h.user_id = u.id and h.released_on is null
        join desks d on d.id = h.desk_id
      where u.email = ${DEMO.officeAdmin} and d.office_id = 10
        and leave_applications.id = (select id from leave_applications where status = 'pending'
          and current_office_id <> 10 order by id limit 1)`);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });

  it("keeps the office's history", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const office = '/api/leave/history?scope=office';
    expect((await read(token, office)).status).toBe(200);
    expect((await read(token, office)).hit).toBe(true);
  });

  it("keeps a person's own history, and shows a decision on leave of an office they have left", async () => {
    const token = await t.tokenFor(DEMO.officer);
    const own = '/api/leave/history?page=1&pageSize=50';
    const mine = sql`(select id from users where email = ${DEMO.officer})`;
    const other = await anOfficeWithoutPostOf(mine);
    // One of the officer's applications as if made in an office left since, and approved there.
    const moved = (
      (await t.database.db.execute(sql`
        update leave_applications set office_id = ${other.id}, current_office_id = null,
          current_desk_id = null, status = 'approved', step = 0
        where id = (select id from leave_applications where user_id = ${mine} order by id limit 1)
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(moved).toHaveLength(1);
    const before = await read(token, own);
    expect(before.status).toBe(200);
    const statusOf = (body: typeof before.body) =>
      body.data.items.find((item: { id: number }) => item.id === moved[0].id)?.status;
    expect(statusOf(before.body)).toBe('approved');
    expect((await read(token, own)).hit).toBe(true);

    // Cancelled there: only the applicant's holdings tie the change to the office of their desk.
    await t.database.db.execute(
      sql`update leave_applications set status = 'cancelled' where id = ${moved[0].id}`,
    );
    const after = await read(token, own);
    expect(after.hit).toBe(false);
    expect(statusOf(after.body)).toBe('cancelled');
    expect((await read(token, own)).hit).toBe(true);
  });
});

describe('a kept inspection list', () => {
  const list = '/api/inspection/inspections?scope=office&page=1&pageSize=50';
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("shows a lab renamed and a recommendation added in the office's next answer, not a lab's counts", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const before = await read(token, list);
    expect(before.status).toBe(200);
    type Item = {
      id: number;
      lab: { id: number; institutionBn: string } | null;
      recommendationCount: number;
    };
    const named = (before.body.data.items as Item[]).find((item) => item.lab !== null);
    expect(named).toBeDefined();
    const lab = named?.lab?.id as number;
    const itemOf = (body: typeof before.body) =>
      (body.data.items as Item[]).find((item) => item.id === named?.id);
    expect((await read(token, list)).hit).toBe(true);

    // Its equipment counted again: what the list shows stays, and so does the kept answer.
    await t.database.db.execute(sql`update labs set working_count = working_count + 1 where id = ${lab}`);
    expect((await read(token, list)).hit).toBe(true);

    await t.database.db.execute(sql`update labs set institution_bn = 'নতুন নামের ল্যাব' where id = ${lab}`);
    const renamed = await read(token, list);
    expect(renamed.hit).toBe(false);
    expect(itemOf(renamed.body)?.lab?.institutionBn).toBe('নতুন নামের ল্যাব');
    expect((await read(token, list)).hit).toBe(true);

    await t.database.db.execute(sql`insert into inspection_recommendations
        (inspection_id, text, responsible_office_id, inspector_id, inspector_office_id, target_office_id, deadline)
      select id, 'ল্যাবের রাউটার বদলান', target_office_id, user_id, office_id, target_office_id, date '2030-01-01'
      from inspections where id = ${named?.id}`);
    const recommended = await read(token, list);
    expect(recommended.hit).toBe(false);
    expect(itemOf(recommended.body)?.recommendationCount).toBe((named?.recommendationCount ?? 0) + 1);
  });

  it("shows an inspector's own list a change to their inspection", async () => {
    const [inspection] = await rows<{ id: number; email: string }>(sql`select i.id, u.email from inspections i
      join users u on u.id = i.user_id where u.email is not null order by i.id limit 1`);
    const token = await t.tokenFor(inspection.email);
    const own = '/api/inspection/inspections?page=1&pageSize=50';
    const before = await read(token, own);
    expect(before.status).toBe(200);
    expect(before.body.data.items.map((item: { id: number }) => item.id)).toContain(inspection.id);
    expect((await read(token, own)).hit).toBe(true);
    await t.database.db.execute(sql`update inspections set score = 7 where id = ${inspection.id}`);
    const after = await read(token, own);
    expect(after.hit).toBe(false);
    expect(after.body.data.items.find((item: { id: number }) => item.id === inspection.id)?.score).toBe(7);
  });
});

describe('kept recommendation lists', () => {
  it("shows a recommendation closed in the responsible office's next list and in the app admin's list of every office", async () => {
    const [office, admin] = [await t.tokenFor(DEMO.officeAdmin), await t.tokenFor(DEMO.superAdmin)];
    const responsible = '/api/inspection/recommendations?scope=responsible&page=1&pageSize=50';
    const everyOffice = '/api/inspection/recommendations?scope=all&status=open&page=1&pageSize=50';
    const [before, allBefore] = [await read(office, responsible), await read(admin, everyOffice)];
    expect(before.status).toBe(200);
    expect(allBefore.status).toBe(200);
    expect((await read(office, responsible)).hit).toBe(true);
    expect((await read(admin, everyOffice)).hit).toBe(true);

    const closed = (
      (await t.database.db.execute(sql`update inspection_recommendations set status = 'closed', closed_at = now()
        where id = (select id from inspection_recommendations where responsible_office_id = 10 and status = 'open'
          order by id limit 1) returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(closed).toHaveLength(1);
    const after = await read(office, responsible);
    expect(after.hit).toBe(false);
    const statusOf = (body: typeof after.body) =>
      body.data.items.find((item: { id: number }) => item.id === closed[0].id)?.status;
    expect(statusOf(after.body)).toBe('closed');
    const allAfter = await read(admin, everyOffice);
    expect(allAfter.hit).toBe(false);
    expect(allAfter.body.data.total).toBe(allBefore.body.data.total - 1);
  });
});

describe('kept tour plan lists', () => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const approvals = '/api/inspection/plans?scope=approvals&page=1&pageSize=50';
  const own = '/api/inspection/plans?page=1&pageSize=50';
  type Item = {
    id: number;
    purpose: string;
    template: { nameBn: string } | null;
    lab: { institutionBn: string } | null;
  };
  const itemOf = (body: { data: { items: Item[] } }, id: number) =>
    body.data.items.find((item) => item.id === id);

  it("shows a plan changed in its approver's next list and its planner's own, and its template and lab renamed", async () => {
    const [plan] = await rows<{ id: number; approver: string; planner: string; template_id: number }>(sql`
      select p.id, ua.email as approver, up.email as planner, p.template_id from inspection_plans p
      join user_roles h on h.desk_id = p.approver_desk_id and h.released_on is null
      join users ua on ua.id = h.user_id join users up on up.id = p.user_id
      where p.status = 'pending' and p.template_id is not null and ua.email is not null and up.email is not null
      order by p.id limit 1`);
    expect(plan).toBeDefined();
    const [approver, planner] = [await t.tokenFor(plan.approver), await t.tokenFor(plan.planner)];
    const [waiting, mine] = [await read(approver, approvals), await read(planner, own)];
    expect(itemOf(waiting.body, plan.id)).toBeDefined();
    expect(itemOf(mine.body, plan.id)).toBeDefined();
    expect((await read(approver, approvals)).hit).toBe(true);
    expect((await read(planner, own)).hit).toBe(true);

    await t.database.db.execute(
      sql`update inspection_plans set purpose = 'বন্যা-পরবর্তী অফিস পরিদর্শন' where id = ${plan.id}`,
    );
    for (const [token, url] of [
      [approver, approvals],
      [planner, own],
    ] as const) {
      const after = await read(token, url);
      expect(after.hit).toBe(false);
      expect(itemOf(after.body, plan.id)?.purpose).toBe('বন্যা-পরবর্তী অফিস পরিদর্শন');
    }

    await t.database.db.execute(
      sql`update inspection_templates set name_bn = 'উপজেলা অফিস পরিদর্শন ছক' where id = ${plan.template_id}`,
    );
    const renamed = await read(approver, approvals);
    expect(renamed.hit).toBe(false);
    expect(itemOf(renamed.body, plan.id)?.template?.nameBn).toBe('উপজেলা অফিস পরিদর্শন ছক');

    // The plan names a lab no inspection or recommendation names: renamed, it marks the plans alone.
    const [lab] = await rows<{ id: number }>(sql`select id from labs l
      where not exists (select 1 from inspections i where i.lab_id = l.id)
        and not exists (select 1 from inspection_recommendations r where r.lab_id = l.id)
      order by id limit 1`);
    await t.database.db.execute(sql`update inspection_plans set lab_id = ${lab.id} where id = ${plan.id}`);
    await read(approver, approvals);
    expect((await read(approver, approvals)).hit).toBe(true);
    await t.database.db.execute(sql`update labs set institution_bn = 'পবা ডিজিটাল ল্যাব' where id = ${lab.id}`);
    const relabeled = await read(approver, approvals);
    expect(relabeled.hit).toBe(false);
    expect(itemOf(relabeled.body, plan.id)?.lab?.institutionBn).toBe('পবা ডিজিটাল ল্যাব');
  });
});

describe('kept inspection dashboards', () => {
  it("shows a recommendation of an office under the office in its dashboard's next answer, and in an app admin's", async () => {
    const [office, admin] = [await t.tokenFor(DEMO.officeAdmin), await t.tokenFor(DEMO.superAdmin)];
    const url = '/api/inspection/dashboard';
    const [before, adminBefore] = [await read(office, url), await read(admin, url)];
    expect(before.status).toBe(200);
    expect((await read(office, url)).hit).toBe(true);
    expect((await read(admin, url)).hit).toBe(true);

    // A recommendation for an office below office 10: only its ancestors tie it to office 10.
    const added = (
      (await t.database.db.execute(sql`insert into inspection_recommendations
          (inspection_id, text, responsible_office_id, inspector_id, inspector_office_id, target_office_id, deadline)
        select i.id, 'সার্ভার কক্ষের তাপমাত্রা নিয়ন্ত্রণ করুন', child.id, i.user_id, i.office_id, child.id, date '2030-01-01'
        from inspections i, (select id from offices
          where coalesce(controlling_office_id, parent_office_id) = 10 order by id limit 1) child
        order by i.id limit 1
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(added).toHaveLength(1);
    const after = await read(office, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.recommendations.open).toBe(before.body.data.recommendations.open + 1);
    const adminAfter = await read(admin, url);
    expect(adminAfter.hit).toBe(false);
    expect(adminAfter.body.data.recommendations.open).toBe(adminBefore.body.data.recommendations.open + 1);
  });
});

describe('kept lab lists and dashboards', () => {
  // The demo office admin's office 10 lies in Rajshahi district (15) and has no upazila.
  const labList = '/api/lab/labs?page=1&pageSize=50';
  const dashboard = '/api/reports/showSrdlDashBoard';
  const firstLab = async (where: ReturnType<typeof sql>) =>
    (
      (await t.database.db.execute(
        sql`select id from labs where ${where} order by id limit 1`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0].id;

  it("shows a change to a lab of the district in the office's next answer, and another district's only in the app admin's", async () => {
    const [office, admin] = [await t.tokenFor(DEMO.officeAdmin), await t.tokenFor(DEMO.superAdmin)];
    const [before, adminBefore] = [await read(office, labList), await read(admin, labList)];
    expect(before.status).toBe(200);
    expect((await read(office, labList)).hit).toBe(true);
    expect((await read(admin, labList)).hit).toBe(true);

    const elsewhere = await firstLab(sql`district_id <> 15 and office_id is distinct from 10`);
    await t.database.db.execute(sql`update labs set faulty_count = faulty_count + 1 where id = ${elsewhere}`);
    expect((await read(office, labList)).hit).toBe(true);
    const adminAfter = await read(admin, labList);
    expect(adminAfter.hit).toBe(false);
    expect(adminAfter.body.data.total).toBe(adminBefore.body.data.total);

    const rajshahi = await firstLab(sql`district_id = 15`);
    await t.database.db.execute(sql`update labs set faulty_count = faulty_count + 1 where id = ${rajshahi}`);
    const after = await read(office, labList);
    expect(after.hit).toBe(false);
    const faultyOf = (body: typeof after.body) =>
      body.data.items.find((item: { id: number }) => item.id === rajshahi)?.faultyCount;
    expect(faultyOf(after.body)).toBe(faultyOf(before.body) + 1);
  });

  it("shows a lab of the office's own outside its district, and its activities in the office's dashboard", async () => {
    const office = await t.tokenFor(DEMO.officeAdmin);
    const own = await firstLab(sql`district_id <> 15 and office_id is distinct from 10`);
    const before = await read(office, dashboard);
    expect(before.status).toBe(200);
    expect((await read(office, dashboard)).hit).toBe(true);

    // The lab becomes the office's own: its district's number is not the office's, its office's area is.
    await t.database.db.execute(sql`update labs set office_id = 10 where id = ${own}`);
    const owned = await read(office, dashboard);
    expect(owned.hit).toBe(false);
    expect(owned.body.data.totals.labs).toBe(before.body.data.totals.labs + 1);
    expect((await read(office, dashboard)).hit).toBe(true);

    await t.database.db.execute(sql`insert into lab_activities (lab_id, kind, held_on, title_bn, participants, user_id)
      values (${own}, 'training', (now() at time zone 'Asia/Dhaka')::date, 'ইন্টারনেট নিরাপত্তা প্রশিক্ষণ', 30, 3)`);
    const trained = await read(office, dashboard);
    expect(trained.hit).toBe(false);
    expect(trained.body.data.totals.activities).toBe(owned.body.data.totals.activities + 1);
    expect(trained.body.data.totals.participants).toBe(owned.body.data.totals.participants + 30);
  });
});

describe('kept freelancer lists and dashboards', () => {
  // The demo office admin's office 10 lies in Rajshahi district (15).
  const list = '/api/freelancer/freelancers?page=1&pageSize=50';
  const dashboard = '/api/freelancer/dashboard';
  const national = '/api/freelancer/national/freelancers?page=1&pageSize=50';
  const firstFreelancer = async (where: ReturnType<typeof sql>) =>
    (
      (await t.database.db.execute(
        sql`select id from freelancers where ${where} order by id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows[0].id;

  it("shows a change to a freelancer of the district in its next answers, and another district's only in the national list", async () => {
    const [office, admin] = [await t.tokenFor(DEMO.officeAdmin), await t.tokenFor(DEMO.superAdmin)];
    const [before, dashboardBefore] = [await read(office, list), await read(office, dashboard)];
    expect(before.status).toBe(200);
    expect(dashboardBefore.status).toBe(200);
    const nationalBefore = await read(admin, national);
    expect(nationalBefore.status).toBe(200);
    for (const [token, url] of [
      [office, list],
      [office, dashboard],
      [admin, national],
    ] as const) {
      expect((await read(token, url)).hit).toBe(true);
    }

    const elsewhere = await firstFreelancer(sql`district_id <> 15`);
    await t.database.db.execute(sql`update freelancers set name = 'আরিফ হোসেন' where id = ${elsewhere}`);
    expect((await read(office, list)).hit).toBe(true);
    const nationalAfter = await read(admin, national);
    expect(nationalAfter.hit).toBe(false);
    expect(nationalAfter.body.data.items.find((item: { id: number }) => item.id === elsewhere)?.name).toBe(
      'আরিফ হোসেন',
    );

    const rajshahi = await firstFreelancer(sql`district_id = 15 and status = 'active'`);
    await t.database.db.execute(sql`update freelancers set status = 'inactive' where id = ${rajshahi}`);
    const after = await read(office, list);
    expect(after.hit).toBe(false);
    expect(after.body.data.items.find((item: { id: number }) => item.id === rajshahi)?.status).toBe(
      'inactive',
    );
    const dashboardAfter = await read(office, dashboard);
    expect(dashboardAfter.hit).toBe(false);
    expect(dashboardAfter.body.data.active).toBe(dashboardBefore.body.data.active - 1);
  });

  it("shows a category renamed in every district's next list", async () => {
    const office = await t.tokenFor(DEMO.officeAdmin);
    const before = await read(office, list);
    type Item = { id: number; category: { id: number; nameBn: string } | null };
    const withCategory = (before.body.data.items as Item[]).find((item) => item.category !== null);
    expect(withCategory).toBeDefined();
    expect((await read(office, list)).hit).toBe(true);
    await t.database.db.execute(
      sql`update freelancer_categories set name_bn = 'ওয়েব নকশা' where id = ${withCategory?.category?.id}`,
    );
    const after = await read(office, list);
    expect(after.hit).toBe(false);
    expect(
      (after.body.data.items as Item[]).find((item) => item.id === withCategory?.id)?.category?.nameBn,
    ).toBe('ওয়েব নকশা');
  });
});

describe('kept transfer and asset statement queues', () => {
  it("shows a transfer application of the office or an office it controls in the next answer, not another's", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/transfer/approvals?status=4';
    const before = await read(token, url);
    expect(before.status).toBe(200);
    expect((await read(token, url)).hit).toBe(true);
    await t.database.db.execute(sql`update transfer_applications set status = 4 where office_id = 105`);
    expect((await read(token, url)).hit).toBe(true);
    await t.database.db.execute(sql`
      update transfer_applications set status = 4
      where id = (select id from transfer_applications where office_id = 10 and status = 3 limit 1)`);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });

  it("keeps a person's own applications, and shows a decision on one of an office they have left", async () => {
    const token = await t.tokenFor(DEMO.officer);
    const own = '/api/transfer/applications?page=1&pageSize=50';
    const mine = sql`(select id from users where email = ${DEMO.officer})`;
    const other = await anOfficeWithoutPostOf(mine);
    // One of the officer's applications as if made in an office left since.
    const moved = (
      (await t.database.db.execute(sql`
        update transfer_applications set office_id = ${other.id}, controlling_office_id = null
        where id = (select id from transfer_applications where applicant_user_id = ${mine} order by id limit 1)
        returning id, status`)) as unknown as { rows: { id: number; status: number }[] }
    ).rows;
    expect(moved).toHaveLength(1);
    const before = await read(token, own);
    expect(before.status).toBe(200);
    const statusOf = (body: typeof before.body) =>
      body.data.items.find((item: { id: number }) => item.id === moved[0].id)?.status;
    expect(statusOf(before.body)).toBe(moved[0].status);
    expect((await read(token, own)).hit).toBe(true);

    // Decided there: only the applicant's holdings tie the change to the office of their desk.
    const decided = moved[0].status === 4 ? 3 : 4;
    await t.database.db.execute(
      sql`update transfer_applications set status = ${decided} where id = ${moved[0].id}`,
    );
    const after = await read(token, own);
    expect(after.hit).toBe(false);
    expect(statusOf(after.body)).toBe(decided);
  });

  it("shows an asset statement sent to the desk in the desk's next answer", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/asset/pending';
    const before = await read(token, url);
    expect(before.status).toBe(200);
    expect((await read(token, url)).hit).toBe(true);
    await t.database.db.execute(sql`
      update asset_statements set status = 'submitted', receiver_desk_id = h.desk_id
      from users u join user_roles h on h.user_id = u.id and h.released_on is null
        join desks d on d.id = h.desk_id
      where u.email = ${DEMO.officeAdmin} and d.office_id = 10
        and asset_statements.id = (select id from asset_statements where status = 'accepted' order by id limit 1)`);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });
});

describe('kept asset statement figures and compliance', () => {
  // A fiscal year no demo statement has yet.
  const fiscalYear = '2030-31';
  const summary = `/api/asset/summary?fiscalYear=${fiscalYear}`;
  const compliance = `/api/asset/compliance?fiscalYear=${fiscalYear}&page=1&pageSize=50`;
  const officers = `/api/asset/compliance/10/officers?fiscalYear=${fiscalYear}&page=1&pageSize=50`;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** An officer with a substantive post in the office and no statement of the fiscal year. */
  const nonFiler = async (office: ReturnType<typeof sql>) =>
    (
      await rows<{ user_id: number; office_id: number }>(sql`select h.user_id, d.office_id from user_roles h
        join desks d on d.id = h.desk_id
        where ${office} and h.released_on is null and not h.is_additional_charge
          and not exists (select 1 from asset_statements s where s.user_id = h.user_id and s.fiscal_year = ${fiscalYear})
        order by h.user_id limit 1`)
    )[0];

  it("shows a statement filed in the office's next figures and compliance, not a draft's contents, and another office's only in the app admin's", async () => {
    const [office, admin] = [await t.tokenFor(DEMO.officeAdmin), await t.tokenFor(DEMO.superAdmin)];
    const before = await read(office, summary);
    expect(before.status).toBe(200);
    const [complianceBefore, officersBefore, adminBefore] = [
      await read(office, compliance),
      await read(office, officers),
      await read(admin, compliance),
    ];
    expect(adminBefore.status).toBe(200);
    for (const [token, url] of [
      [office, summary],
      [office, compliance],
      [office, officers],
      [admin, compliance],
    ] as const) {
      expect((await read(token, url)).hit).toBe(true);
    }

    const filer = await nonFiler(sql`d.office_id = 10`);
    const [statement] = await rows<{
      id: number;
    }>(sql`insert into asset_statements (user_id, fiscal_year, office_id, content)
      values (${filer.user_id}, ${fiscalYear}, 10, '{}'::jsonb) returning id`);
    const drafted = await read(office, summary);
    expect(drafted.hit).toBe(false);
    expect(drafted.body.data.byStatus.draft).toBe(before.body.data.byStatus.draft + 1);
    expect(drafted.body.data.notStarted).toBe(before.body.data.notStarted - 1);

    // A draft saved again: nothing these lists count has changed.
    await t.database.db.execute(sql`update asset_statements set revision = revision + 1,
      content = '{"note": "জমির দলিল"}'::jsonb where id = ${statement.id}`);
    expect((await read(office, summary)).hit).toBe(true);

    await t.database.db.execute(
      sql`update asset_statements set status = 'submitted', submitted_at = now() where id = ${statement.id}`,
    );
    const filedOf = (body: typeof before.body) =>
      body.data.items.find((item: { office: { id: number } }) => item.office.id === 10)?.filed;
    const complianceAfter = await read(office, compliance);
    expect(complianceAfter.hit).toBe(false);
    expect(filedOf(complianceAfter.body)).toBe(filedOf(complianceBefore.body) + 1);
    const officersAfter = await read(office, officers);
    expect(officersAfter.hit).toBe(false);
    const statusOf = (body: typeof before.body) =>
      body.data.items.find((item: { userId: number }) => item.userId === filer.user_id)?.status;
    expect(statusOf(officersBefore.body)).toBeNull();
    expect(statusOf(officersAfter.body)).toBe('submitted');
    const adminAfter = await read(admin, compliance);
    expect(adminAfter.hit).toBe(false);

    // An officer of an office that neither is office 10 nor is controlled by it.
    const elsewhere = await nonFiler(
      sql`d.office_id <> 10 and d.office_id not in (select id from offices where controlling_office_id = 10)
        and d.office_id not in (select controlling_office_id from offices where id in
          (select d2.office_id from user_roles h2 join desks d2 on d2.id = h2.desk_id
            where h2.user_id = h.user_id and h2.released_on is null and controlling_office_id is not null))`,
    );
    await t.database.db.execute(sql`insert into asset_statements (user_id, fiscal_year, office_id, content, status, submitted_at)
      values (${elsewhere.user_id}, ${fiscalYear}, ${elsewhere.office_id}, '{}'::jsonb, 'submitted', now())`);
    expect((await read(office, compliance)).hit).toBe(true);
    expect((await read(admin, compliance)).hit).toBe(false);

    // The year's deadline set: a national setting, in every office's next figures.
    await read(office, summary);
    expect((await read(office, summary)).hit).toBe(true);
    await t.database.db.execute(
      sql`insert into asset_deadlines (fiscal_year, due_date) values (${fiscalYear}, date '2031-09-30')`,
    );
    const deadlineSet = await read(office, summary);
    expect(deadlineSet.hit).toBe(false);
    expect(deadlineSet.body.data.deadline?.dueDate).toBe('2031-09-30');
  });
});

describe('a kept store dashboard', () => {
  it("shows a product run out in the office's next answer", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/store/dashboard';
    const before = await read(token, url);
    expect(before.status).toBe(200);
    expect((await read(token, url)).hit).toBe(true);
    await t.database.db.execute(sql`
      update store_products set stock = 0
      where id = (select id from store_products where office_id = 10 and stock > 0 order by id limit 1)`);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.outOfStock).toBe(before.body.data.outOfStock + 1);
  });
});

describe('a kept meeting dashboard', () => {
  it("shows a meeting of another office moved into the coming week in the invited office's next answer", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const url = '/api/meeting/dashboard';
    const before = await read(token, url);
    expect(before.status).toBe(200);
    expect((await read(token, url)).hit).toBe(true);
    // A meeting of another office that invited office 10, moved to tomorrow and sent.
    const moved = (await t.database.db.execute(sql`
      update meetings set meeting_date = (now() at time zone 'Asia/Dhaka')::date + 1, status = 'invited'
      where id = (select m.id from meetings m join meeting_invitees i on i.meeting_id = m.id
        where m.office_id <> 10 and i.office_id = 10 and i.meeting_status <> 'draft'
          and not (m.status in ('draft', 'invited') and m.meeting_date
            between (now() at time zone 'Asia/Dhaka')::date and (now() at time zone 'Asia/Dhaka')::date + 7)
        order by m.id limit 1)
      returning id`)) as unknown as { rows: unknown[] };
    expect(moved.rows).toHaveLength(1);
    const after = await read(token, url);
    expect(after.hit).toBe(false);
    expect(after.body.data.upcomingWeek).toBe(before.body.data.upcomingWeek + 1);
  });
});

describe('kept mail and support tickets', () => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const inbox = '/api/message/inbox?page=1&pageSize=20';
  const sent = '/api/message/sent?page=1&pageSize=20';
  const unread = '/api/message/unread-count';

  it("shows a message in its reader's next inbox and unread count, and its reading in the sender's sent items", async () => {
    const [officer] = await rows<{ id: number }>(sql`select id from users where email = ${DEMO.officer}`);
    const [reader, sender] = [await t.tokenFor(DEMO.officer), await t.tokenFor(DEMO.officeAdmin)];
    const [inboxBefore, unreadBefore] = [await read(reader, inbox), await read(reader, unread)];
    expect(inboxBefore.status).toBe(200);
    await read(sender, sent);
    expect((await read(reader, inbox)).hit).toBe(true);
    expect((await read(reader, unread)).hit).toBe(true);
    expect((await read(sender, sent)).hit).toBe(true);

    const message = await officeAdmin.post('/api/message/messages', {
      toUserIds: [officer.id],
      subject: 'মাসিক সভার কার্যপত্র',
      body: 'আগামী রবিবারের সভার কার্যপত্র দেখে নিন।',
    });
    expect(message.status).toBe(200);
    const inboxAfter = await read(reader, inbox);
    expect(inboxAfter.hit).toBe(false);
    expect(inboxAfter.body.data.total).toBe(inboxBefore.body.data.total + 1);
    expect(inboxAfter.body.data.items[0]).toMatchObject({ subject: 'মাসিক সভার কার্যপত্র', read: false });
    expect((await read(reader, unread)).body.data.unread).toBe(unreadBefore.body.data.unread + 1);
    const sentOf = async () =>
      (await read(sender, sent)).body.data.items.find(
        (item: { id: number }) => item.id === message.body.data.id,
      );
    expect(await sentOf()).toMatchObject({ read: false });

    const officerCaller = await callerFor(t, DEMO.officer);
    expect((await officerCaller.post(`/api/message/messages/${message.body.data.id}/read`)).status).toBe(200);
    expect(await sentOf()).toMatchObject({ read: true });
    expect((await read(reader, unread)).body.data.unread).toBe(unreadBefore.body.data.unread);
  });

  it("shows a copy sent to a desk in its holder's next inbox", async () => {
    const [desk] = await rows<{ deskId: number }>(sql`select h.desk_id as "deskId" from users u
      join user_roles h on h.user_id = u.id and h.released_on is null
      where u.email = ${DEMO.officer} order by h.id limit 1`);
    const reader = await t.tokenFor(DEMO.officer);
    const before = await read(reader, inbox);
    expect((await read(reader, inbox)).hit).toBe(true);
    // Written straight in the database, as another server or a module's notice would.
    await t.database.db.execute(sql`
      with notice as (insert into messages (sender_name_bn, sender_name_en, subject, body)
        values ('কার্যালয়', 'Karjaloy', 'ডেস্কের জন্য নোটিশ', 'ডেস্কের দায়িত্বপ্রাপ্ত কর্মকর্তার জন্য।')
        returning id, created_at)
      insert into message_recipients (message_id, desk_id, created_at)
        select id, ${desk.deskId}, created_at from notice`);
    const after = await read(reader, inbox);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect(after.body.data.items[0].subject).toBe('ডেস্কের জন্য নোটিশ');
  });

  it("shows a ticket opened in the support queue's next answer and in its requester's own list", async () => {
    const [desk, requester] = [await t.tokenFor(DEMO.superAdmin), await t.tokenFor(DEMO.officer)];
    const queue = '/api/support/queue?page=1&pageSize=20';
    const own = '/api/support/tickets?page=1&pageSize=20';
    const [queueBefore, ownBefore] = [await read(desk, queue), await read(requester, own)];
    expect(queueBefore.status).toBe(200);
    expect(ownBefore.status).toBe(200);
    expect((await read(desk, queue)).hit).toBe(true);
    expect((await read(requester, own)).hit).toBe(true);

    const officerCaller = await callerFor(t, DEMO.officer);
    const opened = await officerCaller.post('/api/support/tickets', {
      reason: SUPPORT_REASONS[0],
      description: 'ছুটির আবেদন পাঠানো যাচ্ছে না, বাটনে চাপলে কিছু হয় না।',
    });
    expect(opened.status).toBe(200);
    const [queueAfter, ownAfter] = [await read(desk, queue), await read(requester, own)];
    expect(queueAfter.hit).toBe(false);
    expect(queueAfter.body.data.total).toBe(queueBefore.body.data.total + 1);
    expect(queueAfter.body.data.items[0].id).toBe(opened.body.data.id);
    expect(ownAfter.hit).toBe(false);
    expect(ownAfter.body.data.total).toBe(ownBefore.body.data.total + 1);
  });

  it('keeps a queue answer, which tells which tickets are past their deadline, no longer than CLOCK_ANSWER_MS', async () => {
    const desk = await t.tokenFor(DEMO.superAdmin);
    const queue = '/api/support/queue?overdue=yes';
    await read(desk, queue);
    expect((await read(desk, queue)).hit).toBe(true);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockImplementation(() => now + CLOCK_ANSWER_MS + 1);
    try {
      expect((await read(desk, queue)).hit).toBe(false);
    } finally {
      later.mockRestore();
    }
  });
});

describe('kept report lists', () => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const dlab = sql`(select id from report_definitions where code = 'DLAB-M')`;

  it("shows a response of the office sent on to verification in its desk's next lists and dashboard, not another office's", async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const verification = '/api/report-mgt/verification-pending-reports?page=1&pageSize=20';
    const dashboard = '/api/report-mgt/dashboard-info';
    const [before, dashboardBefore] = [await read(token, verification), await read(token, dashboard)];
    expect(before.status).toBe(200);
    expect((await read(token, verification)).hit).toBe(true);
    expect((await read(token, dashboard)).hit).toBe(true);

    // Paba's report moves on: Rajshahi's lists stay kept.
    await t.database.db.execute(sql`update report_responses set updated_at = now()
      where id = (select id from report_responses where office_id = 11 order by id limit 1)`);
    expect((await read(token, verification)).hit).toBe(true);

    const [moved] = await rows<{ id: number }>(sql`update report_responses set status = 2, updated_at = now()
      where id = (select id from report_responses where office_id = 10 and report_id = ${dlab} and status = 1
        order by id limit 1) returning id`);
    expect(moved).toBeDefined();
    const after = await read(token, verification);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect(after.body.data.items.map((item: { id: number }) => item.id)).toContain(moved.id);
    const dashboardAfter = await read(token, dashboard);
    expect(dashboardAfter.hit).toBe(false);
    expect(dashboardAfter.body.data.own.verification).toBe(dashboardBefore.body.data.own.verification + 1);
  });

  it("shows a report submitted by a field office in the asking office's next received list", async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const [report] = await rows<{ id: number }>(sql`select ${dlab} as id`);
    const received = `/api/report-mgt/submitted-reports?reportId=${report.id}&page=1&pageSize=20`;
    const before = await read(token, received);
    expect(before.status).toBe(200);
    expect((await read(token, received)).hit).toBe(true);
    // Only the report's asking office (2) ties the change to this list's kept answer.
    await t.database.db.execute(sql`update report_responses set status = 4, submitted_at = now()
      where id = (select id from report_responses where office_id = 10 and report_id = ${dlab} and status < 4
        order by id limit 1)`);
    const after = await read(token, received);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });
});

describe('kept meeting lists of an office', () => {
  it('shows a task of the office done in its next pending tasks, and keeps the upcoming meetings meanwhile', async () => {
    const token = await t.tokenFor(DEMO.officeAdmin);
    const tasks = '/api/meeting/tasks?view=pending&page=1&pageSize=20';
    const upcoming = '/api/meeting/meetings?view=upcoming&page=1&pageSize=20';
    const before = await read(token, tasks);
    expect(before.status).toBe(200);
    expect(before.body.data.total).toBeGreaterThan(0);
    expect((await read(token, upcoming)).status).toBe(200);
    expect((await read(token, tasks)).hit).toBe(true);
    expect((await read(token, upcoming)).hit).toBe(true);

    // A task of a meeting of another office that office 10 has no part in: both stay kept.
    await t.database.db.execute(sql`update meeting_decisions set status = status
      where id = (select d.id from meeting_decisions d join meetings m on m.id = d.meeting_id
        where d.office_id <> 10 and coalesce(d.responsible_office_id, 0) <> 10
          and not exists (select 1 from meeting_invitees i where i.meeting_id = m.id and i.office_id = 10)
        order by d.id limit 1)`);
    expect((await read(token, tasks)).hit).toBe(true);

    await t.database.db.execute(sql`update meeting_decisions set status = 'done'
      where id = (select id from meeting_decisions where active and status = 'open'
        and (office_id = 10 or responsible_office_id = 10) order by id limit 1)`);
    const after = await read(token, tasks);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total - 1);
  });
});

describe("kept lists of a unit's exams", () => {
  it("shows a bill approved in the unit's next approval queue, and keeps it through another unit's change", async () => {
    const token = await t.tokenFor('exam@demo.gov.bd');
    const queue = '/api/exam/bills?status=created&page=1&pageSize=20';
    const before = await read(token, queue);
    expect(before.status).toBe(200);
    expect(before.body.data.total).toBeGreaterThan(0);
    expect((await read(token, queue)).hit).toBe(true);

    await t.database.db.execute(sql`update exam_bills set status = status where unit_id <> (
      select p.controlling_unit_id from exam_desk_permissions p where p.desk_id = 4)`);
    expect((await read(token, queue)).hit).toBe(true);

    await t.database.db.execute(sql`update exam_bills set status = 'approved'
      where id = (select id from exam_bills where status = 'created' and unit_id = (
        select p.controlling_unit_id from exam_desk_permissions p where p.desk_id = 4) order by id limit 1)`);
    const after = await read(token, queue);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total - 1);
  });
});

describe('kept training lists', () => {
  it('shows an applicant shortlisted in the next list of applicants, and a mark made in another module keeps it', async () => {
    const token = await t.tokenFor(DEMO.superAdmin);
    const shortlisted = '/api/training/applications?status=shortlisted&page=1&pageSize=20';
    const before = await read(token, shortlisted);
    expect(before.status).toBe(200);
    expect((await read(token, shortlisted)).hit).toBe(true);

    await t.database.db.execute(sql`update store_products set stock = stock where office_id = 10`);
    expect((await read(token, shortlisted)).hit).toBe(true);

    const [moved] = (
      (await t.database.db.execute(sql`update training_applications set status = 'shortlisted'
        where id = (select id from training_applications where status = 'applied' order by id limit 1)
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(moved).toBeDefined();
    const after = await read(token, shortlisted);
    expect(after.hit).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });
});

describe('with READ_CACHE_MB=0', () => {
  it('answers every read from the database', async () => {
    const off = await createTestApp({ readCacheMb: 0 });
    try {
      const url = '/api/geography/divisions';
      expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await off.app.inject({ method: 'GET', url })).headers['x-read-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
