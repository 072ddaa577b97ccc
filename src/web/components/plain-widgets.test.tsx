/**
 * The plain pieces list screens are drawn with: the panel (title, actions, busy while loading), the
 * meter (its percentage in Bangla digits, read out as a progress bar) and the search field (Enter
 * searches, emptying the field shows the whole list again).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { Meter } from './meter';
import { Panel } from './panel';
import { SearchBox } from './search-box';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('bn');
});

describe('the plain list pieces', () => {
  it('a panel shows its title and actions, and grey lines instead of its body while loading', () => {
    const { rerender } = render(
      <Panel title="কর্মকর্তা" extra={<button type="button">নতুন</button>} loading>
        <p>তালিকা</p>
      </Panel>,
    );
    const panel = screen.getByText('কর্মকর্তা').closest('section') as HTMLElement;
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'নতুন' })).toBeTruthy();
    expect(screen.queryByText('তালিকা')).toBeNull();
    rerender(
      <Panel title="কর্মকর্তা">
        <p>তালিকা</p>
      </Panel>,
    );
    expect(screen.getByText('তালিকা')).toBeTruthy();
    expect(panel.hasAttribute('aria-busy')).toBe(false);
  });

  it('a meter reads its percentage in Bangla digits, and in English ones in English', async () => {
    render(<Meter percent={67.4} label="প্রোফাইল পূর্ণতা" />);
    const bar = screen.getByRole('progressbar', { name: 'প্রোফাইল পূর্ণতা' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(bar.getAttribute('aria-valuetext')).toBe('৬৭%');
    expect(bar.textContent).toBe('৬৭%');
    await i18n.changeLanguage('en');
    expect((await screen.findByRole('progressbar')).textContent).toBe('67%');
  });

  it('a search field searches on Enter and on its button, and shows everything again when emptied', () => {
    const searched: string[] = [];
    render(<SearchBox placeholder="নাম দিয়ে খুঁজুন" onSearch={(text) => searched.push(text)} />);
    const field = screen.getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' });
    fireEvent.change(field, { target: { value: '  মাহমুদ ' } });
    fireEvent.submit(field);
    fireEvent.click(screen.getByRole('button', { name: 'অনুসন্ধান' }));
    fireEvent.change(field, { target: { value: '' } });
    expect(searched).toEqual(['মাহমুদ', 'মাহমুদ', '']);
  });
});
