/**
 * Sends a one-time password to a mobile number and verifies it (SPEC.md §4): the countdown shows
 * minutes:seconds, then 'expired' with a resend once the server allows one.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpTicketResponse } from '../../../../common/contracts/registration.contract';
import { MOBILE_PATTERN, otpSchema, toEnglishDigits } from '../../../../common/validation';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type OtpFlow, registrationApi } from '../registration.api';

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

interface Props {
  flow: OtpFlow;
  mobile: string | undefined;
  verifiedOtpId: string | undefined;
  onVerified(otpId: string | undefined): void;
}

export function OtpVerifier({ flow, mobile, verifiedOtpId, onVerified }: Props) {
  const { t, i18n } = useTranslation('registration');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const [ticket, setTicket] = useState<OtpTicketResponse>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const left = useSecondsUntil(ticket?.expiresAt);
  const resendWait = useSecondsUntil(ticket?.resendAfter);
  const mobileReady = Boolean(mobile && MOBILE_PATTERN.test(toEnglishDigits(mobile)));

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
      const checked = otpSchema.safeParse(code);
      if (!checked.success)
        throw new Error(t(`messages:${checked.error.issues[0]?.message ?? 'validation.otpInvalid'}`));
      await registrationApi.verifyOtp(flow, ticket.otpId, checked.data);
      onVerified(ticket.otpId);
    });

  if (verifiedOtpId) {
    return (
      <Tag icon={<CheckCircleFilled />} color="success" data-testid="otp-verified">
        {t('mobileVerified')}
      </Tag>
    );
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!ticket && (
        <Button onClick={send} disabled={!mobileReady} loading={busy}>
          {t('sendOtp')}
        </Button>
      )}
      {ticket && (
        <>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('otp')}
              value={code}
              maxLength={6}
              inputMode="numeric"
              onChange={(event) => setCode(event.target.value)}
              disabled={left === 0}
            />
            <Button type="primary" onClick={verify} loading={busy} disabled={left === 0}>
              {t('verifyOtp')}
            </Button>
          </Space.Compact>
          <Space>
            <Typography.Text type={left === 0 ? 'danger' : 'secondary'} data-testid="otp-countdown">
              {left > 0
                ? t('otpExpiresIn', { time: localDigits(formatCountdown(left), lang) })
                : t('otpExpired')}
            </Typography.Text>
            <Button size="small" type="link" onClick={send} disabled={resendWait > 0 || busy}>
              {t('resendOtp')}
              {resendWait > 0 && ` (${localDigits(formatCountdown(resendWait), lang)})`}
            </Button>
          </Space>
        </>
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Space>
  );
}
