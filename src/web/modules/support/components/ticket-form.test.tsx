/** The new-ticket form's rules in the browser: the contract's messages under each field, nothing sent. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { supportBn, supportEn } from '../support.i18n';
import { TicketForm } from './ticket-form';

beforeAll(() => {
  addModuleTranslations('support', { bn: supportBn, en: supportEn });
  // jsdom has no ResizeObserver, which antd's text areas watch.
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

function renderForm() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <TicketForm open onClose={vi.fn()} onOpened={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return fetch;
}

const errorUnder = (label: string) =>
  (screen.getByLabelText(label) as HTMLElement)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('<TicketForm>', () => {
  it('asks for the reason and the description, and sends nothing without them', async () => {
    const fetch = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'টিকিট খুলুন' }));
    await waitFor(() => expect(errorUnder('বিষয়')).toBe('বিষয় নির্বাচন করুন'));
    expect(errorUnder('বিবরণ')).toBe('বিবরণ আবশ্যক');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('wants a description of at least ten characters', async () => {
    const fetch = renderForm();
    fireEvent.change(screen.getByLabelText('বিবরণ'), { target: { value: 'ভুল আসে' } });
    fireEvent.click(screen.getByRole('button', { name: 'টিকিট খুলুন' }));
    await waitFor(() => expect(errorUnder('বিবরণ')).toBe('সমস্যাটি অন্তত ১০ অক্ষরে লিখুন'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks English in the English interface', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(errorUnder('Description')).toBe('Description is required'));
  });
});
