/**
 * npm run backup -- --to DIR
 * Writes one archive of the instance configured by the environment (DATA_DIR, DATABASE_URL, as the
 * server has them) into DIR, while it runs, and prints the archive's path.
 */
import { loadConfig } from '../src/server/config';
import { BackupError } from '../src/server/ops/backup';
import { takeBackup } from '../src/server/ops/backup-run';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const toDir = argument('--to');
  if (!toDir) {
    console.error('Usage: npm run backup -- --to DIR');
    process.exit(2);
  }
  const archive = await takeBackup(loadConfig(), toDir);
  console.log(archive);
}

main().catch((error) => {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
