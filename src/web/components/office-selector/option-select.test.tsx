/**
 * A look-up choice asks the server for its list only when it is entered or already holds a value:
 * a page's empty filters cost no request before the page's own data.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_PATHS } from '../../../common/contracts/office.paths';
import { stubApi } from '../../testing/api-stub';
import { OptionSelect } from './option-select';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINISTRIES = [{ id: 1, nameBn: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ', nameEn: 'ICT Division' }];

const asked = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(OFFICE_PATHS.options.ministries)).length;

function renderSelect(value: number | null) {
  const fetch = stubApi(() => ({ items: MINISTRIES, total: MINISTRIES.length }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OptionSelect kind="ministries" value={value} aria-label="মন্ত্রণালয়" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('<OptionSelect>', () => {
  it('asks for its list when entered, not when drawn empty', async () => {
    const fetch = renderSelect(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(fetch)).toBe(0);
    const field = screen.getByRole('combobox', { name: 'মন্ত্রণালয়' });
    fireEvent.focus(field);
    fireEvent.click(field);
    await screen.findByRole('option', { name: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ' });
    expect(asked(fetch)).toBe(1);
  });

  it('asks at once when it holds a value, to show its name', async () => {
    const fetch = renderSelect(1);
    await waitFor(() => expect(asked(fetch)).toBe(1));
    await waitFor(() =>
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ'),
    );
  });
});
