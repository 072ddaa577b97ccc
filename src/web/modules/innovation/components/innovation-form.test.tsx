/**
 * The innovation form's rules in the browser: the contract's SPEC.md §5 messages under each field
 * when it is sent, the focus on the first, and the server's refusal under its field.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InnovationDetail } from '../../../../common/contracts/innovation.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { errorUnder, field, save, type } from '../../../testing/plain-form';
import { innovationBn, innovationEn } from '../innovation.i18n';
import { InnovationForm, type InnovationFormValues } from './innovation-form';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

beforeAll(() => addModuleTranslations('innovation', { bn: innovationBn, en: innovationEn }));
afterEach(async () => {
  cleanup();
  vi.mocked(toast).mockClear();
  await act(() => i18n.changeLanguage('bn'));
});

// The checks download with the contract on the first save; on a busy machine that takes a while.
const SLOW = { timeout: 10_000 };

type OnSubmit = (values: InnovationFormValues, refused: (error: unknown) => void) => void;

function Harness({ onSubmit, item }: { onSubmit: OnSubmit; item?: InnovationDetail }) {
  return <InnovationForm item={item} submitting={false} onSubmit={onSubmit} onPicture={vi.fn()} />;
}

describe('<InnovationForm>', () => {
  it('asks for the title and the description, and sends nothing without them', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    save();
    await waitFor(() => expect(errorUnder('শিরোনাম')).toBe('শিরোনাম আবশ্যক'), SLOW);
    expect(errorUnder('বিবরণ')).toBe('বিবরণ আবশ্যক');
    // The focus goes to the first field with a problem.
    await waitFor(() => expect(document.activeElement).toBe(field('শিরোনাম')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the fiscal year and the budget in English digits, the second year following the first', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    type('অর্থবছর', '২০২২-২৩');
    type('বাজেট (টাকা)', '১২০০০');
    save();
    await waitFor(
      () =>
        expect(errorUnder('অর্থবছর')).toBe(
          'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2022-23); দ্বিতীয় বছরটি প্রথম বছরের পরের বছর',
        ),
      SLOW,
    );
    expect(errorUnder('বাজেট (টাকা)')).toBe('বাজেট ইংরেজি অঙ্কে লিখুন (যেমন 250000 বা 250000.50)');
    // Changing a field clears its message; the next save checks it again.
    type('অর্থবছর', '2022-24');
    expect(errorUnder('অর্থবছর')).toBeNull();
    save();
    await waitFor(() => expect(errorUnder('অর্থবছর')).not.toBeNull());
    type('অর্থবছর', '2022-23');
    save();
    await waitFor(() => expect(errorUnder('শিরোনাম')).toBe('শিরোনাম আবশ্যক'));
    expect(errorUnder('অর্থবছর')).toBeNull();
  });

  it('shows the budget in Bangla words as it is typed, and sends a valid innovation', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    type('শিরোনাম', 'অনলাইন ল্যাব বুকিং');
    type('বিবরণ', 'শিক্ষকরা অনলাইনে ল্যাব বুক করবেন।');
    type('অর্থবছর', '2025-26');
    type('বাজেট (টাকা)', '250000.50');
    await screen.findByText('কথায়: দুই লক্ষ পঞ্চাশ হাজার টাকা পঞ্চাশ পয়সা মাত্র');
    type('লাইভ লিংক', 'ftp://lab');
    save();
    await waitFor(
      () => expect(errorUnder('লাইভ লিংক')).toBe('সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)'),
      SLOW,
    );
    type('লাইভ লিংক', 'https://lab.rajshahi.gov.bd');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'অনলাইন ল্যাব বুকিং',
      fiscalYear: '2025-26',
      budget: '250000.50',
      url: 'https://lab.rajshahi.gov.bd',
      nationWide: false,
    });
  });

  it("shows the server's refusal under its field, and its message as a toast", async () => {
    const onSubmit = vi.fn<OnSubmit>((_values, refused) =>
      refused(new ApiError(400, 'তথ্য সঠিক নয়', [{ field: 'budget', message: 'বাজেট অনেক বেশি' }])),
    );
    render(<Harness onSubmit={onSubmit} />);
    type('শিরোনাম', 'অনলাইন ল্যাব বুকিং');
    type('বিবরণ', 'শিক্ষকরা অনলাইনে ল্যাব বুক করবেন।');
    type('বাজেট (টাকা)', '999999999999');
    save();
    await waitFor(() => expect(errorUnder('বাজেট (টাকা)')).toBe('বাজেট অনেক বেশি'), SLOW);
    expect(toast).toHaveBeenCalledWith('error', 'তথ্য সঠিক নয়');
    await waitFor(() => expect(document.activeElement).toBe(field('বাজেট (টাকা)')));
  });

  it("shows a saved innovation's values, the piloting date in the browser's date field", () => {
    const item = {
      title: 'অনলাইন ল্যাব বুকিং',
      description: 'শিক্ষকরা অনলাইনে ল্যাব বুক করবেন।',
      impact: null,
      pilotingDetails: null,
      url: null,
      fiscalYear: '2025-26',
      budget: '250000.00',
      nationWide: true,
      pilotingDate: '2027-01-15',
    } as unknown as InnovationDetail;
    render(<Harness onSubmit={vi.fn()} item={item} />);
    expect(field('বাজেট (টাকা)').value).toBe('250000');
    expect(field('পাইলটিংয়ের তারিখ').type).toBe('date');
    // A piloting day may be planned ahead.
    expect(field('পাইলটিংয়ের তারিখ').value).toBe('2027-01-15');
    expect(field('পাইলটিংয়ের তারিখ').max).toBe('');
    expect(field('দেশব্যাপী').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'হালনাগাদ' })).toBeTruthy();
  });

  it('speaks English when the interface does', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder('Title')).toBe('Title is required'), SLOW);
  });
});
