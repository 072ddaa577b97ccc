/**
 * The app admin's inspection dashboard sums figures kept by triggers (migration 0047) rather than
 * counting every inspection: after inserts, status changes, moved days and deletes of many rows in
 * one statement, it must still show what counting the rows themselves gives.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionDashboard } from '../../../common/contracts/inspection.contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { fiscalYearOf } from './inspection-reports.service';

let t: TestApp;
let superAdmin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await callerFor(t, DEMO.superAdmin);
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The figures counted from the rows, as an office's own dashboard counts them. */
async function counted() {
  const fy = fiscalYearOf(new Date());
  const today = new Date().toISOString().slice(0, 10);
  const byStatus = async (table: 'inspection_plans' | 'inspections') =>
    Object.fromEntries(
      (
        await rows<{ status: string; count: number }>(
          sql`select status, count(*)::int as count from ${sql.raw(table)}
            where visit_date between ${fy.from} and ${fy.to} group by status`,
        )
      ).map((row) => [row.status, Number(row.count)]),
    );
  const recommendations = Object.fromEntries(
    (
      await rows<{ status: string; count: number }>(
        sql`select status, count(*)::int as count from inspection_recommendations group by status`,
      )
    ).map((row) => [row.status, Number(row.count)]),
  );
  const [{ overdue }] = await rows<{ overdue: number }>(
    sql`select count(*)::int as overdue from inspection_recommendations where status <> 'closed' and deadline < ${today}`,
  );
  const top = await rows<{ office_id: number; open: number }>(
    sql`select responsible_office_id as office_id, count(*)::int as open from inspection_recommendations
      where status <> 'closed' group by 1 order by 2 desc, 1 limit 10`,
  );
  return {
    plans: await byStatus('inspection_plans'),
    inspections: await byStatus('inspections'),
    recommendations,
    overdue: Number(overdue),
    top: top.map((row) => [Number(row.office_id), Number(row.open)]),
  };
}

async function expectDashboardToMatchTheRows() {
  const board: InspectionDashboard = (await superAdmin.get('/api/inspection/dashboard')).body.data;
  const expected = await counted();
  const nonZero = (figures: Record<string, number>) =>
    Object.fromEntries(Object.entries(figures).filter(([, count]) => count > 0));
  expect(nonZero(board.plans)).toEqual(expected.plans);
  expect(nonZero(board.inspections)).toEqual(expected.inspections);
  expect(nonZero(board.recommendations)).toEqual(expected.recommendations);
  expect(board.overdue).toBe(expected.overdue);
  expect(board.topOffices.map((row) => [row.office.id, row.open])).toEqual(expected.top);
  return board;
}

describe('the app admin’s inspection dashboard', () => {
  it('shows the demo data’s figures as counting the rows gives them', async () => {
    const board = await expectDashboardToMatchTheRows();
    expect(board.inspections.submitted).toBeGreaterThan(0);
    expect(Object.values(board.recommendations).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  });

  it('stays equal to the rows after many rows change in one statement', async () => {
    const before: InspectionDashboard = (await superAdmin.get('/api/inspection/dashboard')).body.data;
    const fy = fiscalYearOf(new Date());
    // Ten more recommendations against the first inspection, all overdue, for office 11.
    await t.database.db.execute(
      sql`insert into inspection_recommendations
          (inspection_id, text, responsible_office_id, inspector_id, inspector_office_id, target_office_id, deadline)
        select i.id, 'পরীক্ষা ' || n, 11, i.user_id, i.office_id, i.target_office_id, date '2020-01-01' + n
        from (select * from inspections order by id limit 1) i, generate_series(1, 10) n`,
    );
    let board = await expectDashboardToMatchTheRows();
    expect(board.recommendations.open).toBe(before.recommendations.open + 10);
    expect(board.overdue).toBe(before.overdue + 10);

    // Four of them closed, two moved to a deadline far ahead: no longer overdue.
    await t.database.db.execute(
      sql`update inspection_recommendations set status = 'closed'
        where text in ('পরীক্ষা 1', 'পরীক্ষা 2', 'পরীক্ষা 3', 'পরীক্ষা 4')`,
    );
    await t.database.db.execute(
      sql`update inspection_recommendations set deadline = date '2099-12-31'
        where text in ('পরীক্ষা 5', 'পরীক্ষা 6')`,
    );
    board = await expectDashboardToMatchTheRows();
    expect(board.overdue).toBe(before.overdue + 4);

    // A plan's day moved into this fiscal year, then the test rows removed.
    await t.database.db.execute(
      sql`update inspection_plans set visit_date = ${fy.from}
        where id = (select id from inspection_plans where visit_date < ${fy.from} order by id limit 1)`,
    );
    await expectDashboardToMatchTheRows();
    await t.database.db.execute(sql`delete from inspection_recommendations where text like 'পরীক্ষা %'`);
    board = await expectDashboardToMatchTheRows();
    expect(board.recommendations).toEqual(before.recommendations);
    expect(board.overdue).toBe(before.overdue);
  });
});
