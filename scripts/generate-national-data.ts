/**
 * Adds national-scale data to a PostgreSQL database for benchmarks (README, "National-scale data"):
 * by default 20,000 offices and 1,500,000 officers on top of the demo seed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/karjaloy_bench npm run bench:data
 *   npm run bench:data -- --offices 2000 --officers 150000
 *
 * Everything is made by set-based statements inside PostgreSQL in one transaction, so a failure
 * leaves the database as it was; a marker in app_settings refuses a second run on the same database.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openPostgres, type Tx } from '../src/server/db/client';
import { appSettings, users } from '../src/server/db/schema';
import { seedIfEmpty } from '../src/server/db/seed';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-identity';
import { hashPassword } from '../src/server/platform/passwords';
import { insertAssetStatements } from './national-data/asset';
import { DEFAULT_AUDIT_ROWS, insertAuditRows } from './national-data/audit';
import { insertCharges } from './national-data/charge';
import { insertExam } from './national-data/exam';
import { insertFreelancers } from './national-data/freelancer';
import { insertInspections } from './national-data/inspection';
import { insertLabs } from './national-data/lab';
import { insertLeave } from './national-data/leave';
import { insertMeetings } from './national-data/meeting';
import { insertMessages } from './national-data/messages';
import {
  countHolders,
  createPeople,
  insertAdditionalCharges,
  insertEarlierPostings,
  insertEducation,
  insertHistory,
  insertPostings,
  insertProfileSkills,
  insertProfiles,
  insertUsers,
  planHolders,
} from './national-data/officers';
import { insertOffices, planOffices } from './national-data/offices';
import { insertDesks, insertSections } from './national-data/organograms';
import { insertReports } from './national-data/report';
import { insertRequests } from './national-data/requests';
import {
  count,
  MARKER_KEY,
  type Plan,
  run,
  step,
  withoutGinIndexes,
  withoutSecondaryIndexes,
} from './national-data/sql';
import { insertStores } from './national-data/store';
import { insertSupportTickets } from './national-data/support';
import { insertTraining } from './national-data/training';
import { insertTransferApplications } from './national-data/transfer';

/** Tables given explicit ids here, whose identity sequences must continue after them. */
const TABLES_WITH_FIXED_IDS = ['offices', 'sections', 'desks', 'users', 'profiles', 'messages'];
const TOUCHED_TABLES = [
  ...TABLES_WITH_FIXED_IDS,
  'user_roles',
  'audit_log',
  'desk_requests',
  'profile_educations',
  'profile_skills',
  'message_recipients',
  'support_tickets',
  'report_definitions',
  'report_assignments',
  'report_permitted_desks',
  'report_responses',
  'transfer_applications',
  'leave_approvers',
  'leave_applications',
  'desk_charges',
  'inspection_templates',
  'inspection_template_versions',
  'inspection_plans',
  'inspections',
  'inspection_answers',
  'inspection_recommendations',
  'inspection_targets',
  'labs',
  'lab_equipment',
  'lab_activities',
  'freelancers',
  'freelancer_marketplace_entries',
  'meetings',
  'meeting_agenda_items',
  'meeting_invitees',
  'meeting_decisions',
  'training_batches',
  'training_applications',
  'training_trainees',
  'exam_subjects',
  'exam_bank_branches',
  'exam_experts',
  'exams',
  'exam_assignments',
  'exam_bills',
  'exam_movements',
  'asset_statements',
  'asset_deadlines',
  'store_categories',
  'store_products',
  'store_ledger',
  'store_adjustments',
  'store_requisitions',
  'store_requisition_lines',
  'store_fixed_assets',
];

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function readScale(): { offices: number; officers: number; auditRows: number } {
  const { values } = parseArgs({
    options: {
      offices: { type: 'string', default: '20000' },
      officers: { type: 'string', default: '1500000' },
      // The scale is 50,000,000; the default is lower because they take long to write.
      'audit-rows': { type: 'string', default: String(DEFAULT_AUDIT_ROWS) },
    },
  });
  const offices = Number(values.offices);
  const officers = Number(values.officers);
  const auditRows = Number(values['audit-rows']);
  if (!Number.isInteger(auditRows) || auditRows < 0 || auditRows > 100_000_000)
    fail('--audit-rows must be a whole number from 0 to 100000000.');
  if (!Number.isInteger(offices) || offices < 10 || offices > 200_000)
    fail('--offices must be a whole number from 10 to 200000.');
  if (!Number.isInteger(officers) || officers < 100 || officers > 20_000_000)
    fail('--officers must be a whole number from 100 to 20000000.');
  return { offices, officers, auditRows };
}

