/**
 * The office form's rules in the browser (the new office, and the office admin's information): the
 * contract's messages under each field, the cascade's under its own list, nothing saved or asked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import { addModuleTranslations } from '../../../i18n';
import { errorUnder, field, save, type } from '../../../testing/plain-form';
import { officeApi } from '../office.api';
import { officeBn, officeEn } from '../office.i18n';
import { OfficeForm } from './office-form';
import { OfficeInfoForm } from './office-info-form';

beforeAll(() => addModuleTranslations('office', { bn: officeBn, en: officeEn }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

// The checks download with the contract on the first save; on a busy machine that takes a while.
const SLOW = { timeout: 10_000 };

function withClient(children: React.ReactNode) {
  // No server here: the cascade's lists stay empty, which these rules do not need.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const named = (nameBn: string) => ({ id: 1, nameBn, nameEn: nameBn });
const OFFICE: OfficeDetail = {
  ...named('জেলা আইসিটি কার্যালয়, রাজশাহী'),
  id: 10,
  level: named('জেলা কার্যালয়'),
  ministry: named('ডাক, টেলিযোগাযোগ ও তথ্যপ্রযুক্তি মন্ত্রণালয়'),
  department: null,
  district: named('রাজশাহী'),
  upazila: null,
  division: named('রাজশাহী বিভাগ'),
  parentOffice: null,
  controllingOffice: null,
  phone: null,
  email: null,
  website: null,
  address: null,
  geoCode: null,
  latitude: null,
  longitude: null,
  sitePermissions: { meetingMgt: false },
  counts: { sections: 0, posts: 0, filledPosts: 0, childOffices: 0 },
};

describe('<OfficeForm>', () => {
  it('asks for both names, the ministry and the level, and asks nothing without them', async () => {
    const saveOffice = vi.fn(async (_values: unknown) => undefined);
    render(withClient(<OfficeForm submitting={false} save={saveOffice} />));
    save();
    await waitFor(() => expect(errorUnder('নাম (বাংলা)')).toBe('বাংলা নাম আবশ্যক'), SLOW);
    expect(errorUnder('নাম (ইংরেজি)')).toBe('ইংরেজি নাম আবশ্যক');
    expect(errorUnder('মন্ত্রণালয়/বিভাগ')).toBe('মন্ত্রণালয়/বিভাগ নির্বাচন করুন');
    expect(errorUnder('অফিসের স্তর')).toBe('অফিসের স্তর নির্বাচন করুন');
    expect(document.querySelector('dialog')).toBeNull();
    expect(saveOffice).not.toHaveBeenCalled();
    // The first field with a problem takes the focus.
    // The focus moves in an effect after the messages are drawn.
    await waitFor(() => expect(document.activeElement).toBe(field('মন্ত্রণালয়/বিভাগ')));
  });

  it('refuses coordinates in Bangla digits, a bad phone and a bad website', async () => {
    render(withClient(<OfficeForm submitting={false} save={vi.fn()} />));
    type('অক্ষাংশ', '২৪.৩৬৩৫৮৮');
    type('দ্রাঘিমাংশ', '200');
    type('ফোন', 'ফোন নেই');
    type('ওয়েবসাইট', 'not a site');
    save();
    await waitFor(
      () => expect(errorUnder('অক্ষাংশ')).toBe('ইংরেজি অঙ্কে লিখুন (যেমন 24.363588, 88.624138)'),
      SLOW,
    );
    expect(errorUnder('দ্রাঘিমাংশ')).toBe('সঠিক দ্রাঘিমাংশ দিন (যেমন 88.624138)');
    expect(errorUnder('ফোন')).toBe('সঠিক ফোন নম্বর দিন');
    expect(errorUnder('ওয়েবসাইট')).toBe('সঠিক ওয়েবসাইট ঠিকানা দিন');
  });

  it('asks by name before it saves an office whose fields pass', async () => {
    const saveOffice = vi.fn(async (_values: unknown) => undefined);
    render(withClient(<OfficeForm office={OFFICE} submitting={false} save={saveOffice} />));
    fireEvent.click(screen.getByRole('button', { name: 'হালনাগাদ' }));
    const question = await screen.findByRole('alertdialog', {}, SLOW);
    expect(question.textContent).toContain('জেলা আইসিটি কার্যালয়, রাজশাহী');
    fireEvent.click(screen.getAllByRole('button', { name: 'সংরক্ষণ' }).at(-1) as HTMLElement);
    await waitFor(() => expect(saveOffice).toHaveBeenCalled());
    expect(saveOffice.mock.calls[0]?.[0]).toMatchObject({
      nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
      placement: { ministryId: 1, officeLevelId: 1 },
    });
  });
});

describe('<OfficeInfoForm>', () => {
  it("checks the office admin's fields with the same rules", async () => {
    const update = vi.spyOn(officeApi, 'updateInfo');
    render(withClient(<OfficeInfoForm office={OFFICE} onClose={vi.fn()} />));
    type('নাম (বাংলা)', ' ');
    type('অক্ষাংশ', '২৪.৩৬');
    save();
    await waitFor(() => expect(errorUnder('নাম (বাংলা)')).toBe('বাংলা নাম আবশ্যক'), SLOW);
    expect(errorUnder('অক্ষাংশ')).toBe('ইংরেজি অঙ্কে লিখুন (যেমন 24.363588, 88.624138)');
    expect(update).not.toHaveBeenCalled();
  });
});
