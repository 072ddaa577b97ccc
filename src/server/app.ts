/** Builds the Fastify application: security headers, OpenAPI, auth, module routes and the web app. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { modulePlugins } from './modules';
import { registerMetrics } from './ops/metrics';
import { registerBackupEndpoint } from './ops/ops.routes';
import { registerAuthentication } from './platform/auth';
import { type DatabaseWatch, watchDatabase } from './platform/db-outage';
import { errSerializer } from './platform/error-log';
import { registerErrorHandling } from './platform/errors';
import { registerFiles } from './platform/files';
import { inlineScriptHashes } from './platform/inline-scripts';
import { registerInputGuard } from './platform/input-guard';
import { type NidVerifier, offlineNidVerifier } from './platform/nid';
import { fileSender, httpSmsSender, type MessageSender } from './platform/outbox';
import { registerReadCache } from './platform/read-cache';
import { registerRequestGate } from './platform/request-gate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseWatch: DatabaseWatch;
    databaseKind: Database['kind'];
    config: AppConfig;
    messageSender: MessageSender;
    nidVerifier: NidVerifier;
  }
}

/** API requests the embedded database works on at once; the rest wait their turn (request-gate.ts). */
const PGLITE_CONCURRENT_REQUESTS = 2;

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Pino logging; tests turn it off. */
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reads them back). */
  logStream?: { write(line: string): void };
  /** Where SMS go; by default the gateway of the configuration, or the file under the data folder. */
  messageSender?: MessageSender;
  /** Embedded database: the token of the loopback backup endpoint (main.ts writes it for `npm run backup`). */
  backupToken?: string;
}

/** The SMS file used when no gateway is configured. */
export const smsFilePath = (config: AppConfig) => path.join(config.dataDir, 'sms-outbox.jsonl');

export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  messageSender,
  backupToken,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Requests are logged by method and URL; bodies, tokens and cookies never (docs/decisions.md).
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body'],
          // Errors by what they are, never by the values of a failed query (platform/error-log.ts).
          serializers: { err: errSerializer },
          ...(logStream && { stream: logStream }),
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.decorate(
    'messageSender',
    messageSender ??
      (config.smsGateway.url
        ? httpSmsSender({ ...config.smsGateway, url: config.smsGateway.url })
        : fileSender(smsFilePath(config))),
  );
  app.decorate('nidVerifier', offlineNidVerifier);

  await app.register(helmet, {
    // Plain http on a LAN address must still load assets, so no upgrade and no HSTS (TLS ends at a proxy).
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDir)],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Karjaloy API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const databaseWatch = watchDatabase(database.db, app.log);
  app.decorate('databaseWatch', databaseWatch);
  database.onConnectionLost?.(() => databaseWatch.reportUnreachable());
  app.addHook('onClose', async () => databaseWatch.close());
  registerErrorHandling(app, () => databaseWatch.reportUnreachable());
  // Before authentication, which is the first to ask the database.
  const gate = database.kind === 'pglite' ? registerRequestGate(app, PGLITE_CONCURRENT_REQUESTS) : undefined;
  if (config.metricsEnabled) registerMetrics(app, database, gate);
  registerInputGuard(app);
  registerAuthentication(app);
  registerReadCache(app, config.readCacheMb);
  await registerFiles(app);
  for (const plugin of modulePlugins) await app.register(plugin);
  if (backupToken) registerBackupEndpoint(app, database, backupToken);

  if (existsSync(config.webDir)) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      // Brotli or gzip files written at build time go out as they are (scripts/compress-web.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Built assets carry a content hash in their names, so a browser may keep them for good;
        // index.html must be asked for again so a new release is picked up.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
