/** The freelancer form's rules in the browser: SPEC.md §5's mobile and email messages under the fields. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addModuleTranslations } from '../../../i18n';
import { freelancerBn, freelancerEn } from '../freelancer.i18n';
import { FreelancerForm, type FreelancerFormValues } from './freelancer-form';

beforeAll(() => {
  addModuleTranslations('freelancer', { bn: freelancerBn, en: freelancerEn });
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

const options = {
  districts: [{ id: 15, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' }],
  categories: [],
  roles: [],
  marketplaces: [{ id: 1, nameBn: 'আপওয়ার্ক', nameEn: 'Upwork' }],
};

function Harness({ onSubmit }: { onSubmit: (values: FreelancerFormValues) => void }) {
  const [form] = Form.useForm<FreelancerFormValues>();
  return (
    <App>
      <FreelancerForm
        form={form}
        options={options}
        defaultDistrictId={15}
        submitting={false}
        onSubmit={onSubmit}
      />
    </App>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
const errorUnder = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('<FreelancerForm>', () => {
  it('asks for the name, mobile and email, and sends nothing without them', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    save();
    await waitFor(() => expect(errorUnder('মোবাইল')).toBe('মোবাইল নম্বর আবশ্যক'));
    expect(errorUnder('ইমেইল')).toBe('ইমেইল আবশ্যক');
    expect(errorUnder('নাম')).toBe('নাম আবশ্যক');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a mobile 01XXXXXXXXX, a correct email and dollars with at most two decimals', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    type('নাম', 'মেহেদী হাসান');
    type('মোবাইল', '0171234');
    type('ইমেইল', 'mehedi@');
    type('সর্বমোট উপার্জন (ডলার)', '12.345');
    save();
    await waitFor(() => expect(errorUnder('মোবাইল')).toBe('সঠিক মোবাইল নম্বর প্রদান করুন'));
    expect(errorUnder('ইমেইল')).toBe('সঠিক ইমেইল প্রদান করুন');
    expect(errorUnder('সর্বমোট উপার্জন (ডলার)')).toContain('দশমিকের পর সর্বোচ্চ দুই ঘর');
    type('মোবাইল', '০১৭১২৩৪৫৬৭৮');
    type('ইমেইল', 'mehedi@example.com');
    type('সর্বমোট উপার্জন (ডলার)', '12.34');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      mobile: '০১৭১২৩৪৫৬৭৮',
      districtId: 15,
      lifetimeEarnings: '12.34',
    });
  });
});
