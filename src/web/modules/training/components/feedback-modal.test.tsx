/** A batch's feedback in the browser: answers, the average and the comments in Bangla, from the server's figures. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BatchFeedback } from '../../../../common/contracts/training.contract';
import { addModuleTranslations } from '../../../i18n';
import { trainingBn, trainingEn } from '../training.i18n';
import { FeedbackModal } from './feedback-modal';

beforeAll(() => {
  addModuleTranslations('training', { bn: trainingBn, en: trainingEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const feedback: BatchFeedback = {
  batch: {
    id: 3,
    kind: 'internal',
    nameBn: 'ই-নথি ব্যাচ-২',
    provider: { id: 1, nameBn: 'বিপিএটিসি', nameEn: 'BPATC' },
    title: { id: 1, nameBn: 'ই-নথি', nameEn: 'e-Nothi' },
    ownerOffice: null,
    venue: 'রাজশাহী',
    medium: 'in_person',
    startDate: '2026-10-04',
    endDate: '2026-10-08',
    seats: 20,
    trainees: 2,
    applicants: 5,
    status: 'completed',
  },
  answers: 2,
  average: 4.5,
  byRating: [0, 0, 0, 1, 1],
  items: [
    {
      traineeId: 7,
      person: { nameBn: 'সাবরিনা ইয়াসমিন', nameEn: 'Sabrina Yasmin', designation: null, office: null },
      rating: 5,
      comment: 'হাতে-কলমে অনুশীলন কাজে লেগেছে',
      createdAt: '2026-10-09T05:00:00.000Z',
    },
  ],
  total: 2,
};

describe('<FeedbackModal>', () => {
  it('shows the answers, the average and the comments of the batch', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true, data: feedback }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    // The table measures its columns; jsdom has no layout to observe.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <FeedbackModal batchId={3} onClose={vi.fn()} />
        </App>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('হাতে-কলমে অনুশীলন কাজে লেগেছে')).toBeTruthy();
    expect(within(dialog).getByText('ব্যাচের মতামত: ই-নথি ব্যাচ-২')).toBeTruthy();
    expect(within(dialog).getByText('৪.৫')).toBeTruthy();
    expect(within(dialog).getByText('সাবরিনা ইয়াসমিন')).toBeTruthy();
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toContain('/api/training/batches/3/feedback');
  });
});
