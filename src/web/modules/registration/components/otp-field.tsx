/**
 * The OTP of a plain form (the registration steps, the password reset): a button that sends the
 * code to the mobile number, then the code with its verify button, the countdown and a resend;
 * once verified, a green label. The code is checked with the contract's OTP rule before it goes to
 * the server.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../lib/format';
import type { OtpFlow } from '../registration.api';
import { type CredentialRules, loadCredentialRules, problemOf } from './credential-rules';
import { formatCountdown, useOtpTicket } from './otp-ticket';

interface Props {
  flow: OtpFlow;
  /** The control the form focuses when the OTP is missing: the send button, then the code. */
  id: string;
  mobile: string;
  /** Undefined until the checks have downloaded: the send button waits for them. */
  rules: CredentialRules | undefined;
  verifiedOtpId: string | undefined;
  onVerified(otpId: string): void;
  /** The form's message about the OTP, if it shows one. */
  errorId?: string;
}

export function OtpField({ flow, id, mobile, rules, verifiedOtpId, onVerified, errorId }: Props) {
  const { t, i18n } = useTranslation('registration');
  // Not lib/use-lang: it travels in the signed-in frame's chunk, which this signed-out page does without.
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const { ticket, code, setCode, error, busy, left, resendWait, send, verify } = useOtpTicket({
    flow,
    mobile,
    onVerified,
    checkCode: async (typed) => {
      const loaded = await loadCredentialRules().catch(() => {
        throw new Error(t('common:networkError'));
      });
      const problem = problemOf(loaded.otpCode, typed);
      if (problem) throw new Error(t(`messages:${problem}`));
      return loaded.otpCode.parse(typed);
    },
  });
  const described = errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  if (verifiedOtpId) {
    return (
      <span className="plain-tag success otp-verified" data-testid="otp-verified">
        <CheckCircleFilled aria-hidden="true" /> {t('mobileVerified')}
      </span>
    );
  }

  return (
    <>
      {!ticket && (
        <button
          type="button"
          id={id}
          className="plain-button otp-send"
          onClick={send}
          disabled={!rules?.isMobile(mobile) || busy}
          aria-busy={busy}
          {...described}
        >
          {t('sendOtp')}
        </button>
      )}
      {ticket && (
        <>
          <div className="otp-entry">
            <input
              id={id}
              className="otp-code"
              aria-label={t('otp')}
              value={code}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(event) => setCode(event.target.value)}
              // Enter verifies the code; the form's own button waits for a verified number.
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void verify();
              }}
              disabled={left === 0}
              {...described}
            />
            <button
              type="button"
              className="plain-button plain-primary otp-verify"
              onClick={verify}
              disabled={busy || left === 0}
              aria-busy={busy}
            >
              {t('verifyOtp')}
            </button>
          </div>
          <div className="otp-status">
            <span className={left === 0 ? 'plain-field-error' : 'plain-muted'} data-testid="otp-countdown">
              {left > 0
                ? t('otpExpiresIn', { time: localDigits(formatCountdown(left), lang) })
                : t('otpExpired')}
            </span>
            <button type="button" className="link-button" onClick={send} disabled={resendWait > 0 || busy}>
              {t('resendOtp')}
              {resendWait > 0 && ` (${localDigits(formatCountdown(resendWait), lang)})`}
            </button>
          </div>
        </>
      )}
      {error && (
        <div className="plain-alert" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
