/**
 * One trainee's outcome in the browser: asked by name first (the plain confirmation, no UI kit),
 * sent only when confirmed, the certificate number told in Bangla digits; a decided trainee offers
 * no buttons.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TraineeRow } from '../../../../common/contracts/training.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { trainingBn, trainingEn } from '../training.i18n';
import { TraineeOutcome } from './trainee-outcome';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

beforeAll(() => {
  addModuleTranslations('training', { bn: trainingBn, en: trainingEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const row = (status: TraineeRow['status']): TraineeRow => ({
  id: 7,
  batch: {
    id: 3,
    nameBn: 'ই-নথি ব্যাচ-২',
    kind: 'internal',
    startDate: '2026-10-04',
    endDate: '2026-10-08',
    venue: 'রাজশাহী',
    title: { id: 1, nameBn: 'ই-নথি', nameEn: 'e-Nothi' },
    provider: { id: 1, nameBn: 'বিপিএটিসি', nameEn: 'BPATC' },
  },
  person: {
    userId: 4,
    studentId: null,
    nameBn: 'সাবরিনা ইয়াসমিন',
    nameEn: 'Sabrina Yasmin',
    mobile: null,
    gender: 'female',
    office: null,
    designation: 'সহকারী কমিশনার',
  },
  status,
  daysPresent: 3,
  certificateNo: null,
  completedAt: null,
  feedbackRating: null,
});

function renderOutcome(status: TraineeRow['status']) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          success: true,
          data: { traineeId: 7, status: 'completed', certificateNo: 'TRN-2026-3-7' },
        }),
        { status: 200 },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TraineeOutcome row={row(status)} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('<TraineeOutcome>', () => {
  it('asks by name, sends nothing when cancelled', async () => {
    const fetch = renderOutcome('enrolled');
    fireEvent.click(screen.getByRole('button', { name: 'সম্পন্ন: সাবরিনা ইয়াসমিন' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('সাবরিনা ইয়াসমিন-কে প্রশিক্ষণ সম্পন্ন হিসেবে চিহ্নিত করবেন?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'বাতিল' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('completes when confirmed and tells the certificate number', async () => {
    const fetch = renderOutcome('enrolled');
    fireEvent.click(screen.getByRole('button', { name: 'সম্পন্ন: সাবরিনা ইয়াসমিন' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'সম্পন্ন' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/training/trainees/7/complete');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'completed' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'সম্পন্ন; সনদ নং TRN-২০২৬-৩-৭'));
  });

  it('marks incomplete when confirmed', async () => {
    const fetch = renderOutcome('enrolled');
    fireEvent.click(screen.getByRole('button', { name: 'অসম্পূর্ণ: সাবরিনা ইয়াসমিন' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'অসম্পূর্ণ' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'incomplete' });
  });

  it('offers nothing for a trainee already decided', () => {
    renderOutcome('completed');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
