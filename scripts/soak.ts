/**
 * npm run soak -- --minutes 10 [--url http://127.0.0.1:3000] [--clients 8] [--pid SERVER_PID]
 *
 * Drives mixed reads and writes (one in ten) of every demo persona against a running instance
 * started with CAPTCHA=off, and prints every 30 s: requests, errors, p50/p99 of the last interval
 * and the server's resident memory (from /proc of --pid, else the pid the embedded server writes
 * into its data folder, else its /metrics when METRICS=on). Ends with the totals and exits 1 on any
 * error, so a leak or a failure is seen.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-identity';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    url: { type: 'string', default: process.env.SOAK_URL ?? 'http://127.0.0.1:3000' },
    clients: { type: 'string', default: '8' },
    pid: { type: 'string' },
    'report-seconds': { type: 'string', default: '30' },
  },
});
const minutes = Number(values.minutes);
const clients = Number(values.clients);
const reportMs = Number(values['report-seconds']) * 1000;
const base = values.url.replace(/\/$/, '');
if (!(minutes > 0) || !Number.isInteger(clients) || clients < 1) {
  console.error('Usage: npm run soak -- --minutes 10 [--url URL] [--clients 8] [--pid PID]');
  process.exit(2);
}

interface Persona {
  email: string;
  reads: string[];
}
const COMMON = [
  '/api/auth/session',
  '/api/support/tickets?pageSize=20',
  '/api/message/inbox?pageSize=20',
  '/api/message/unread-count',
];
const PERSONAS: Persona[] = [
  {
    email: 'superadmin@demo.gov.bd',
    reads: [
      ...COMMON,
      '/api/office/offices?pageSize=20',
      '/api/audit/log?pageSize=20',
      '/api/support/queue?pageSize=20',
    ],
  },
  {
    email: 'support@demo.gov.bd',
    reads: [...COMMON, '/api/support/queue?pageSize=20', '/api/office/offices?pageSize=20'],
  },
  {
    email: 'officeadmin@demo.gov.bd',
    reads: [
      ...COMMON,
      '/api/officers?pageSize=20',
      '/api/audit/log?pageSize=20',
      '/api/office/offices/10/honour-board',
    ],
  },
  {
    email: 'officer@demo.gov.bd',
    reads: [...COMMON, '/api/innovation/innovations?pageSize=20', '/api/office/offices/10/honour-board'],
  },
  { email: 'nooffice@demo.gov.bd', reads: COMMON },
  { email: 'office861@demo.gov.bd', reads: COMMON },
  { email: 'exam@demo.gov.bd', reads: COMMON },
];

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json().catch(() => null)) as { data?: { access_token?: string } } | null;
  if (!body?.data?.access_token) {
    console.error(`Signing in ${email} failed (${response.status}); start the server with CAPTCHA=off.`);
    process.exit(1);
  }
  return body.data.access_token;
}

function serverPid(): number | null {
  if (values.pid) return Number(values.pid);
  const file = path.resolve(process.env.DATA_DIR ?? 'data', 'backup-endpoint.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;
  return null;
}

async function residentMb(pid: number | null): Promise<number | null> {
  if (pid && existsSync(`/proc/${pid}/status`)) {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  }
  const metrics = await fetch(`${base}/metrics`).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  const match = /^process_resident_memory_bytes (\d+)/m.exec(metrics);
  return match ? Math.round(Number(match[1]) / 1048576) : null;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

let interval: number[] = [];
let total = 0;
let errors = 0;
let writes = 0;
const errorKinds = new Map<string, number>();

async function client(n: number, token: string, persona: Persona, until: number) {
  for (let i = n; Date.now() < until; i++) {
    const write = i % 10 === 0;
    const url = write ? '/api/support/tickets' : persona.reads[i % persona.reads.length];
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${base}${url}`, {
        method: write ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(write && { 'content-type': 'application/json' }),
        },
        body: write
          ? JSON.stringify({ reason: 'others', description: `দীর্ঘ চালনার পরীক্ষা: ক্লায়েন্ট ${n}, অনুরোধ ${i}` })
          : undefined,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    interval.push(performance.now() - started);
    total++;
    if (write) writes++;
    if (status !== 200) {
      errors++;
      const kind = `${status} ${url.split('?')[0]}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    }
  }
}

async function main() {
  const pid = serverPid();
  const tokens = await Promise.all(PERSONAS.map((persona) => signIn(persona.email)));
  const started = Date.now();
  const until = started + minutes * 60_000;
  console.log(`soak: ${clients} clients, ${minutes} min against ${base}; server pid ${pid ?? 'unknown'}`);
  console.log('elapsed  requests  req/s  errors  writes  p50 ms  p99 ms  rss MB');
  let lastTotal = 0;
  const report = async () => {
    const sorted = interval.sort((a, b) => a - b);
    interval = [];
    const elapsed = Math.round((Date.now() - started) / 1000);
    const rate = ((total - lastTotal) / (reportMs / 1000)).toFixed(1);
    lastTotal = total;
    const rss = await residentMb(pid);
    console.log(
      `${String(elapsed).padStart(6)} s ${String(total).padStart(9)} ${rate.padStart(6)} ${String(errors).padStart(7)} ${String(writes).padStart(7)} ${percentile(sorted, 50).toFixed(0).padStart(7)} ${percentile(sorted, 99).toFixed(0).padStart(7)} ${String(rss ?? '?').padStart(7)}`,
    );
  };
  const timer = setInterval(() => void report(), reportMs);
  await Promise.all(
    Array.from({ length: clients }, (_, n) =>
      client(n, tokens[n % PERSONAS.length], PERSONAS[n % PERSONAS.length], until),
    ),
  );
  clearInterval(timer);
  await report();
  console.log(`total: ${total} requests, ${writes} writes, ${errors} errors`);
  for (const [kind, count] of errorKinds) console.log(`  ${count} × ${kind}`);
  process.exit(errors ? 1 : 0);
}

void main();
