/** The lab form's rules in the browser: required fields, and coordinates in English digits inside Bangladesh. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LabDetail } from '../../../../common/contracts/lab.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { errorUnder, field, save, type } from '../../../testing/plain-form';
import { labBn, labEn } from '../lab.i18n';
import { equipmentChange } from './lab-dialogs';
import { initialLabValues, LabForm, type LabFormValues, labChangePayload, labPayload } from './lab-form';

beforeAll(() => {
  addModuleTranslations('lab', { bn: labBn, en: labEn });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

const EMPTY = initialLabValues(undefined);
// The checks download with the contract on the first save; on a busy machine that takes a while.
const SLOW = { timeout: 10_000 };

function Harness({
  onSubmit,
  initialValues = EMPTY,
}: {
  onSubmit: (values: LabFormValues) => Promise<unknown>;
  initialValues?: LabFormValues;
}) {
  // No server here: the district lists stay empty, which these rules do not need.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return (
    <QueryClientProvider client={client}>
      <LabForm initialValues={initialValues} onSubmit={onSubmit} />
    </QueryClientProvider>
  );
}

describe('<LabForm>', () => {
  it('asks for the institution, the code and the district, and sends nothing without them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    save();
    await waitFor(() => expect(errorUnder('প্রতিষ্ঠানের নাম (বাংলা)')).toBe('প্রতিষ্ঠানের নাম লিখুন'), SLOW);
    expect(errorUnder('EIIN / কোড')).toBe('EIIN বা কোড লিখুন');
    expect(errorUnder('জেলা')).toBe('জেলা নির্বাচন করুন');
    expect(onSubmit).not.toHaveBeenCalled();
    // The first field with a problem takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(field('প্রতিষ্ঠানের নাম (বাংলা)')));
  });

  it("shows the server's message for a field under that field", async () => {
    const refused = new ApiError(400, 'তথ্য সঠিক নয়', [
      { field: 'code', message: 'এই কোডের ল্যাব আগে থেকেই আছে' },
    ]);
    // No server here to list the districts: the lab's district is given.
    render(
      <Harness
        onSubmit={vi.fn(async () => Promise.reject(refused))}
        initialValues={{ type: 'srdl', districtId: 15 }}
      />,
    );
    type('প্রতিষ্ঠানের নাম (বাংলা)', 'হরিপুর উচ্চ বিদ্যালয়');
    type('EIIN / কোড', '126543');
    save();
    await waitFor(() => expect(errorUnder('EIIN / কোড')).toBe('এই কোডের ল্যাব আগে থেকেই আছে'), SLOW);
    // The focus moves once the message is drawn (an effect after it).
    await waitFor(() => expect(document.activeElement).toBe(field('EIIN / কোড')));
  });

  it('wants coordinates in English digits inside Bangladesh, a real mobile and a year from 2000', async () => {
    render(<Harness onSubmit={vi.fn(async () => undefined)} />);
    type('অক্ষাংশ', '২৪.৩৬৩৫৮৮');
    type('দ্রাঘিমাংশ', '77.2090');
    type('শিক্ষকের মোবাইল', '01234');
    type('EIIN / কোড', 'কোড১২');
    type('স্থাপনের সাল', '1995');
    save();
    await waitFor(() => {
      expect(errorUnder('অক্ষাংশ')).toBe('অক্ষাংশ ও দ্রাঘিমাংশ ইংরেজি অঙ্কে লিখুন (যেমন 24.363588)');
      expect(errorUnder('দ্রাঘিমাংশ')).toBe('অবস্থানটি বাংলাদেশের সীমার মধ্যে নয়');
      expect(errorUnder('শিক্ষকের মোবাইল')).toBe('সঠিক মোবাইল নম্বর প্রদান করুন');
      expect(errorUnder('EIIN / কোড')).toBe('EIIN বা কোড ইংরেজি অক্ষর ও অঙ্কে লিখুন (২০ অক্ষরের মধ্যে)');
      expect(errorUnder('স্থাপনের সাল')).toBe('স্থাপনের সাল ২০০০ থেকে চলতি সালের মধ্যে হতে হবে');
    }, SLOW);
    type('অক্ষাংশ', '24.363588');
    type('দ্রাঘিমাংশ', '88.624138');
    await waitFor(() => {
      expect(errorUnder('অক্ষাংশ')).toBeNull();
      expect(errorUnder('দ্রাঘিমাংশ')).toBeNull();
    }, SLOW);
  });

  it('sends only the filled fields', () => {
    expect(
      labPayload({ type: 'srdl', institutionBn: 'বিদ্যালয়', institutionEn: '', upazilaId: undefined }),
    ).toEqual({
      type: 'srdl',
      institutionBn: 'বিদ্যালয়',
    });
  });

  it('clears on the server what an edit empties, and keeps what it leaves', async () => {
    const lab = {
      id: 7,
      type: 'srdl',
      institutionBn: 'হরিয়ান সরকারি প্রাথমিক বিদ্যালয়',
      institutionEn: 'Horian Government Primary School',
      code: '126543',
      district: { id: 15, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' },
      upazila: null,
      latitude: '24.363588',
      longitude: '88.624138',
      establishedYear: 2021,
      contactTeacher: 'মোছাঃ শিরিন আক্তার',
      contactMobile: '01711223344',
    } as LabDetail;
    const onSubmit = vi.fn(async (_values: LabFormValues) => undefined);
    render(<Harness onSubmit={onSubmit} initialValues={initialLabValues(lab)} />);
    type('শিক্ষকের মোবাইল', '');
    type('অক্ষাংশ', '');
    type('দ্রাঘিমাংশ', '');
    type('প্রতিষ্ঠানের নাম (ইংরেজি)', '');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(labChangePayload(onSubmit.mock.calls[0][0])).toEqual({
      type: 'srdl',
      institutionBn: 'হরিয়ান সরকারি প্রাথমিক বিদ্যালয়',
      institutionEn: null,
      code: '126543',
      districtId: 15,
      upazilaId: null,
      latitude: null,
      longitude: null,
      establishedYear: 2021,
      contactTeacher: 'মোছাঃ শিরিন আক্তার',
      contactMobile: null,
    });
  });

  it('sends an emptied device detail as null, so the server clears it', () => {
    expect(
      equipmentChange({ model: 'HP LaserJet M111', serial: '', supplier: undefined, receivedOn: '' }),
    ).toEqual({
      model: 'HP LaserJet M111',
      serial: null,
      supplier: null,
      receivedOn: null,
    });
  });
});
