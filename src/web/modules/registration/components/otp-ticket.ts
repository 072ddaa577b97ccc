/**
 * A one-time password's round trip (SPEC.md §4), apart from how it is drawn: send it to a mobile
 * number, count down its life and the wait before a resend, and verify the code typed. The OTP
 * field of the registration steps and of the password reset (otp-field.tsx) draws it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpTicketResponse } from '../../../../common/contracts/registration.contract';
import { toast } from '../../../lib/toast';
import type { OtpFlow } from '../registration.api';

/**
 * The calls, fetched with the first press rather than with the page: registration's paths travel in
 * the signed-in frame's chunk (vite.config.ts), which the plain password reset should not wait for
 * before it shows. That page asks for them as soon as the person enters its form.
 */
export const loadRegistrationApi = () =>
  import('../registration.api').then((module) => module.registrationApi);

function useSecondsUntil(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

export function formatCountdown(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface OtpTicketOptions {
  flow: OtpFlow;
  mobile: string | undefined;
  onVerified(otpId: string): void;
  /** The code as the server takes it, or a thrown Error whose message says what is wrong with it. */
  checkCode(code: string): string | Promise<string>;
}

export function useOtpTicket({ flow, mobile, onVerified, checkCode }: OtpTicketOptions) {
  const { t } = useTranslation('registration');
  const [ticket, setTicket] = useState<OtpTicketResponse>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const left = useSecondsUntil(ticket?.expiresAt);
  const resendWait = useSecondsUntil(ticket?.resendAfter);
  // A lost connection before the calls arrived is said as such, not as the loader's own words.
  const calls = () =>
    loadRegistrationApi().catch(() => {
      throw new Error(t('common:networkError'));
    });

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    run(async () => {
      const registrationApi = await calls();
      const next = ticket
        ? await registrationApi.resendOtp(flow, ticket.otpId)
        : await registrationApi.sendOtp(flow, mobile ?? '');
      setTicket(next);
      setCode('');
      toast('success', t('messages:otp.sent'));
    });

  const verify = () =>
    run(async () => {
      if (!ticket) return;
      const checked = await checkCode(code);
      await (await calls()).verifyOtp(flow, ticket.otpId, checked);
      onVerified(ticket.otpId);
    });

  return { ticket, code, setCode, error, busy, left, resendWait, send, verify };
}
