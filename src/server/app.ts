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
import { registerAuthentication } from './platform/auth';
import { registerErrorHandling } from './platform/errors';
import { type NidVerifier, offlineNidVerifier } from './platform/nid';
import { httpSmsSender, type MessageSender, recordingSender } from './platform/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
    config: AppConfig;
    messageSender: MessageSender;
    nidVerifier: NidVerifier;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Pino logging; tests turn it off. */
  logger?: boolean;
}

export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
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
    config.smsGateway.url
      ? httpSmsSender({ ...config.smsGateway, url: config.smsGateway.url })
      : recordingSender,
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
        scriptSrc: ["'self'"],
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

  registerErrorHandling(app);
  registerAuthentication(app);
  for (const plugin of modulePlugins) await app.register(plugin);

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
