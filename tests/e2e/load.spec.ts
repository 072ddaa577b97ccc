/**
 * The embedded database under load: 50 clients at once, each sending its next request as soon as
 * the last one answered, for 8 seconds, over the screens people open most. Every request must be
 * answered (no error, no timeout) and every client served again and again: requests queue in
 * arrival order (platform/request-gate.ts) rather than some starving while later ones pass. The
 * latencies are printed, not asserted (a timed assertion fails with the machine's other load); the
 * target of 2 seconds at most is followed in docs/performance.md. The test starts
 * its own server on fresh demo data, as `npm start` gives it, so the journeys run before it (their
 * sessions, audit rows and a warm, grown process) do not change what is measured.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const CLIENTS = 50;
const SECONDS = 8;
/** Each client keeps one connection to the server, as a browser tab does. */
const newClient = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(agent: http.Agent, url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}` }, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

const PATHS = [
  '/api/auth/session',
  '/api/office/offices?page=1&pageSize=20',
  '/api/office/offices/10/organogram',
  '/api/reports/admindashboard/10',
  '/api/office/offices/10/officers',
];

let server: RunningServer;
const baseUrl = () => server.baseUrl;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('the embedded database under 50 clients at once', () => {
  it('answers every request of every client, and prints the latencies', { timeout: 60_000 }, async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'officeadmin@demo.gov.bd', password: DEMO_PASSWORD }),
    });
    const token = (await login.json()).data.access_token;
    // A warm-up, as in any measurement: every client opens its connection and asks each screen once.
    const agents = Array.from({ length: CLIENTS }, newClient);
    await Promise.all(
      agents.map(async (agent) => {
        for (const path of PATHS) await get(agent, `${baseUrl()}${path}`, token);
      }),
    );
    const latencies: number[] = [];
    const answeredPerClient = Array.from({ length: CLIENTS }, () => 0);
    let overTwoSeconds = 0;
    const failures: string[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    const client = async (index: number) => {
      for (let n = index; Date.now() < deadline; n++) {
        const path = PATHS[n % PATHS.length];
        const started = performance.now();
        try {
          const status = await get(agents[index], `${baseUrl()}${path}`, token);
          if (status !== 200) failures.push(`${path} → ${status}`);
          else answeredPerClient[index]++;
        } catch (error) {
          failures.push(`${path} → ${(error as Error).message}`);
        }
        const ms = performance.now() - started;
        latencies.push(ms);
        if (ms > 2000) overTwoSeconds++;
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    for (const agent of agents) agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (share: number) => Math.round(latencies[Math.floor(share * (latencies.length - 1))]);
    console.log(
      `embedded database, ${CLIENTS} clients for ${SECONDS} s: ${latencies.length} requests, ` +
        `${Math.round(latencies.length / SECONDS)}/s, p50 ${at(0.5)} ms, p97.5 ${at(0.975)} ms, max ${at(1)} ms, ${overTwoSeconds} over 2 s`,
    );
    expect(failures).toEqual([]);
    // No client starves: at the slowest rate seen on this machine (56/s) each one is served about 9 times.
    expect(Math.min(...answeredPerClient)).toBeGreaterThanOrEqual(3);
  });
});
