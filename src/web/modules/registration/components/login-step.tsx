/** Step 2: login email, mobile proven by OTP, and a strong password with its rule shown. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginStepSchema } from '../../../../common/contracts/registration.contract';
import { zodRule } from '../../../lib/form-rules';
import { NewPasswordFields, VerifiedMobileFields } from './mobile-password-fields';

export const LOGIN_STEP_FIELDS = ['email', 'mobile', 'otpId', 'password', 'confirmPassword'];

export function LoginStep() {
  const { t } = useTranslation('registration');
  return (
    <>
      <Form.Item name="email" label={t('email')} rules={[zodRule(loginStepSchema.shape.email)]}>
        <Input autoComplete="email" />
      </Form.Item>
      <VerifiedMobileFields flow="registration" />
      <NewPasswordFields />
    </>
  );
}
