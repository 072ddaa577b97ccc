/**
 * A button that opens a short menu of links and actions (the WAI-ARIA menu button), in plain HTML
 * and CSS: the header's desk switch and user menu draw with the first screen, before the UI kit.
 * The arrow keys, Home and End move in the menu, Escape closes it and gives the focus back to the
 * button, Tab or a click elsewhere closes it.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link entry; otherwise `onSelect` runs. */
  to?: string;
  onSelect?: () => void;
}

interface MenuButtonProps {
  /** What the button shows (its accessible name starts with it). */
  children: ReactNode;
  items: MenuButtonItem[];
  className?: string;
  'data-testid'?: string;
}

export function MenuButton({ children, items, className, 'data-testid': testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const entries = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // Opening moves the focus to the first entry; a press outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="menu-button" ref={root}>
      <button
        type="button"
        ref={button}
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
        data-testid={testId}
      >
        {children}
      </button>
      {open && (
        <div className="menu-button-list" role="menu" id={menuId} onKeyDown={onMenuKeyDown}>
          {items.map((item) =>
            item.to ? (
              <Link key={item.key} role="menuitem" tabIndex={-1} to={item.to} onClick={() => close(false)}>
                {item.icon}
                <span>{item.label}</span>
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.icon}
                <span>{item.label}</span>
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
