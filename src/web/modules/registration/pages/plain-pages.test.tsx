/**
 * The plain sign-up and password-reset pages: the reset asks for the mobile, its OTP and then the new
 * password, checks each with the contract's rules and their Bangla messages before it calls the
 * server, and says the server's refusal; sign-up lists the four steps and leads into them.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_PATHS } from '../../../../common/contracts/registration.paths';
import i18n, { addModuleTranslations } from '../../../i18n';
import { registrationBn, registrationEn } from '../registration.i18n';
import ResetPasswordPage from './reset-password.page';
import SignupPage from './signup.page';

beforeAll(() => {
  addModuleTranslations('registration', { bn: registrationBn, en: registrationEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Answers the reset's calls as the server does; `refuse` makes the reset itself fail with it. */
function stubServer(refuse?: string) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
      if (url === REGISTRATION_PATHS.resetOtp)
        return reply({
          success: true,
          data: { otpId: 'ticket-1', expiresAt: inMinutes(5), resendAfter: inMinutes(1) },
        });
      if (url === REGISTRATION_PATHS.resetOtpVerify)
        return reply({ success: true, data: { verified: true, mobile: '01711000008' } });
      if (refuse) return reply({ success: false, message: refuse }, 400);
      return reply({ success: true, data: { reset: true } });
    }),
  );
  return calls;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function verifyMobile() {
  type('মোবাইল নম্বর', '০১৭১১০০০০০৮');
  const send = screen.getByRole('button', { name: 'ওটিপি পাঠান' });
  // The send button waits for the checks, which download when the form is first used.
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(send);
  expect((await screen.findByTestId('otp-countdown')).textContent).toMatch(
    /^ওটিপির মেয়াদ: [০-৯]{2}:[০-৯]{2}$/,
  );
  type('ওটিপি', '12');
  fireEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
  expect((await screen.findByRole('alert')).textContent).toBe('ওটিপি ৬ অঙ্কের হতে হবে');
  type('ওটিপি', '১২৩৪৫৬');
  fireEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
  await screen.findByTestId('otp-verified');
}

const renderReset = () =>
  render(
    <MemoryRouter>
      <ResetPasswordPage />
    </MemoryRouter>,
  );

describe('/reset-password drawn plain', () => {
  it('keeps the password and the button shut until the mobile is proven by its OTP', () => {
    stubServer();
    renderReset();
    expect((screen.getByRole('button', { name: 'ওটিপি পাঠান' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('পাসওয়ার্ড', { exact: true }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'পাসওয়ার্ড পুনরুদ্ধার' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the new password with the contract’s rules, then resets it and says so', async () => {
    const calls = stubServer();
    renderReset();
    await verifyMobile();
    expect(calls.find((call) => call.url === REGISTRATION_PATHS.resetOtpVerify)?.body).toEqual({
      otpId: 'ticket-1',
      code: '123456',
    });

    type('পাসওয়ার্ড', 'weak');
    type('পাসওয়ার্ড নিশ্চিত করুন', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'পাসওয়ার্ড পুনরুদ্ধার' }));
    await screen.findByText('শক্তিশালী পাসওয়ার্ড আবশ্যক');
    screen.getByText('নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়');
    // The focus moves in an effect after the messages are drawn.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('পাসওয়ার্ড', { exact: true })),
    );
    expect(calls.some((call) => call.url === REGISTRATION_PATHS.reset)).toBe(false);

    type('পাসওয়ার্ড', 'Exam@2027x');
    type('পাসওয়ার্ড নিশ্চিত করুন', 'Exam@2027x');
    expect(screen.queryByText('শক্তিশালী পাসওয়ার্ড আবশ্যক')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'পাসওয়ার্ড পুনরুদ্ধার' }));
    await screen.findByRole('heading', { name: 'পাসওয়ার্ড পরিবর্তন সফল হয়েছে' });
    expect(calls.find((call) => call.url === REGISTRATION_PATHS.reset)?.body).toEqual({
      mobile: '০১৭১১০০০০০৮',
      otpId: 'ticket-1',
      password: 'Exam@2027x',
      confirmPassword: 'Exam@2027x',
    });
    expect(screen.getByRole('link', { name: 'লগইন পাতায় যান' }).getAttribute('href')).toBe('/login');
  });

  it('says the server’s refusal above the button', async () => {
    stubServer('ওটিপির মেয়াদ শেষ হয়েছে, নতুন ওটিপি নিন');
    renderReset();
    await verifyMobile();
    type('পাসওয়ার্ড', 'Exam@2027x');
    type('পাসওয়ার্ড নিশ্চিত করুন', 'Exam@2027x');
    fireEvent.click(screen.getByRole('button', { name: 'পাসওয়ার্ড পুনরুদ্ধার' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ওটিপির মেয়াদ শেষ হয়েছে, নতুন ওটিপি নিন');
  });

  it('asks for a new OTP when the number changes', async () => {
    stubServer();
    renderReset();
    await verifyMobile();
    type('মোবাইল নম্বর', '01711000009');
    expect(screen.queryByTestId('otp-verified')).toBeNull();
    expect((screen.getByLabelText('পাসওয়ার্ড', { exact: true }) as HTMLInputElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'ওটিপি পাঠান' });
  });
});

describe('/signup drawn plain', () => {
  it('lists the four steps in the interface’s digits and leads into them', async () => {
    render(
      <MemoryRouter>
        <SignupPage />
      </MemoryRouter>,
    );
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['১পদবি নির্বাচন', '২লগইন তথ্য', '৩ব্যক্তিগত তথ্য', '৪দক্ষতা ও অন্যান্য']);
    expect(screen.getByRole('link', { name: 'নিবন্ধন শুরু করুন' }).getAttribute('href')).toBe('/signup-steps');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('1Select designation');
  });
});
