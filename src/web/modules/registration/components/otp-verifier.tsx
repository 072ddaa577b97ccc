/**
 * Sends a one-time password to a mobile number and verifies it (SPEC.md §4): the countdown shows
 * minutes:seconds, then 'expired' with a resend once the server allows one.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, otpSchema, toEnglishDigits } from '../../../../common/validation';
import { localDigits } from '../../../lib/format';
import type { OtpFlow } from '../registration.api';
import { formatCountdown, useOtpTicket } from './otp-ticket';

interface Props {
  flow: OtpFlow;
  mobile: string | undefined;
  verifiedOtpId: string | undefined;
  onVerified(otpId: string | undefined): void;
}

export function OtpVerifier({ flow, mobile, verifiedOtpId, onVerified }: Props) {
  const { t, i18n } = useTranslation('registration');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const mobileReady = Boolean(mobile && MOBILE_PATTERN.test(toEnglishDigits(mobile)));
  const { ticket, code, setCode, error, busy, left, resendWait, send, verify } = useOtpTicket({
    flow,
    mobile,
    onVerified,
    checkCode: (typed) => {
      const checked = otpSchema.safeParse(typed);
      if (!checked.success)
        throw new Error(t(`messages:${checked.error.issues[0]?.message ?? 'validation.otpInvalid'}`));
      return checked.data;
    },
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
