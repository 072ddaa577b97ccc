/**
 * Finalising an officer names who takes the charge of each desk they hold: the dialog lists the
 * desks with the batch's days, sends the chosen desk with the finalisation (nothing when none is
 * chosen), and keeps a charge rule's refusal in the dialog.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationRow, TrainingChargeChoices } from '../../../../common/contracts/training.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { trainingBn, trainingEn } from '../training.i18n';
import { FinaliseModal } from './finalise-modal';

beforeAll(() => {
  addModuleTranslations('training', { bn: trainingBn, en: trainingEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const entry: ApplicationRow = {
  id: 77,
  batch: {
    id: 9,
    nameBn: 'ই-গভর্ন্যান্স ব্যাচ',
    kind: 'external',
    startDate: '2026-12-20',
    endDate: '2026-12-24',
    title: { id: 3, nameBn: 'ই-গভর্ন্যান্স ও উদ্ভাবন', nameEn: 'e-Governance and innovation' },
  },
  person: {
    userId: 115,
    studentId: null,
    nameBn: 'জাহিদুল ইসলাম',
    nameEn: 'Zahidul Islam',
    mobile: null,
    gender: 'male',
    office: { id: 103, nameBn: 'জেলা কার্যালয়, নাটোর', nameEn: 'District Office, Natore' },
    designation: 'সহকারী প্রোগ্রামার',
  },
  source: 'nominated',
  status: 'shortlisted',
  rank: 1,
  reason: null,
  createdAt: '2026-11-20T04:00:00.000Z',
};

const choices: TrainingChargeChoices = {
  held: [
    {
      deskId: 122,
      roleBn: 'সহকারী প্রোগ্রামার',
      roleEn: 'Assistant Programmer',
      officeBn: 'জেলা কার্যালয়, নাটোর',
      officeEn: 'District Office, Natore',
    },
  ],
  forDeskId: 122,
  options: [
    {
      deskId: 124,
      roleBn: 'অফিস সহকারী',
      roleEn: 'Office Assistant',
      officeBn: 'জেলা কার্যালয়, নাটোর',
      officeEn: 'District Office, Natore',
      holder: { userId: 116, nameBn: 'রাশেদুল করিম', nameEn: 'Rashedul Karim' },
    },
  ],
  fromDate: '2026-12-20',
  toDate: '2026-12-24',
};

/** Answers the choices, and the finalisation with `decision` (a status and a body). */
function renderModal(
  decision: { status: number; body: object } = { status: 200, body: { success: true, data: {} } },
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return new Response(JSON.stringify(decision.body), {
        status: decision.status,
        headers: { 'content-type': 'application/json' },
      });
    expect(url).toContain('/api/training/applications/77/charge-desks');
    return new Response(JSON.stringify({ success: true, data: choices }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <FinaliseModal entry={entry} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter((call) => (call[1] as RequestInit | undefined)?.method === 'POST')
    .map((call) => JSON.parse(String((call[1] as RequestInit).body)));

const PICK = 'দায়িত্ব পালনকারী: সহকারী প্রোগ্রামার, জেলা কার্যালয়, নাটোর';

async function chooseAssistant() {
  fireEvent.mouseDown(await screen.findByLabelText(PICK, {}, { timeout: 5000 }));
  const item = await waitFor(() => {
    const found = document.querySelector('.ant-select-item-option[title="অফিস সহকারী — রাশেদুল করিম"]');
    if (!found) throw new Error('no option');
    return found;
  });
  fireEvent.click(item);
}

describe('<FinaliseModal>', () => {
  it('lists the desk held with the batch’s days and sends the chosen taker with the finalisation', async () => {
    const { fetch, onClose } = renderModal();
    expect(
      await screen.findByText(/২০\/১২\/২০২৬ থেকে ২৪\/১২\/২০২৬ পর্যন্ত প্রশিক্ষণে/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    await chooseAssistant();
    fireEvent.click(screen.getByRole('button', { name: 'চূড়ান্ত করুন' }));
    await waitFor(() =>
      expect(sent(fetch)).toEqual([{ action: 'finalise', charges: [{ deskId: 122, chargeDeskId: 124 }] }]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends no charge when no taker is chosen', async () => {
    const { fetch } = renderModal();
    await screen.findByLabelText(PICK, {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'চূড়ান্ত করুন' }));
    await waitFor(() => expect(sent(fetch)).toEqual([{ action: 'finalise' }]));
  });

  it('keeps a charge rule’s refusal in the dialog', async () => {
    const message = 'দায়িত্ব গ্রহণকারী নিজেই ওই সময়ে ছুটিতে আছেন বা ছুটির আবেদন করেছেন';
    const { onClose } = renderModal({ status: 409, body: { success: false, message } });
    await chooseAssistant();
    fireEvent.click(screen.getByRole('button', { name: 'চূড়ান্ত করুন' }));
    expect((await screen.findByTestId('finalise-refusal')).textContent).toContain(message);
    expect(onClose).not.toHaveBeenCalled();
  });
});
