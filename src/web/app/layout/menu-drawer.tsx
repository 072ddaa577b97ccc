/**
 * The side menu on a narrow screen: a modal panel from the left, opened from the header. Escape, the
 * close button or a press on the shade closes it; while open the focus stays inside it, and closing
 * gives the focus back to where it was, unless a choice has moved it to the new page.
 */
import { CloseOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MenuDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    node?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      // Back to the opener, unless the focus has moved on already (a choice moved it to the new page's heading).
      const now = document.activeElement;
      if (!now || now === document.body || node?.contains(now)) opener?.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab from the last entry goes to the first, Shift+Tab from the first to the last.
    const all = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = all[0];
    const last = all[all.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="menu-drawer-root">
      <div className="menu-drawer-shade" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="app-menu-drawer"
        data-testid="menu-drawer"
        onKeyDown={onKeyDown}
      >
        <div className="menu-drawer-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="menu-drawer-close" onClick={onClose} aria-label={t('closeMenu')}>
            <CloseOutlined aria-hidden="true" />
          </button>
        </div>
        <div className="menu-drawer-body">{children}</div>
      </div>
    </div>
  );
}
