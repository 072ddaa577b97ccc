/**
 * The audit trail at national scale: rows over the last year in time order (as the app writes them,
 * so the BRIN index on `at` stays tight), by generated officers under their offices, across the
 * modules' entities and actions, with small before/after documents. 50 million rows is the issue's
 * scale; the default is lower (--audit-rows) because generating them takes long on a small machine.
 */
import type { Tx } from '../../src/server/db/client';
import { hash, type Plan, run } from './sql';

export const DEFAULT_AUDIT_ROWS = 5_000_000;

const ENTITIES = `(array['support-ticket','profile','profile_education','office','desk','user_role','officer','message','innovation','session'])`;
const ACTIONS = `(array['create','update','update','update','delete','read','status','login','post','reply'])`;

const AUDIT = (plan: Plan, rows: number) => `insert into audit_log
    (user_id, user_role_id, office_id, action, entity, entity_id, before, after, ip, at)
  select ${plan.firstUserId} + ${hash('g * 11 + 1', plan.officers)},
    null,
    ${plan.firstOfficeId} + ${hash('g * 11 + 2', plan.offices)},
    ${ACTIONS}[1 + ${hash('g * 11 + 3', 10)}],
    ${ENTITIES}[1 + ${hash('g * 11 + 4', 10)}],
    (1 + ${hash('g * 11 + 5', 1000000)})::text,
    jsonb_build_object('status', 1 + ${hash('g * 11 + 6', 4)}),
    jsonb_build_object('status', 1 + ${hash('g * 11 + 7', 4)}),
    '10.0.' || ${hash('g * 11 + 8', 256)} || '.' || ${hash('g * 11 + 9', 256)},
    now() - interval '365 days' + (g::double precision / ${rows}) * interval '365 days'
  from generate_series(1, ${rows}) g`;

export const insertAuditRows = (tx: Tx, plan: Plan, rows: number) => run(tx, AUDIT(plan, rows));
