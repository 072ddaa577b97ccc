/**
 * A master list (freelancer marketplaces) in the browser, drawn without the UI kit: the entries with
 * how often each is used, and for an app admin "add" and each row's "edit" opening the dialog (a kit
 * part, freelancer-parts.tsx, stood in for here) with what it changes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MasterItem } from '../../../../common/contracts/freelancer.contract';
import { addModuleTranslations } from '../../../i18n';
import { freelancerBn, freelancerEn } from '../freelancer.i18n';
import { MasterDataPage } from './master-data';

vi.mock('../components/freelancer-parts', () => ({
  MasterFormPart: ({ editing }: { editing: MasterItem | 'new' | null }) => (
    <output data-testid="master-form">
      {editing === null ? '' : editing === 'new' ? 'new' : editing.nameBn}
    </output>
  ),
}));
vi.mock('../../../lib/use-session', () => ({ useSubject: () => ({}) }));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canManageFreelancerMasterData: () => true,
}));

beforeAll(() => addModuleTranslations('freelancer', { bn: freelancerBn, en: freelancerEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UPWORK = {
  id: 1,
  nameBn: 'আপওয়ার্ক',
  nameEn: 'Upwork',
  website: 'https://www.upwork.com',
  used: 12,
} satisfies MasterItem;

function renderWith(items: MasterItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: items }))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MasterDataPage kind="marketplaces" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a master list', () => {
  it('shows each entry with its use, and opens the dialog to add or to change one', async () => {
    renderWith([UPWORK]);
    const row = (await screen.findByText('আপওয়ার্ক')).closest('tr');
    expect(row?.textContent).toContain('https://www.upwork.com');
    expect(row?.textContent).toContain('১২');
    expect(screen.getByTestId('master-form').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'সম্পাদনা আপওয়ার্ক' }));
    expect(screen.getByTestId('master-form').textContent).toBe('আপওয়ার্ক');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${freelancerBn.add}$`) }));
    expect(screen.getByTestId('master-form').textContent).toBe('new');
  });

  it('says how to begin when the list is empty', async () => {
    renderWith([]);
    expect(await screen.findByText(freelancerBn.emptyMaster)).toBeTruthy();
  });
});
