/** The language switch and the side menu's style: one pressed button, a named group, a press chooses. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('bn');
  localStorage.clear();
});

describe('the language switch', () => {
  it('presses the language in use and switches, remembered on this browser, on a press of the other', async () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'ভাষা' });
    const [bangla, english] = screen.getAllByRole('button');
    expect(group.contains(bangla)).toBe(true);
    expect(bangla.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en');

    fireEvent.click(english);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    await screen.findByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBe(english);
    expect(bangla.getAttribute('aria-pressed')).toBe('false');
  });
});
