/**
 * npm run restore -- FILE
 * Restores a backup archive into the data folder and database the environment names (DATA_DIR,
 * DATABASE_URL), which must be empty; a backup of an older version is migrated forward.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { BackupError, restoreArchive } from '../src/server/ops/backup';

async function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run restore -- FILE');
    process.exit(2);
  }
  const config = loadConfig();
  const manifest = await restoreArchive(path.resolve(file), {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database}, schema ${manifest.schemaVersion}, ${manifest.files} files) into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}.`,
  );
}

main().catch((error) => {
  console.error(error instanceof BackupError ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
