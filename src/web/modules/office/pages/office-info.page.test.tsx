/**
 * /officeinfo drawn without the UI kit: the office's fields in the interface's digits and its
 * organogram; for its office admin "edit" puts the form (a kit part, office-parts.tsx, stood in for
 * here) in the place of the fields, and closing it shows the fields again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import type { Organogram } from '../../../../common/contracts/office-structure.contract';
import { addModuleTranslations } from '../../../i18n';
import { officeBn, officeEn } from '../office.i18n';
import OfficeInfoPage from './office-info.page';

vi.mock('../components/office-parts', () => ({
  OfficeInfoFormPart: ({ office, onClose }: { office: OfficeDetail | null; onClose: () => void }) =>
    office && (
      <button type="button" data-testid="info-form" onClick={onClose}>
        {office.nameBn}
      </button>
    ),
}));
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ userrole: [{ OfficeId: 10 }] }),
  useSubject: () => ({}),
}));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  isAppAdmin: () => false,
  subjectOfSession: () => ({}),
  canManageOffice: () => true,
}));

beforeAll(() => addModuleTranslations('office', { bn: officeBn, en: officeEn }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const named = (nameBn: string) => ({ id: 1, nameBn, nameEn: nameBn });
const OFFICE: OfficeDetail = {
  ...named('জেলা আইসিটি কার্যালয়, রাজশাহী'),
  id: 10,
  level: named('জেলা কার্যালয়'),
  ministry: named('ডাক, টেলিযোগাযোগ ও তথ্যপ্রযুক্তি মন্ত্রণালয়'),
  department: named('আইসিটি অধিদপ্তর'),
  district: named('রাজশাহী'),
  upazila: null,
  division: named('রাজশাহী বিভাগ'),
  parentOffice: null,
  controllingOffice: null,
  phone: '0721-771234',
  email: 'ict@rajshahi.gov.bd',
  website: null,
  address: 'জেলা প্রশাসকের কার্যালয় ভবন',
  geoCode: null,
  latitude: '24.363588',
  longitude: '88.624138',
  sitePermissions: { meetingMgt: true },
  counts: { sections: 2, posts: 5, filledPosts: 3, childOffices: 0 },
};
const ORGANOGRAM: Organogram = {
  office: named(OFFICE.nameBn),
  posts: [],
  totals: { posts: 0, filled: 0, empty: 0 },
};

function renderPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = String(url).endsWith('/organogram') ? ORGANOGRAM : OFFICE;
      return new Response(JSON.stringify({ success: true, data }));
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OfficeInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the office information', () => {
  it('reads in Bangla digits and swaps the fields for the form while it is edited', async () => {
    renderPage();
    const info = await screen.findByTestId('office-info');
    expect(info.textContent).toContain('২৪.৩৬৩৫৮৮, ৮৮.৬২৪১৩৮');
    expect(info.textContent).toContain('০৭২১-৭৭১২৩৪');
    expect(info.textContent).toContain('২টি শাখা, ৫টি পদ, ৩টি পূরণকৃত');
    expect(screen.getByTestId('working-office').textContent).toBe(OFFICE.nameBn);
    expect(screen.queryByTestId('info-form')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: new RegExp(officeBn.editOfficeInfo) }));
    expect(screen.getByTestId('info-form').textContent).toBe(OFFICE.nameBn);
    expect(screen.queryByTestId('office-info')).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(officeBn.editOfficeInfo) })).toBeNull();

    fireEvent.click(screen.getByTestId('info-form'));
    expect(screen.getByTestId('office-info')).toBeTruthy();
  });
});
