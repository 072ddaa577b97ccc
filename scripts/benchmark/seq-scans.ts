/**
 * Sequential scans of the big tables in the plans of a case's statements: each is explained
 * (EXPLAIN, not run) with the parameters it was sent with. Reported, not asserted: on a small table
 * or a query that reads most of one, a sequential scan is the right plan.
 */
import type pg from 'pg';
import type { Step } from './capture';

export const WATCHED_TABLES = ['offices', 'desks', 'users', 'profiles', 'user_roles', 'sections'];

export interface SeqScan {
  table: string;
  /** Rows the planner expects the scan to keep (it reads the whole table). */
  rows: number;
  /** Which statement of the request (from 1, in the order sent). */
  statement: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

function scansIn(node: PlanNode, statement: number, found: SeqScan[]): void {
  const table = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && table && WATCHED_TABLES.includes(table))
    found.push({ table, rows: node['Plan Rows'] ?? 0, statement });
  for (const child of node.Plans ?? []) scansIn(child, statement, found);
}

export async function findSeqScans(pool: pg.Pool, steps: Step[]): Promise<SeqScan[]> {
  const found: SeqScan[] = [];
  const statements = steps.flat();
  for (const [index, statement] of statements.entries()) {
    if (!/^\s*(select|with|insert|update|delete)\b/i.test(statement.text)) continue;
    const result = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>({
      text: `explain (format json) ${statement.text}`,
      values: statement.values,
    });
    scansIn(result.rows[0]['QUERY PLAN'][0].Plan, index + 1, found);
  }
  return found;
}
