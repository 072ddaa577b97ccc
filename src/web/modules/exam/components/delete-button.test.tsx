/**
 * The delete button in the browser, with no UI kit around it (the plain lists draw it): confirmed by
 * name, DELETE sent only then, a 409 told as the server says.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { examBn, examEn } from '../exam.i18n';
import { DeleteButton } from './delete-button';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

beforeAll(() => {
  addModuleTranslations('exam', { bn: examBn, en: examEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
  await act(() => i18n.changeLanguage('bn'));
});

function renderButton(status: number, body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteButton path="/api/exam/subjects/12" name="পদার্থবিজ্ঞান" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('<DeleteButton>', () => {
  it('names the record, and deletes only when confirmed', async () => {
    const fetch = renderButton(200, { success: true, data: { id: 12 } });
    fireEvent.click(screen.getByRole('button', { name: 'মুছুন: পদার্থবিজ্ঞান' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('পদার্থবিজ্ঞান');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/exam/subjects/12');
    expect(init.method).toBe('DELETE');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'মুছে ফেলা হয়েছে'));
  });

  it('tells the 409 of a record still in use', async () => {
    renderButton(409, {
      success: false,
      message: 'এই তথ্যটি অন্য কোনো কাজে ব্যবহৃত হচ্ছে; তাই মুছে ফেলা যাবে না',
    });
    fireEvent.click(screen.getByRole('button', { name: 'মুছুন: পদার্থবিজ্ঞান' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'মুছুন' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', 'এই তথ্যটি অন্য কোনো কাজে ব্যবহৃত হচ্ছে; তাই মুছে ফেলা যাবে না'),
    );
  });
});
