/**
 * The lab lists in the browser, drawn without the UI kit: the filters go to the server and stay in
 * the address, a lab's name opens its drawer through the address, and a device's condition shows in
 * its colour. The drawer and the dialog are the kit parts (lab-parts.tsx), stood in for here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EquipmentItem, LabSummary } from '../../../../common/contracts/lab.contract';
import { addModuleTranslations } from '../../../i18n';
import { labBn, labEn } from '../lab.i18n';
import { LabListView } from './lab-list-view';
import { EquipmentListView } from './lab-records-view';

vi.mock('./lab-parts', () => ({
  LabDrawerPart: ({ labId }: { labId: number | null }) => (
    <output data-testid="drawer">{String(labId)}</output>
  ),
  ConditionDialogPart: () => null,
}));

// One who reads labs but manages none: the lists show no manager's buttons.
vi.mock('../../../lib/use-session', () => ({ useSubject: () => ({}) }));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canManageLabs: () => false,
}));

beforeAll(() => addModuleTranslations('lab', { bn: labBn, en: labEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LAB = {
  id: 5,
  type: 'srdl',
  institutionBn: 'হরিপুর উচ্চ বিদ্যালয়',
  institutionEn: 'Haripur High School',
  code: '126543',
  district: { id: 1, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' },
  upazila: { id: 2, nameBn: 'পবা', nameEn: 'Paba' },
  officeId: null,
  latitude: null,
  longitude: null,
  establishedYear: 2022,
  contactTeacher: null,
  contactMobile: null,
  equipmentCount: 2,
  workingCount: 1,
  faultyCount: 1,
  lostCount: 0,
  activityCount: 3,
} satisfies LabSummary;

const DEVICE = {
  id: 9,
  lab: {
    id: 5,
    institutionBn: LAB.institutionBn,
    institutionEn: LAB.institutionEn,
    code: LAB.code,
    type: 'srdl',
  },
  kind: 'laptop',
  model: null,
  serial: 'WLT-1',
  supplier: null,
  receivedOn: null,
  condition: 'faulty',
  conditionChangedAt: null,
} as EquipmentItem;

const DISTRICTS = [
  { id: 1, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' },
  { id: 3, nameBn: 'নাটোর', nameEn: 'Natore' },
];

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Answers every read by the start of its path. */
function renderAt(path: string, view: ReactElement, data: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const found = Object.keys(data).find((prefix) => String(url).startsWith(prefix));
    return new Response(JSON.stringify({ success: true, data: found ? data[found] : null }));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {view}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const lastCall = (fetch: ReturnType<typeof vi.fn>, prefix: string) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(prefix))
    .at(-1) ?? '';

describe('the lab list', () => {
  it('filters on the server, keeps the filters in the address and opens a lab by its name', async () => {
    const fetch = renderAt('/lab-mgt/lab-list', <LabListView title="ল্যাব" />, {
      '/api/lab/labs': { items: [LAB], total: 1 },
      '/api/lab/districts': DISTRICTS,
    });
    const name = await screen.findByRole('button', { name: LAB.institutionBn });
    expect(screen.getByText(`${labBn.working} ১`)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: labBn.allTypes }), { target: { value: 'ict' } });
    await screen.findByRole('option', { name: 'নাটোর' });
    fireEvent.change(screen.getByRole('combobox', { name: labBn.allDistricts }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: labBn.sortBy }), { target: { value: 'newest' } });
    fireEvent.click(screen.getByRole('checkbox', { name: labBn.onlyFaulty }));
    await waitFor(() => expect(lastCall(fetch, '/api/lab/labs')).toContain('faulty=yes'));
    const query = new URLSearchParams(lastCall(fetch, '/api/lab/labs').split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      type: 'ict',
      districtId: '3',
      sort: 'newest',
      faulty: 'yes',
    });
    expect(screen.getByTestId('address').textContent).toContain('type=ict');

    fireEvent.click(name);
    expect(screen.getByTestId('address').textContent).toContain('labId=5');
    expect(screen.getByTestId('drawer').textContent).toBe('5');
  });

  it('on the SRDL screens asks for SRDL labs only and offers no type', async () => {
    const fetch = renderAt('/srdl-mgt/srdl-list', <LabListView type="srdl" title="SRDL" />, {
      '/api/lab/labs': { items: [], total: 0 },
      '/api/lab/districts': [DISTRICTS[0]],
    });
    await screen.findByText(labBn.noLabs);
    expect(lastCall(fetch, '/api/lab/labs')).toContain('type=srdl');
    expect(screen.queryByRole('combobox', { name: labBn.allTypes })).toBeNull();
    expect(screen.queryByRole('combobox', { name: labBn.allDistricts })).toBeNull();
  });
});

describe('the equipment list', () => {
  it('shows a device’s condition and filters by kind through the address', async () => {
    const fetch = renderAt('/lab-mgt/lab-equipment-list', <EquipmentListView title="সরঞ্জাম" />, {
      '/api/lab/equipment': { items: [DEVICE], total: 1 },
      '/api/lab/districts': DISTRICTS,
    });
    const tag = await screen.findByText(labBn.condition_faulty, { selector: '.plain-tag' });
    expect(tag.className).toContain('warning');
    fireEvent.change(screen.getByRole('combobox', { name: labBn.allKinds }), { target: { value: 'router' } });
    await waitFor(() => expect(lastCall(fetch, '/api/lab/equipment')).toContain('kind=router'));
    expect(screen.getByTestId('address').textContent).toContain('kind=router');
    fireEvent.change(screen.getByRole('combobox', { name: labBn.allKinds }), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).not.toContain('kind='));
  });
});
