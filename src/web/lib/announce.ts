/**
 * What a screen reader should say without the focus moving there: toasts, saved and failed states,
 * form errors as they appear. Two live regions (polite and assertive) sit in the page from the
 * start, as screen readers only follow regions that exist before their text changes; they speak
 * the interface language, the page's `lang`.
 */
import i18n, { addModuleTranslations } from '../i18n';
import { A11Y_NAMESPACE, a11yTranslations } from './a11y.i18n';
import { localDigits } from './format';
import { watchIconNames } from './icon-names';

addModuleTranslations(A11Y_NAMESPACE, a11yTranslations);

export type Politeness = 'polite' | 'assertive';

const regions = new Map<Politeness, HTMLElement>();
let host: HTMLElement | null = null;

/**
 * The regions live in a closed shadow root: screen readers hear them, while the page's own text
 * (what a search of the page, or a test, finds) keeps each message once, in the toast or under the
 * field where it is shown.
 */
function region(politeness: Politeness): HTMLElement {
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.dataset.announcer = '';
    document.body.append(host);
    const root = host.attachShadow({ mode: 'closed' });
    const style = document.createElement('style');
    style.textContent =
      'div { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }';
    root.append(style);
    regions.clear();
    for (const kind of ['polite', 'assertive'] as const) {
      const element = document.createElement('div');
      element.setAttribute('aria-live', kind);
      element.setAttribute('aria-atomic', 'true');
      root.append(element);
      regions.set(kind, element);
    }
  }
  // Spoken in the interface language, which the page's lang names.
  host.lang = document.documentElement.lang;
  return regions.get(politeness)!;
}

/** What a region says now (for tests). */
export function announcement(politeness: Politeness): string {
  return region(politeness).textContent ?? '';
}

const pending = new Map<Politeness, ReturnType<typeof setTimeout>>();

/** Says `text` once; the same text said again is said again. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const element = region(politeness);
  element.textContent = '';
  // A change after the region was emptied is what screen readers hear, even for the same words.
  clearTimeout(pending.get(politeness));
  pending.set(
    politeness,
    setTimeout(() => {
      element.textContent = text;
    }, 60),
  );
}

const ERROR_SELECTOR = '.ant-form-item-explain-error';

/** The form errors among `nodes` (added to the page), in order. */
function errorsIn(nodes: Iterable<Node>): string[] {
  const found: string[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    const matches = node.matches(ERROR_SELECTOR) ? [node] : [...node.querySelectorAll(ERROR_SELECTOR)];
    for (const match of matches) if (match.textContent) found.push(match.textContent);
  }
  return found;
}

/**
 * Form errors are written under their fields by antd, which a screen reader only meets on going
 * back to the field. New errors are said as they appear, all of one check together.
 */
export function watchFormErrors(root: Node = document.body): () => void {
  let batch: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver((records) => {
    const found = errorsIn(records.flatMap((record) => [...record.addedNodes]));
    if (found.length === 0) return;
    batch.push(...found);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const errors = [...new Set(batch)];
      batch = [];
      const lang = i18n.language === 'en' ? 'en' : 'bn';
      announce(
        errors.length === 1
          ? errors[0]
          : i18n.t(`${A11Y_NAMESPACE}:formHasErrors`, {
              count: localDigits(errors.length, lang),
              errors: errors.join('; '),
            }),
        'assertive',
      );
    }, 250);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** Puts the live regions in the page and starts following form errors and icons (once, at start). */
export function startAnnouncer(): void {
  region('polite');
  region('assertive');
  watchFormErrors();
  watchIconNames();
}