/** Only on a demo database: national data beside real accounts would be mistaken for them. */
async function checkTarget(database: Database): Promise<void> {
  const [marker] = await database.db.select().from(appSettings).where(eq(appSettings.key, MARKER_KEY));
  if (marker)
    fail(
      `This database already has national-scale data (app_settings '${MARKER_KEY}': ${JSON.stringify(marker.value)}). Use a fresh database.`,
    );
  const [demo] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'superadmin@demo.gov.bd'));
  if (!demo)
    fail('This database has accounts but not the demo seed; national data goes only into a demo database.');
}

async function planIds(database: Database, scale: { offices: number; officers: number }): Promise<Plan> {
  const next = (table: string) =>
    count(database.db as unknown as Tx, `select coalesce(max(id), 0) + 1 as count from ${table}`);
  return {
    ...scale,
    firstOfficeId: await next('offices'),
    firstSectionId: await next('sections'),
    firstDeskId: await next('desks'),
    firstUserId: await next('users'),
    firstProfileId: await next('profiles'),
  };
}

async function generate(
  tx: Tx,
  plan: Plan,
  passwordHash: string,
  auditRows: number,
): Promise<Record<string, number>> {
  // One large transaction: more memory for its sorts and hashes. The commit stays synchronous: the
  // vacuum right after it can mark pages all-visible only once the commit is on disk.
  await run(tx, "set local work_mem = '256MB'");
  await run(tx, "set local maintenance_work_mem = '512MB'");
  const made: Record<string, number> = {};
  await step('planning offices', () => planOffices(tx, plan));
  made.offices = await step('offices', () => insertOffices(tx));
  made.sections = await step('sections', () => insertSections(tx));
  made.desks = await step('posts (desks)', () => insertDesks(tx));
  await step('names', () => createPeople(tx));
  await step('choosing held posts', () => planHolders(tx, plan));
  made.users = await step('users', () => insertUsers(tx, plan, passwordHash));
  made.profiles = await step('profiles', () =>
    withoutGinIndexes(tx, 'profiles', () => insertProfiles(tx, plan)),
  );
  // The placement triggers of user_roles (migration 0014) would run on tables the planner still
  // believes empty; they are off for the bulk inserts and their work is done once at the end.
  await run(tx, 'alter table user_roles disable trigger user');
  made.postings = await step('postings (user_roles)', () => insertPostings(tx, plan));
  const posted = await countHolders(tx);
  made.earlierHolders = await step('earlier holders', () => insertHistory(tx, plan, posted));
  made.additionalCharges = await step('additional charges', () => insertAdditionalCharges(tx, plan));
  made.earlierPostings = await step('earlier postings (service history)', () =>
    insertEarlierPostings(tx, plan),
  );
  await step('placement (profiles.office_id, role_id)', async () => {
    await run(tx, 'analyze profiles, user_roles, desks');
    await run(tx, 'alter table user_roles enable trigger user');
    return count(
      tx,
      `select count(*) from (select refresh_officer_placement(array(
         select distinct user_id from user_roles where released_on is null))) refreshed`,
    ).then(() => count(tx, 'select count(*) from profiles where role_id is not null'));
  });
  made.education = await step('education', () => insertEducation(tx, plan));
  made.profileSkills = await step('skills (profile tab)', () => insertProfileSkills(tx, plan));
  made.deskRequests = await step('desk requests', () =>
    insertRequests(tx, plan, posted + made.earlierHolders + 1),
  );
  made.messages = await step('messages (with their recipients)', () =>
    withoutGinIndexes(tx, 'messages', () => insertMessages(tx, plan)),
  );
  made.supportTickets = await step('support tickets', () =>
    withoutGinIndexes(tx, 'support_tickets', () => insertSupportTickets(tx, plan)),
  );
  made.reportResponses = await step('reports (definitions, assignments, desks, responses)', () =>
    insertReports(tx),
  );
  made.transferApplications = await step('transfer applications', () =>
    withoutGinIndexes(tx, 'transfer_applications', () => insertTransferApplications(tx, plan)),
  );
  made.leaveApplications = await step('leave (chains and applications)', () => insertLeave(tx, plan));
  made.deskCharges = await step('charges (about 3% of desks under charge today)', () =>
    insertCharges(tx, plan),
  );
  made.inspections = await step('inspections (plans, answers, recommendations, targets)', () =>
    insertInspections(tx, plan),
  );
  made.labs = await step('digital labs (labs, equipment, activities, lab inspections)', () =>
    withoutGinIndexes(tx, 'labs', () => withoutGinIndexes(tx, 'lab_equipment', () => insertLabs(tx))),
  );
  made.freelancers = await step('freelancers and marketplace entries', () =>
    withoutGinIndexes(tx, 'freelancers', () => insertFreelancers(tx)),
  );
  made.meetings = await step('meetings (agenda, invitees, decisions)', () =>
    withoutGinIndexes(tx, 'meetings', () =>
      withoutGinIndexes(tx, 'meeting_decisions', () => insertMeetings(tx, plan)),
    ),
  );
  made.trainingRows = await step('training (batches, applicants and trainees)', () =>
    withoutGinIndexes(tx, 'training_applications', () =>
      withoutGinIndexes(tx, 'training_trainees', () => insertTraining(tx, plan)),
    ),
  );
  made.examBills = await step('exams (experts, exam-wise experts, bills, papers)', () =>
    withoutGinIndexes(tx, 'exam_experts', () => insertExam(tx)),
  );
  made.assetStatements = await step('asset statements (three fiscal years)', () =>
    insertAssetStatements(tx, plan),
  );
  made.storeLedger = await step(
    'stores (products, a 5-million-row stock ledger with adjustments, requisitions, fixed assets)',
    () => withoutGinIndexes(tx, 'store_products', () => insertStores(tx, plan)),
  );
  made.auditRows = await step(`audit trail (${auditRows.toLocaleString('en-US')} rows)`, () =>
    withoutSecondaryIndexes(tx, 'audit_log', () => insertAuditRows(tx, plan, auditRows)),
  );
  await step('identity sequences', async () => {
    for (const table of TABLES_WITH_FIXED_IDS)
      await run(
        tx,
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    return undefined;
  });
  await tx.insert(appSettings).values({
    key: MARKER_KEY,
    value: {
      ...made,
      requestedOffices: plan.offices,
      requestedOfficers: plan.officers,
      at: new Date().toISOString(),
    },
  });
  return made;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    fail(
      'Set DATABASE_URL to the PostgreSQL database to fill, e.g.\n  createdb karjaloy_bench\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/karjaloy_bench npm run bench:data\nIt adds millions of rows: use a database of its own, never a production one.',
    );
  const scale = readScale();
  const started = performance.now();
  let database: Database;
  try {
    database = await openPostgres(databaseUrl);
  } catch (error) {
    fail(`Cannot reach the database in DATABASE_URL (${(error as Error).message}).`);
  }
  try {
    await step('migrations', async () => void (await migrateDatabase(database)));
    await step('demo seed (only on an empty database)', async () => void (await seedIfEmpty(database)));
    await checkTarget(database);
    const plan = await planIds(database, scale);
    console.log(
      `Generating ${plan.offices.toLocaleString('en-US')} offices and ${plan.officers.toLocaleString('en-US')} officers:`,
    );
    // One hash for every generated account: scrypt per account would take hours. They all sign in with the demo password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const made = await database.db.transaction((tx) => generate(tx, plan, passwordHash, scale.auditRows));
    // Fresh statistics and visibility maps, so the planner sees the new sizes and index-only scans work.
    await step('vacuum analyze', async () => {
      await database.db.execute(sql.raw(`vacuum analyze ${TOUCHED_TABLES.join(', ')}`));
      return undefined;
    });
    // Then statistics of every other table too (the seed's references, settings, sessions), so no
    // plan of the benchmark rests on a table autovacuum has not reached yet.
    await step('analyze', async () => {
      await database.db.execute(sql.raw('analyze'));
      return undefined;
    });
    // The storage setting README's "Running for real" asks of production (SSD, or a database that
    // fits in memory), so the benchmark plans queries as production would.
    await step('random_page_cost = 1.1', async () => {
      await database.db.execute(
        sql.raw(
          `do $$ begin execute format('alter database %I set random_page_cost = 1.1', current_database()); end $$`,
        ),
      );
      return undefined;
    });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s:`, made);
  } finally {
    await database.close();
  }
}

await main();
