/**
 * An officer's page in the browser, drawn without the UI kit: the record's facts in the interface's
 * digits, the present posts with their release (a kit part, stood in for here) and the posting form
 * (also stood in for) only for whoever manages officers, and the profile's tabs.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfficerDetail, ServiceRecord } from '../../../../common/contracts/officer.contract';
import { addModuleTranslations } from '../../../i18n';
import { stubApi } from '../../../testing/api-stub';
import { profileBn, profileEn } from '../../profile/profile.i18n';
import { officerBn, officerEn } from '../officer.i18n';
import OfficerViewPage from './officer-view.page';

vi.mock('../components/officer-parts', () => ({
  PostingFormPart: ({ userId }: { userId: number }) => <output data-testid="posting-form">{userId}</output>,
  ReleaseDialogPart: ({ record }: { record: ServiceRecord | null }) => (
    <output data-testid="release-dialog">{record ? record.userRoleId : 'closed'}</output>
  ),
}));
const manager = vi.hoisted(() => ({ is: true }));
vi.mock('../../../lib/use-session', () => ({ useSubject: () => ({ activeRole: { OfficeId: 10 } }) }));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canManageOfficers: () => manager.is,
}));

beforeAll(() => {
  addModuleTranslations('officer', { bn: officerBn, en: officerEn });
  addModuleTranslations('profile', { bn: profileBn, en: profileEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFICE = { id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT Office, Rajshahi' };
const POSTING: ServiceRecord = {
  userRoleId: 31,
  deskId: 7,
  role: { id: 3, nameBn: 'প্রোগ্রামার', nameEn: 'Programmer' },
  section: null,
  office: OFFICE,
  isAdditionalCharge: false,
  isOfficeHead: false,
  isOfficeAdmin: false,
  joinedOn: '2024-07-01',
  releasedOn: null,
  orderNo: '56.00.0000.011.2026-07',
  releaseOrderNo: null,
};
const OFFICER: OfficerDetail = {
  userId: 4,
  nameBn: 'নুসরাত জাহান',
  nameEn: 'Nusrat Jahan',
  role: POSTING.role,
  office: OFFICE,
  district: null,
  upazila: null,
  attachedOffice: null,
  acting: null,
  progress: 80,
  mobile: '01711000004',
  email: 'nusrat@demo.gov.bd',
  createdAt: '2026-01-01T00:00:00.000Z',
  gender: 'female',
  fatherNameBn: null,
  fatherNameEn: null,
  motherNameBn: null,
  motherNameEn: null,
  dateOfBirth: '1990-02-11',
  nid: '1990123456789',
  religion: null,
  permanentAddress: null,
  presentAddress: null,
  postOffice: null,
  postCode: null,
  preferredDistrict: null,
  preferredUpazila: null,
  serviceId: null,
  firstJoiningDate: '2014-03-01',
  currentJoiningDate: '2024-07-01',
  homeOffice: OFFICE,
  skills: ['React'],
  spouses: [],
  children: [],
  postings: [POSTING],
};
// The tabs read only their entries here.
const PROFILE = {
  education: [],
  trainings: [],
  skills: [],
  researches: [],
  workHistory: [],
  desirePostings: [],
  portfolio: [],
};

function renderView() {
  stubApi((url) =>
    url.includes('service-history')
      ? { items: [{ ...POSTING, userRoleId: 30, releasedOn: '2024-06-30' }], total: 1 }
      : url.startsWith('/api/officers/4')
        ? OFFICER
        : PROFILE,
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/officers/view/4']}>
        <Routes>
          <Route path="/officers/view/:id" element={<OfficerViewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("an officer's page", () => {
  it('shows the record in Bangla digits, releases from a present post and posts anew', async () => {
    manager.is = true;
    renderView();
    await screen.findByText('১৯৯০১২৩৪৫৬৭৮৯');
    expect(screen.getByText('১১/০২/১৯৯০')).toBeTruthy();
    const present = screen.getByRole('table', { name: officerBn.currentPostings });
    const row = within(present).getByText('প্রোগ্রামার').closest('tr') as HTMLElement;
    expect(within(row).getByText(officerBn.current)).toBeTruthy();
    expect(screen.getByTestId('release-dialog').textContent).toBe('closed');
    fireEvent.click(within(row).getByRole('button', { name: 'নুসরাত জাহান-কে প্রোগ্রামার পদ থেকে অবমুক্ত করুন' }));
    expect(screen.getByTestId('release-dialog').textContent).toBe('31');
    expect(screen.getByTestId('posting-form').textContent).toBe('4');
    expect(await screen.findByRole('table', { name: profileBn.education })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(profileBn.printCv) })).toBeTruthy();
  });

  it('gives whoever may only read the record neither the release nor the posting form', async () => {
    manager.is = false;
    renderView();
    const present = await screen.findByRole('table', { name: officerBn.currentPostings });
    await within(present).findByText('প্রোগ্রামার');
    expect(within(present).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('posting-form')).toBeNull();
    expect(screen.queryByText(officerBn.postToDesk)).toBeNull();
  });
});
