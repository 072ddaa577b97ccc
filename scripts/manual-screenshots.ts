/**
 * Takes the user manual's screenshots (src/web/modules/manual/screenshots/): for every section that
 * names a persona, signs that demo persona in to the demo app in Chromium, opens the section's
 * screen at 1366 × 768 and saves it as a compressed WebP, `<chapter>-<section>.webp`.
 *
 * Run by hand after the screens change, not by the tests:
 *   npm run build && npx tsx scripts/manual-screenshots.ts            (starts the built demo app)
 *   KARJALOY_URL=http://127.0.0.1:3000 npx tsx scripts/manual-screenshots.ts   (a running one)
 * Add chapter ids as arguments to take only those chapters' pictures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { manualChapters } from '../src/web/modules/manual/content/chapters';
import type { Persona } from '../src/web/modules/manual/content/manual-types';
import { startServer } from '../tests/e2e/support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const OUT_DIR = path.resolve('src/web/modules/manual/screenshots');
const PASSWORD = 'Demo@1234';
const VIEWPORT = { width: 1366, height: 768 };
/** WebP quality: screens are mostly flat colour and text, which stay legible well below 0.7. */
const QUALITY = 0.6;

async function signIn(browser: Browser, baseUrl: string, persona: Persona): Promise<Page> {
  const context = await browser.newContext({ locale: 'bn-BD', viewport: VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('ইমেইল অথবা মোবাইল নম্বর').fill(`${persona}@demo.gov.bd`);
  await page.getByLabel('পাসওয়ার্ড').fill(PASSWORD);
  await page.getByRole('button', { name: 'লগইন' }).click();
  await page.getByTestId('welcome').waitFor();
  // The sign-in toast would cover the first screen of every persona (hidden, not removed: React owns it).
  await page.addStyleTag({ content: '.ant-message, .ant-notification { display: none !important; }' });
  return page;
}

/** Waits until the screen has drawn its data: no spinner, no skeleton, then a moment for charts. */
async function settle(page: Page): Promise<void> {
  await page.getByTestId('page-heading').waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin'),
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForTimeout(700);
}

/**
 * Chromium screenshots only as PNG or JPEG; its own canvas encodes the PNG again as WebP, on a blank
 * page (the app's content security policy would refuse the data: image).
 */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ source, quality }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, quality: QUALITY },
  );
  return Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const server = process.env.KARJALOY_URL ? null : await startServer();
  const baseUrl = process.env.KARJALOY_URL ?? server?.baseUrl ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = new Map<Persona, Page>();
  const encoder = await browser.newPage();
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  try {
    for (const chapter of manualChapters) {
      if (only.length > 0 && !only.includes(chapter.id)) continue;
      for (const section of chapter.sections) {
        if (!section.shot || !section.path) continue;
        let page = pages.get(section.shot);
        if (!page) {
          page = await signIn(browser, baseUrl, section.shot);
          pages.set(section.shot, page);
        }
        await page.goto(`${baseUrl}/#${section.path}`);
        await settle(page);
        const webp = await toWebp(encoder, await page.screenshot({ type: 'png' }));
        const file = path.join(OUT_DIR, `${chapter.id}-${section.key}.webp`);
        writeFileSync(file, webp);
        total += webp.length;
        console.log(`${path.basename(file)}  ${Math.round(webp.length / 1024)} KB`);
      }
    }
    console.log(`total ${Math.round(total / 1024)} KB`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
