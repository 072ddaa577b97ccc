/**
 * antd draws every icon as an image named by its English file name ('plus', 'delete', 'right'), so
 * a button "➕ নতুন অফিস" is read as "plus নতুন অফিস", and a collapse header as "right …". Icons
 * beside words, or inside a control that has its own name, are decoration and leave the
 * accessibility tree. An icon that is the only content of a control (antd's pagination arrows,
 * the search button) names it in the interface language: from the title around it, or from the
 * icon's meaning.
 */
import i18n from '../i18n';

const CONTROLS =
  'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="switch"], [role="checkbox"], [tabindex]';

/** What an icon that stands alone in a control means, by antd's icon name. */
const MEANINGS: Record<string, { bn: string; en: string }> = {
  search: { bn: 'অনুসন্ধান', en: 'Search' },
  close: { bn: 'বন্ধ করুন', en: 'Close' },
  'close-circle': { bn: 'মুছে ফেলুন', en: 'Clear' },
  left: { bn: 'আগের', en: 'Previous' },
  right: { bn: 'পরের', en: 'Next' },
  'double-left': { bn: 'আগের পাঁচ পৃষ্ঠা', en: 'Previous five pages' },
  'double-right': { bn: 'পরের পাঁচ পৃষ্ঠা', en: 'Next five pages' },
  ellipsis: { bn: 'আরও', en: 'More' },
  down: { bn: 'আরও দেখুন', en: 'Show more' },
  'eye-invisible': { bn: 'পাসওয়ার্ড দেখুন', en: 'Show password' },
  eye: { bn: 'পাসওয়ার্ড লুকান', en: 'Hide password' },
  calendar: { bn: 'তারিখ বেছে নিন', en: 'Choose a date' },
  reload: { bn: 'আবার লোড করুন', en: 'Reload' },
};

/** The name a control gets from itself, leaving its icons out. */
function ownName(control: Element): string {
  const labelled = control.getAttribute('aria-labelledby');
  if (labelled) return labelled;
  const label = control.getAttribute('aria-label') ?? control.getAttribute('title');
  if (label?.trim()) return label;
  let text = '';
  const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('.anticon, [aria-hidden="true"]')) text += node.textContent ?? '';
  }
  return text.trim();
}

function fix(icon: HTMLElement): void {
  if (icon.dataset.iconName === 'kept') return;
  const control = icon.parentElement?.closest(CONTROLS);
  if (!control || ownName(control)) {
    icon.setAttribute('aria-hidden', 'true');
    return;
  }
  // The icon is all the control has: it names the control, in the interface language.
  const iconName = icon.getAttribute('aria-label') ?? '';
  const title = control.closest('[title]')?.getAttribute('title');
  const meaning = MEANINGS[iconName];
  const name = title || (meaning ? meaning[i18n.language === 'en' ? 'en' : 'bn'] : '');
  if (name) {
    control.setAttribute('aria-label', name);
    if (!title && meaning) control.setAttribute('data-icon-named', iconName);
    icon.setAttribute('aria-hidden', 'true');
  }
}

/** Controls named from an icon's meaning follow a change of the interface language. */
function renameAll(root: ParentNode): void {
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  for (const control of root.querySelectorAll('[data-icon-named]')) {
    const meaning = MEANINGS[control.getAttribute('data-icon-named') ?? ''];
    if (meaning) control.setAttribute('aria-label', meaning[lang]);
  }
}

function fixAll(root: ParentNode): void {
  if (root instanceof HTMLElement && root.matches('.anticon[role="img"]')) fix(root);
  for (const icon of root.querySelectorAll<HTMLElement>('.anticon[role="img"]')) fix(icon);
}

/** Keeps icons quiet or named from now on, in the page and in every later change of it. */
export function watchIconNames(root: HTMLElement = document.body): () => void {
  fixAll(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) fixAll(node);
      // A control whose words arrive after its icon (a loading button) is looked at again.
      if (record.type === 'characterData' || record.target instanceof HTMLElement) {
        const target = record.target instanceof HTMLElement ? record.target : record.target.parentElement;
        const control = target?.closest(CONTROLS);
        if (control) fixAll(control);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const onLanguage = () => renameAll(root);
  i18n.on('languageChanged', onLanguage);
  return () => {
    observer.disconnect();
    i18n.off('languageChanged', onLanguage);
  };
}
