/**
 * A real server process for the tests that need one (outage, scale-out). It listens on a port the
 * system picks (PORT=0) and the test reads that port from the server's own log: a port chosen
 * beforehand may be taken meanwhile by another test's server, which would then answer this test's
 * requests and go away with its own test.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** Every line the server has logged so far. */
  log: string[];
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // Info, since Fastify says where it listens at that level.
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    log.push(...lines);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A server that ends before its test stops it says why in its last lines.
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM')
      console.error(`server ended (${code ?? signal}):\n${log.slice(-30).join('\n')}`);
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log.join('\n')}`);
    const listening = log.join('\n').match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (listening) {
      const url = listening[1];
      const up = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return { url, process: child, log };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not start: ${log.slice(-30).join('\n')}`);
}
