/** The deterministic demo seed, applied once to an empty database at start-up. */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appSettings, users } from '../schema';
import { seedDemoAppSecurity } from './demo-app-security';
import { seedDemoAsset } from './demo-asset';
import { seedDemoCharges } from './demo-charge';
import { seedDemoExam } from './demo-exam';
import { seedDemoFreelancers } from './demo-freelancer';
import { seedDemoIdentity } from './demo-identity';
import { seedDemoInnovations } from './demo-innovations';
import { seedDemoInspection } from './demo-inspection';
import { seedDemoLabs } from './demo-lab';
import { seedDemoLeave } from './demo-leave';
import { seedDemoMeetings } from './demo-meeting';
import { seedDemoMessages } from './demo-messages';
import { seedDemoOffices } from './demo-offices';
import { seedDemoProfiles } from './demo-profile';
import { seedDemoProjects } from './demo-project';
import { seedDemoReports } from './demo-reports';
import { seedDemoStaff } from './demo-staff';
import { seedDemoStore } from './demo-store';
import { seedDemoSupport } from './demo-support';
import { seedDemoTraining } from './demo-training';
import { seedDemoTransfer } from './demo-transfer';

/** Tables seeded with explicit ids, whose identity sequences must continue after the seed. */
const TABLES_WITH_FIXED_IDS = [
  'roles',
  'offices',
  'sections',
  'desks',
  'users',
  'profiles',
  'ministries',
  'departments',
  'office_levels',
  'skill_areas',
];

export async function seedIfEmpty(database: Database): Promise<boolean> {
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await database.db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: 'fixedData', value: { isNidVerificationEnabled: true } });
    await seedDemoIdentity(tx);
    await seedDemoOffices(tx);
    await seedDemoInnovations(tx);
    await seedDemoProfiles(tx);
    await seedDemoStaff(tx);
    await seedDemoMessages(tx);
    await seedDemoSupport(tx);
    await seedDemoReports(tx);
    await seedDemoTransfer(tx);
    await seedDemoLeave(tx);
    await seedDemoCharges(tx);
    await seedDemoInspection(tx);
    await seedDemoLabs(tx);
    await seedDemoFreelancers(tx);
    await seedDemoMeetings(tx);
    await seedDemoTraining(tx);
    await seedDemoExam(tx);
    await seedDemoAppSecurity(tx);
    await seedDemoAsset(tx);
    await seedDemoStore(tx);
    await seedDemoProjects(tx);
    for (const table of TABLES_WITH_FIXED_IDS) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
  return true;
}
