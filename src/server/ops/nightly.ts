/**
 * The nightly backup (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP): once a day at the configured Bangladesh
 * time, one archive into BACKUP_DIR, then all but the newest BACKUP_KEEP archives are removed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { pruneArchives } from './backup';
import { takeBackup } from './backup-run';

const DAY_MS = 24 * 3600_000;
const BANGLADESH_OFFSET_MS = 6 * 3600_000;

/** Milliseconds from `now` to the next `at` (HH:MM, Bangladesh time). */
export function msUntil(at: string, now = new Date()): number {
  const [hours, minutes] = at.split(':').map(Number);
  const local = new Date(now.getTime() + BANGLADESH_OFFSET_MS);
  const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes);
  let wait = next - local.getTime();
  if (wait <= 0) wait += DAY_MS;
  return wait;
}

export function scheduleNightlyBackup(
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  database?: Database,
): () => void {
  const { dir, at, keep } = config.backup;
  if (!dir) return () => {};
  let timer: NodeJS.Timeout;
  const plan = () => {
    timer = setTimeout(async () => {
      try {
        const archive = await takeBackup(config, dir, database);
        const removed = pruneArchives(dir, keep);
        log.info({ archive, removed: removed.length }, 'nightly backup written');
      } catch (error) {
        log.error({ reason: (error as Error).message.split('\n')[0] }, 'nightly backup failed');
      }
      plan();
    }, msUntil(at));
    timer.unref();
  };
  plan();
  log.info({ dir, at, keep }, 'nightly backup scheduled');
  return () => clearTimeout(timer);
}
