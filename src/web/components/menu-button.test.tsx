/** The header's menus and the narrow screen's menu drawer work from the keyboard as from the pointer. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuDrawer } from '../app/layout/menu-drawer';
import { MenuButton } from './menu-button';

afterEach(cleanup);

function renderMenu(onLogout: () => void) {
  render(
    <MemoryRouter>
      <MenuButton
        data-testid="user-menu"
        items={[
          { key: 'profile', label: 'প্রোফাইল', to: '/profile/basic' },
          { key: 'messages', label: 'বার্তা', to: '/messages/inbox' },
          { key: 'logout', label: 'লগআউট', onSelect: onLogout },
        ]}
      >
        নুসরাত জাহান
      </MenuButton>
    </MemoryRouter>,
  );
  return screen.getByTestId('user-menu');
}

describe('a menu button', () => {
  it('opens on a press with the focus on its first entry, moves with the arrows, and Escape gives the focus back', () => {
    const button = renderMenu(vi.fn());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entries = screen.getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['প্রোফাইল', 'বার্তা', 'লগআউট']);
    expect(document.activeElement).toBe(entries[0]);

    fireEvent.keyDown(entries[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(entries[1]);
    fireEvent.keyDown(entries[1], { key: 'End' });
    expect(document.activeElement).toBe(entries[2]);
    fireEvent.keyDown(entries[2], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(entries[0]);
    fireEvent.keyDown(entries[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(entries[2]);

    fireEvent.keyDown(entries[2], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action entry once and closes; a press elsewhere closes it too', () => {
    const onLogout = vi.fn();
    const button = renderMenu(onLogout);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'লগআউট' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        মেনু খুলুন
      </button>
      <MenuDrawer open={open} onClose={() => setOpen(false)} title="মেনু">
        <a href="#/skills">দক্ষতা</a>
        <a href="#/leave">ছুটি</a>
      </MenuDrawer>
    </>
  );
}

describe('the menu drawer', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back', () => {
    render(<DrawerHarness />);
    const opener = screen.getByRole('button', { name: 'মেনু খুলুন' });
    opener.focus();
    act(() => opener.click());

    const dialog = screen.getByRole('dialog', { name: 'মেনু' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'মেনু বন্ধ করুন' });
    expect(document.activeElement).toBe(close);

    const last = screen.getByRole('link', { name: 'ছুটি' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
