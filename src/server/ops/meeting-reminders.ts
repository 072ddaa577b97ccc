/**
 * The hourly reminder sweep of meetings (meeting-reminders.service.ts): once when the server starts,
 * then every hour, reminders go to the invitees of tomorrow's meetings (Dhaka date). Run by one
 * process (the primary of a cluster); a second process running it too would send nothing twice,
 * since each reminder is a unique row. Tests call the sweep directly; the app never starts this.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { sendDueReminders } from '../modules/meeting/meeting-reminders.service';

const HOUR_MS = 3600_000;

export function scheduleMeetingReminders(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const sweep = async () => {
    try {
      const sent = await sendDueReminders(database.db);
      if (sent > 0) log.info({ sent }, 'meeting reminders sent');
    } catch (error) {
      log.error({ reason: (error as Error).message.split('\n')[0] }, 'meeting reminders failed');
    }
    if (stopped) return;
    timer = setTimeout(sweep, HOUR_MS);
    timer.unref();
  };
  void sweep();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
