/**
 * The embedded database's backup endpoint: the running server dumps its own database for
 * `npm run backup`, which cannot open it while the server has it. Only from this machine, and only
 * with the token the server wrote into its data folder (readable by whoever may read the data).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../common/permissions';
import type { Database } from '../db/client';
import { forbidden } from '../platform/errors';
import { schemaVersionOf } from './backup';
import { BACKUP_ENDPOINT, BACKUP_TOKEN_HEADER, SCHEMA_VERSION_HEADER } from './backup-run';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: unknown, token: string) =>
  typeof given === 'string' &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

export function registerBackupEndpoint(app: FastifyInstance, database: Database, token: string): void {
  const dump = database.dump;
  if (!dump) return;
  app.post(
    BACKUP_ENDPOINT,
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (request, reply) => {
      if (
        !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
        !sameToken(request.headers[BACKUP_TOKEN_HEADER], token)
      )
        throw forbidden();
      const schemaVersion = await schemaVersionOf(database);
      const bytes = await dump();
      request.log.info({ bytes: bytes.length }, 'embedded database dumped for a backup');
      return reply
        .header('content-type', 'application/gzip')
        .header(SCHEMA_VERSION_HEADER, String(schemaVersion))
        .send(bytes);
    },
  );
}
