/**
 * The plain combobox the look-up choices are drawn with: typing hands the text to the caller's
 * search, the keys move through the answer and choose, Escape and leaving the field put back the
 * chosen name, the clear button empties the choice, and screen readers hear which option is active.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

afterEach(cleanup);

const DISTRICTS: ComboboxOption<number>[] = [
  { value: 1, label: 'ঢাকা', text: 'ঢাকা' },
  { value: 2, label: 'রাজশাহী', text: 'রাজশাহী' },
  { value: 3, label: 'রংপুর', text: 'রংপুর' },
];

/** Searches the three districts as a server would, and keeps the choice as a form would. */
function District({
  onSearch,
  initial = null,
}: {
  onSearch?: (text: string) => void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  const [search, setSearch] = useState('');
  return (
    <>
      <label htmlFor="district">জেলা</label>
      <Combobox
        id="district"
        options={DISTRICTS.filter((option) => option.text.includes(search))}
        value={value}
        onChange={setValue}
        onSearch={(text) => {
          setSearch(text);
          onSearch?.(text);
        }}
        placeholder="নির্বাচন করুন"
        allowClear
        clearLabel="বাছাই মুছুন"
        emptyText="কোনো তথ্য পাওয়া যায়নি"
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'জেলা' });
const visibleOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the plain combobox', () => {
  it('searches with what is typed and chooses with the arrow keys and Enter', () => {
    const onSearch = vi.fn();
    render(<District onSearch={onSearch} />);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('placeholder')).toBe('নির্বাচন করুন');

    fireEvent.change(field(), { target: { value: 'র' } });
    expect(onSearch).toHaveBeenLastCalledWith('র');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(visibleOptions()).toEqual(['রাজশাহী', 'রংপুর']);
    // The first option of the answer is the active one, as the field tells screen readers.
    const first = screen.getByRole('option', { name: 'রাজশাহী' });
    expect(field().getAttribute('aria-activedescendant')).toBe(first.id);

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'রংপুর' }).id,
    );
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect(field()).toHaveProperty('value', 'রংপুর');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    // Choosing empties the search, so the list opens whole next time.
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('chooses with a click, marks the chosen option, and clears with its button', () => {
    render(<District initial={1} />);
    expect(field()).toHaveProperty('value', 'ঢাকা');
    fireEvent.click(field());
    expect(screen.getByRole('option', { name: 'ঢাকা' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'রাজশাহী' }));
    expect(screen.getByTestId('value').textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'বাছাই মুছুন' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(field()).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'বাছাই মুছুন' })).toBeNull();
  });

  it('Escape and leaving the field close the list and put back the chosen name', () => {
    const onSearch = vi.fn();
    render(<District initial={2} onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: 'ঢা' } });
    expect(visibleOptions()).toEqual(['ঢাকা']);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field()).toHaveProperty('value', 'রাজশাহী');
    expect(onSearch).toHaveBeenLastCalledWith('');

    fireEvent.change(field(), { target: { value: 'রং' } });
    fireEvent.blur(field());
    expect(field()).toHaveProperty('value', 'রাজশাহী');
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('says so when nothing matches, and Enter then chooses nothing', () => {
    render(<District />);
    fireEvent.change(field(), { target: { value: 'সিলেট' } });
    const empty = screen.getByRole('option', { name: 'কোনো তথ্য পাওয়া যায়নি' });
    expect(empty.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('none');
  });
});
