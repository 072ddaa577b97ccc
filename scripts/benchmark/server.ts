/**
 * The server under test: the production entry point (what `npm start` runs: the built server) in a
 * process of its own on a free port, so the load generator and the server do not share an event loop.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';

export interface RunningServer {
  url: string;
  /** Lines the server logged at error level or above (pino levels 50 and 60). */
  errors(): string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start-up:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await pause(200);
  }
  throw new Error(`The server did not answer /api/health within two minutes:\n${output()}`);
}

/**
 * The built server with `env` over this process's environment (a key set to undefined is left
 * out), started as `npm start` does: the web app and the server are built first when missing or stale.
 */
export async function startBuiltServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  const port = await freePort();
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  }))
    if (value !== undefined) merged[key] = value;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the report when something goes wrong; warnings at start-up are expected (CAPTCHA=off).
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    errors: () => log.split('\n').filter((line) => /"level":[56]0/.test(line)),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, pause(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export function startServer(
  databaseUrl: string,
  workers: number,
  readCacheMb: number,
): Promise<RunningServer> {
  return startBuiltServer({
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(workers),
    READ_CACHE_MB: String(readCacheMb),
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    // As behind a reverse proxy: X-Forwarded-For names the client, so each connection of the
    // sign-in case is a client of its own (cases.ts, addressOf).
    TRUST_PROXY: 'true',
  });
}
