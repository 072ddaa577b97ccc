/** The innovation form's rules in the browser: the contract's SPEC.md §5 messages under each field. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { innovationBn, innovationEn } from '../innovation.i18n';
import { InnovationForm, type InnovationFormValues } from './innovation-form';

beforeAll(() => {
  addModuleTranslations('innovation', { bn: innovationBn, en: innovationEn });
  // jsdom has no ResizeObserver, which antd's text areas watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

function Harness({ onSubmit }: { onSubmit: (values: InnovationFormValues) => void }) {
  const [form] = Form.useForm<InnovationFormValues>();
  return (
    <App>
      <InnovationForm form={form} submitting={false} onSubmit={onSubmit} onPicture={vi.fn()} />
    </App>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
/** The error shown under the field labelled `label`. */
const errorUnder = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('<InnovationForm>', () => {
  it('asks for the title and the description, and sends nothing without them', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    save();
    await waitFor(() => expect(errorUnder('শিরোনাম')).toBe('শিরোনাম আবশ্যক'));
    expect(errorUnder('বিবরণ')).toBe('বিবরণ আবশ্যক');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the fiscal year and the budget in English digits, the second year following the first', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    type('অর্থবছর', '২০২২-২৩');
    type('বাজেট (টাকা)', '১২০০০');
    save();
    await waitFor(() =>
      expect(errorUnder('অর্থবছর')).toBe(
        'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2022-23); দ্বিতীয় বছরটি প্রথম বছরের পরের বছর',
      ),
    );
    expect(errorUnder('বাজেট (টাকা)')).toBe('বাজেট ইংরেজি অঙ্কে লিখুন (যেমন 250000 বা 250000.50)');
    type('অর্থবছর', '2022-24');
    await waitFor(() => expect(errorUnder('অর্থবছর')).not.toBeNull());
    type('অর্থবছর', '2022-23');
    await waitFor(() => expect(errorUnder('অর্থবছর')).toBeNull());
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
    await waitFor(() => expect(errorUnder('লাইভ লিংক')).toBe('সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)'));
    type('লাইভ লিংক', 'https://lab.rajshahi.gov.bd');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      title: 'অনলাইন ল্যাব বুকিং',
      fiscalYear: '2025-26',
      budget: '250000.50',
      url: 'https://lab.rajshahi.gov.bd',
      nationWide: false,
    });
  });

  it('speaks English when the interface does', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder('Title')).toBe('Title is required'));
  });
});
