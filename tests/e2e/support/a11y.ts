/**
 * WCAG 2.1 A and AA in every journey: every page opened through `newPage` is checked with axe-core
 * each time its address changes (a load, a hash route, a redirect), once the page has settled, and
 * again before it or its context closes. A journey then fails on any serious or critical violation
 * (support/a11y-setup.ts), listed by rule, impact, element and axe's summary. `checkA11y` checks a
 * state no address names (an open dialog). New journeys are checked without asking for it. A tab
 * checks each shape of page once (see `shape`), so walking two hundred placeholder routes stays quick.
 */
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The WCAG levels checked: 2.0 and 2.1, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules left out, each with its reason. Only a rule that is wrong for Bangla text belongs here;
 * none is, so far: contrast, names and labels read Bangla as they read English.
 */
export const ALLOWED_RULES: Record<string, string> = {};

export interface A11yFinding {
  /** Where: the address, the window width and the interface language. */
  page: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

const findings: A11yFinding[] = [];
/** Checks that failed to run; a journey fails on them too, so a broken check cannot pass silently. */
const failures: string[] = [];

/** Takes the findings gathered since the last call, each (page, rule, element) once. */
export function takeFindings(): { findings: A11yFinding[]; failures: string[] } {
  const seen = new Set<string>();
  const unique = findings.splice(0).filter((item) => {
    const key = `${item.page}|${item.rule}|${item.target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { findings: unique, failures: failures.splice(0) };
}

export function formatFindings(list: A11yFinding[]): string {
  const byPage = new Map<string, A11yFinding[]>();
  for (const item of list) byPage.set(item.page, [...(byPage.get(item.page) ?? []), item]);
  const lines = [`${list.length} serious or critical accessibility violation(s) (WCAG 2.1 A/AA):`];
  for (const [page, items] of byPage) {
    lines.push(`  ${page}`);
    for (const item of items) {
      lines.push(`    ${item.rule} [${item.impact}] ${item.target}`);
      lines.push(`      ${item.summary.replace(/\s*\n\s*/g, ' ')}`);
    }
  }
  return lines.join('\n');
}

/** Waits, inside the page, until nothing loads and the DOM has been still for `quietMs`. */
async function settle({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }): Promise<boolean> {
  // Loading, or a finite animation (a fade, a slide) still running; spinners turn for ever.
  const busy = () =>
    document.readyState !== 'complete' ||
    document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [data-testid="page-loader"]') !==
      null ||
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
  const started = performance.now();
  let changed = performance.now();
  const observer = new MutationObserver(() => {
    changed = performance.now();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (performance.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!busy() && performance.now() - changed >= quietMs) return true;
    }
    return false;
  } finally {
    observer.disconnect();
  }
}

interface RawViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string; impact?: string | null }[];
}

/** Runs axe in the page (its source is put there the first time) and returns its violations. */
async function runAxe(page: Page): Promise<RawViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      nodes: violation.nodes.map((node) => ({
        target: node.target as unknown[],
        failureSummary: node.failureSummary,
        impact: node.impact ?? null,
      })),
    }));
  }, WCAG_TAGS);
}

async function where(page: Page): Promise<string> {
  const { width = 0, height = 0 } = page.viewportSize() ?? {};
  const state = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dark: document.querySelector('.app-dark') !== null,
  }));
  const hash = new URL(page.url()).hash || '#/';
  return `${hash} (${width}×${height}, ${state.lang}${state.dark ? ', dark' : ''})`;
}

/**
 * The page's shape: every element's tag, classes, role, ARIA attributes and whether it holds text,
 * with its language and title. Two states of one shape show the same violations (the many
 * 'development in progress' screens differ only in their words), so a shape is checked once.
 */
function shape(): string {
  let hash = 0;
  const add = (text: string) => {
    for (let index = 0; index < text.length; index++)
      hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  };
  add(`${document.documentElement.lang}|${document.title ? 'title' : ''}|${window.innerWidth}`);
  for (const element of document.body.querySelectorAll('*')) {
    add(`${element.tagName}.${element.getAttribute('class') ?? ''}`);
    for (const attribute of element.attributes) {
      if (attribute.name === 'role' || attribute.name.startsWith('aria-'))
        add(`${attribute.name}=${attribute.value ? 1 : 0}`);
    }
    for (const child of element.childNodes)
      if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) add('#');
  }
  return String(hash);
}

/** Checks one page now, after it settles; the serious and critical violations join the findings. */
async function audit(page: Page, checked: Set<string>): Promise<void> {
  if (page.isClosed()) return;
  await page.evaluate(settle, { quietMs: 200, timeoutMs: 8000 });
  const seen = await page.evaluate(shape);
  if (checked.has(seen)) return;
  checked.add(seen);
  const violations = await runAxe(page);
  const location = await where(page);
  for (const violation of violations) {
    if (ALLOWED_RULES[violation.id]) continue;
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'unknown';
      if (!FAILING_IMPACTS.has(impact)) continue;
      findings.push({
        page: location,
        rule: violation.id,
        impact,
        target: node.target.map(String).join(' > '),
        summary: node.failureSummary ?? '',
      });
    }
  }
}

/** The checks of one page: one at a time, the latest state after a burst of navigations. */
class PageAudit {
  private wanted = false;
  private running: Promise<void> | null = null;
  /** Shapes of this page already checked. */
  private readonly checked = new Set<string>();

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.request();
    });
  }

  request(): void {
    this.wanted = true;
    this.running ??= this.drain();
  }

  private async drain(): Promise<void> {
    let retries = 3;
    while (this.wanted) {
      this.wanted = false;
      try {
        await audit(this.page, this.checked);
      } catch (error) {
        // A page that navigates away or closes during a check is checked again at its next state.
        if (this.page.isClosed()) break;
        const message = (error as Error).message;
        if (/context was destroyed|navigation|Target .*closed/i.test(message) && retries-- > 0)
          this.wanted = true;
        else failures.push(`${this.page.url()}: ${message}`);
      }
    }
    this.running = null;
  }

  /** Waits for the checks under way (and those they lead to). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }
}

const audits = new Map<Page, PageAudit>();
const patched = new WeakSet<object>();

/** Waits for the checks of every open page (and of the pages of `context`, when given). */
export async function flushA11y(context?: BrowserContext): Promise<void> {
  const pages = [...audits.keys()].filter((page) => !context || page.context() === context);
  await Promise.all(pages.map((page) => audits.get(page)?.flush()));
}

/** Checks this page now (e.g. with a dialog open) and waits for the result. */
export async function checkA11y(page: Page): Promise<void> {
  const pageAudit = audits.get(page);
  if (!pageAudit) throw new Error('checkA11y: open the page with newPage()');
  pageAudit.request();
  await pageAudit.flush();
}

/** Checks `page` on every navigation; its context and the page finish their checks before closing. */
export function auditPage(page: Page): void {
  if (audits.has(page)) return;
  const pageAudit = new PageAudit(page);
  audits.set(page, pageAudit);
  page.on('close', () => audits.delete(page));

  // Leaving a page by address waits for its check, so a quick walk still checks every stop.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await pageAudit.flush();
    return goto(url, options);
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    await pageAudit.flush();
    return reload(options);
  };
  const pageClose = page.close.bind(page);
  page.close = async (options) => {
    await pageAudit.flush();
    return pageClose(options);
  };
  const context = page.context();
  if (!patched.has(context)) {
    patched.add(context);
    const contextClose = context.close.bind(context);
    context.close = async (options) => {
      await flushA11y(context);
      return contextClose(options);
    };
  }
}

/** The browser finishes every page's checks before it closes. */
export function auditBrowser(browser: Browser): Browser {
  if (patched.has(browser)) return browser;
  patched.add(browser);
  const browserClose = browser.close.bind(browser);
  browser.close = async (options) => {
    await flushA11y();
    return browserClose(options);
  };
  return browser;
}
