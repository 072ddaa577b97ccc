/** Runtime configuration from the environment; every variable is documented in README. */
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the embedded database and uploaded files. */
  dataDir: string;
  /** PostgreSQL connection string; the embedded PGlite database is used when absent. */
  databaseUrl: string | undefined;
  /** The captcha on the login form; CAPTCHA=off disables it for automated tests and local demos. */
  captchaEnabled: boolean;
  /** Lifetime of a sign-in token. */
  sessionTtlHours: number;
  logLevel: string;
  /** Folder of the built web app served at '/'. */
  webDir: string;
  /**
   * Whether X-Forwarded-For names the client: only behind a reverse proxy, or anyone could pick an
   * address and slip past the per-address sign-in lock.
   */
  trustProxy: boolean;
  /** The largest document upload in megabytes (UPLOAD_MAX_MB, 10); images stop at 5 MB. */
  uploadMaxMb: number;
  /** SMS gateway; without a URL messages are only recorded in the outbox. */
  smsGateway: { url?: string; token?: string; senderId?: string };
  /** Server processes on this machine (WEB_CONCURRENCY); more than one needs PostgreSQL. */
  workers: number;
  /**
   * The nightly backup: on when BACKUP_DIR is set, at BACKUP_AT (Bangladesh time, 02:30 by
   * default), keeping the newest BACKUP_KEEP archives (7).
   */
  backup: { dir: string | undefined; at: string; keep: number };
  /** The Prometheus endpoint /metrics (METRICS=on; off by default). */
  metricsEnabled: boolean;
  /** Memory for read routes' kept answers (READ_CACHE_MB, 64; 0 turns it off; platform/read-cache.ts). */
  readCacheMb: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    captchaEnabled: (env.CAPTCHA ?? 'on').toLowerCase() !== 'off',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: path.resolve(env.WEB_DIR ?? 'dist/web'),
    trustProxy: (env.TRUST_PROXY ?? '').toLowerCase() === 'true',
    uploadMaxMb: Number(env.UPLOAD_MAX_MB) > 0 ? Number(env.UPLOAD_MAX_MB) : 10,
    workers:
      Number.isInteger(Number(env.WEB_CONCURRENCY)) && Number(env.WEB_CONCURRENCY) > 1
        ? Number(env.WEB_CONCURRENCY)
        : 1,
    backup: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
      at: /^([01]\d|2[0-3]):[0-5]\d$/.test(env.BACKUP_AT ?? '') ? (env.BACKUP_AT as string) : '02:30',
      keep:
        Number.isInteger(Number(env.BACKUP_KEEP)) && Number(env.BACKUP_KEEP) > 0
          ? Number(env.BACKUP_KEEP)
          : 7,
    },
    metricsEnabled: ['on', 'true', '1'].includes((env.METRICS ?? '').toLowerCase()),
    readCacheMb: /^\d{1,5}$/.test(env.READ_CACHE_MB ?? '') ? Number(env.READ_CACHE_MB) : 64,
    smsGateway: {
      url: env.SMS_GATEWAY_URL || undefined,
      token: env.SMS_GATEWAY_TOKEN,
      senderId: env.SMS_SENDER_ID,
    },
  };
}
