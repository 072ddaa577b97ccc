/** /signup: what registration asks for and how it ends, then the way into the four steps. */
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { NumberedSteps } from '../../../components/numbered-steps';
import { Panel } from '../../../components/panel';

export default function SignupPage() {
  const { t } = useTranslation('registration');
  return (
    <div className="public-page">
      <Panel className="signup-card" title={t('signup')} extra={<LanguageSwitch />}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('signupIntro')}</Typography.Paragraph>
          <NumberedSteps
            orientation="vertical"
            current={-1}
            items={[t('step1'), t('step2'), t('step3'), t('step4')].map((title) => ({ title }))}
          />
          <Typography.Paragraph>{t('signupHow')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('signupNeed')}</Typography.Paragraph>
          <Space wrap>
            <Link to="/signup-steps">
              <Button type="primary" size="large">
                {t('startRegistration')}
              </Button>
            </Link>
            <Link to="/allselect">{t('findOffice')}</Link>
            <Link to="/login">{t('haveAccount')}</Link>
          </Space>
        </Space>
      </Panel>
    </div>
  );
}
