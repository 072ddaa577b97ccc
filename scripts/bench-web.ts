/**
 * The web budget (docs/performance.md, "Web budget"): Lighthouse's mobile profile (simulated slow
 * 4G, 4× CPU slowdown) with a cold HTTP cache on the sign-in page, the office admin's home and the
 * admin dashboard, signed in through the form, against the built app on the embedded database with
 * its demo data.
 *
 *   npm run bench:web              # three runs of each page, the median printed
 *   npm run bench:web -- --runs 5
 *   npm run bench:web -- --runs 1 --reports   # and each run's whole Lighthouse report beside it
 *   npm run bench:web -- --pages "officers|inbox"   # only the pages whose names match
 *
 * Prints a table (JS transferred, all bytes, LCP, total blocking time, against the targets) and
 * writes the full figures to bench/results/web-<time>.json. Needs Debian's Chromium
 * (apt-get install -y chromium fonts-noto-core).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { freePort, startBuiltServer } from './benchmark/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const PASSWORD = 'Demo@1234';

interface Page {
  name: string;
  hash: string;
  /** Who signs in through the form first; none for the sign-in page itself. */
  as?: string;
  budget: { jsKb: number; lcpMs: number; tbtMs: number };
}

const SIGNED_IN = { jsKb: 300, lcpMs: 3000, tbtMs: 300 };
const PAGES: Page[] = [
  { name: 'sign-in', hash: '#/login', budget: { jsKb: 200, lcpMs: 2500, tbtMs: 300 } },
  { name: 'home (office admin)', hash: '#/', as: 'officeadmin@demo.gov.bd', budget: SIGNED_IN },
  { name: 'admin dashboard', hash: '#/dashboard', as: 'officeadmin@demo.gov.bd', budget: SIGNED_IN },
  // The largest list with filters searched on the server (office, designation): drawn without the
  // UI kit since 2026-11-28, as the inbox is.
  { name: 'officers', hash: '#/officers', as: 'officeadmin@demo.gov.bd', budget: SIGNED_IN },
  // The most opened list, drawn without the kit.
  { name: 'inbox', hash: '#/messages/inbox', as: 'officeadmin@demo.gov.bd', budget: SIGNED_IN },
  // The app admins' list of every office, with its delete question, drawn without the kit.
  {
    name: 'office list',
    hash: '#/office-setup/office-list',
    as: 'superadmin@demo.gov.bd',
    budget: SIGNED_IN,
  },
  // A dashboard with charts, drawn without the kit since 2026-11-29: its charts load when reached.
  {
    name: 'training dashboard',
    hash: '#/training-mgt/training-dashboard',
    as: 'officeadmin@demo.gov.bd',
    budget: SIGNED_IN,
  },
  // A list whose form and drawer load with the kit when opened.
  { name: 'leave applications', hash: '#/leaveapplications', as: 'officer@demo.gov.bd', budget: SIGNED_IN },
  // A form on a route of its own, drawn plain since sign-up was: its checks load when it is first used.
  { name: 'new officer', hash: '#/new-officer', as: 'officeadmin@demo.gov.bd', budget: SIGNED_IN },
];

interface Figures {
  jsKb: number;
  allKb: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU: LCP and blocking time scale with it. */
  cpuIndex: number;
}

/** Signs in through the login form, as a person does; the session stays in the browser's storage. */
async function signIn(context: BrowserContext, url: string, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/#/login`);
  await page.getByLabel('ইমেইল অথবা মোবাইল নম্বর').fill(email);
  await page.getByLabel('পাসওয়ার্ড').fill(PASSWORD);
  await page.getByRole('button', { name: 'লগইন' }).click();
  await page.getByTestId('welcome').waitFor();
  await page.close();
}

async function signOut(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  // A page of the origin that runs none of the app, which would store its session again.
  await page.goto(`${url}/api/health`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

/** Empties the HTTP cache (the storage with the session is kept: a cold load of a signed-in person). */
async function clearCache(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function measure(url: string, port: number, reportFile?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    // The session in localStorage stays; the cache was emptied by clearCache.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { audits } = result.lhr;
  const summary = audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const script = summary?.items.find((item) => item.resourceType === 'script');
  return {
    jsKb: kb(script?.transferSize ?? 0),
    allKb: kb(audits['total-byte-weight']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      reports: { type: 'boolean', default: false },
      pages: { type: 'string', default: '' },
    },
  });
  const runs = Math.max(1, Math.min(10, Number(values.runs) || 3));
  const stamp = new Date().toISOString().replaceAll(':', '-');
  mkdirSync('bench/results', { recursive: true });
  const reportFile = (page: Page, run: number) =>
    values.reports
      ? `bench/results/web-${stamp}-${page.hash.replace(/\W/g, '') || 'home'}-${run + 1}.lhr.json`
      : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-web-bench-'));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-web-bench-profile-'));
  // The embedded database with its demo data, as a new office starts it.
  const server = await startBuiltServer({
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
  });
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  const results: { page: Page; runs: Figures[]; median: Figures }[] = [];
  let signedIn: string | undefined;
  try {
    const chosen = new RegExp(values.pages, 'i');
    for (const page of PAGES.filter((candidate) => chosen.test(candidate.name))) {
      if (page.as !== signedIn) {
        await signOut(context, server.url);
        if (page.as) await signIn(context, server.url, page.as);
        signedIn = page.as;
      }
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        await clearCache(context);
        figures.push(await measure(`${server.url}/${page.hash}`, port, reportFile(page, run)));
        process.stdout.write(`  ${page.name}, run ${run + 1} of ${runs}\n`);
      }
      results.push({
        page,
        runs: figures,
        median: {
          jsKb: median(figures.map((f) => f.jsKb)),
          allKb: median(figures.map((f) => f.allKb)),
          lcpMs: median(figures.map((f) => f.lcpMs)),
          tbtMs: median(figures.map((f) => f.tbtMs)),
          cpuIndex: median(figures.map((f) => f.cpuIndex)),
        },
      });
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }

  const mark = (value: number, limit: number) => `${value}${value <= limit ? '' : ' ✗'}`;
  console.log(`\nLighthouse mobile profile, cold cache, median of ${runs}\n`);
  console.log('| page | JS transferred KB (budget) | all bytes KB | LCP ms (budget) | TBT ms (budget) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { page, median: m } of results) {
    console.log(
      `| ${page.name} | ${mark(m.jsKb, page.budget.jsKb)} (${page.budget.jsKb}) | ${m.allKb} | ${mark(m.lcpMs, page.budget.lcpMs)} (${page.budget.lcpMs}) | ${mark(m.tbtMs, page.budget.tbtMs)} (${page.budget.tbtMs}) |`,
    );
  }
  // The simulated slow phone is this machine slowed four times: another CPU gives other times.
  const cpu = median(results.map((result) => result.median.cpuIndex));
  console.log(`\nLighthouse's benchmark index of this machine's CPU (median): ${cpu}`);
  const file = `bench/results/web-${stamp}.json`;
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2));
  console.log(`\nFull results: ${path.resolve(file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
