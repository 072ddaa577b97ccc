/**
 * An innovation's page in the browser, drawn without the UI kit: its facts with the budget in Bangla
 * words, the innovator's submit asked with the plain question and sent only when confirmed, and the
 * decisions of the office admin opening their dialog (a kit part, stood in for here).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InnovationDetail } from '../../../../common/contracts/innovation.contract';
import { addModuleTranslations } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { innovationBn, innovationEn } from '../innovation.i18n';
import InnovationDetailPage from './innovation-detail.page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../components/innovation-parts', () => ({
  DecisionPart: ({ decision }: { decision: string | null }) => (
    <output data-testid="decision">{decision ?? 'closed'}</output>
  ),
  PrintPart: () => null,
  AttachmentUploadPart: () => <output data-testid="upload" />,
}));

beforeAll(() => addModuleTranslations('innovation', { bn: innovationBn, en: innovationEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const DRAFT: InnovationDetail = {
  id: 9,
  title: 'স্কুলে অনলাইন উপস্থিতি নোটিশ বোর্ড',
  status: 'draft',
  fiscalYear: '2026-27',
  budget: '175000',
  nationWide: false,
  pilotingDate: null,
  office: { id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT Office, Rajshahi' },
  innovator: { userId: 4, nameBn: 'নুসরাত জাহান', nameEn: 'Nusrat Jahan', designation: null },
  hasPicture: false,
  createdAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
  description: 'উপস্থিতি প্রতিদিন অনলাইনে নোটিশ বোর্ডে দেখা যাবে।',
  impact: null,
  pilotingDetails: null,
  url: null,
  decisionNote: null,
  submittedAt: null,
  decidedAt: null,
  decidedBy: null,
  pictureUrl: null,
  attachments: [{ id: 'f1', name: 'প্রমাণ.pdf', mimeType: 'application/pdf', sizeBytes: 20_480, url: '/f1' }],
  can: { edit: true, delete: true, submit: true, decide: false },
};

function renderPage(item: InnovationDetail) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, data: item })),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/innovations/${item.id}`]}>
        <Routes>
          <Route path="/innovations/:id" element={<InnovationDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe("an innovation's page", () => {
  it('shows the draft to its innovator, and submits it only when confirmed', async () => {
    const fetch = renderPage(DRAFT);
    await screen.findByText('১,৭৫,০০০');
    expect(screen.getByText('(এক লক্ষ পঁচাত্তর হাজার টাকা মাত্র)')).toBeTruthy();
    expect(screen.getByText('২০২৬-২৭')).toBeTruthy();
    expect(document.querySelector('[data-status="draft"]')?.textContent).toBe(innovationBn.status_draft);
    expect(screen.getByRole('button', { name: 'প্রমাণ.pdf মুছুন' })).toBeTruthy();
    expect(screen.getByTestId('upload')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: innovationBn.submit }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(DRAFT.title);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: innovationBn.submit }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', innovationBn.done_submit));
    const [url] = fetch.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
    expect(url).toBe('/api/innovation/innovations/9/submit');
  });

  it('offers the office admin the decisions on a submitted innovation, each in its dialog', async () => {
    renderPage({
      ...DRAFT,
      status: 'submitted',
      can: { edit: false, delete: false, submit: false, decide: true },
    });
    await screen.findByText(innovationBn.status_submitted);
    expect(screen.queryByRole('button', { name: innovationBn.submit })).toBeNull();
    expect(screen.queryByTestId('upload')).toBeNull();
    expect(screen.getByTestId('decision').textContent).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: innovationBn.return }));
    expect(screen.getByTestId('decision').textContent).toBe('return');
    fireEvent.click(screen.getByRole('button', { name: innovationBn.accept }));
    expect(screen.getByTestId('decision').textContent).toBe('accept');
  });
});
