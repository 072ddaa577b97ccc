/**
 * /signup: what registration asks for and how it ends, then the way into the four steps. A new user
 * opens it first, often on a phone over a slow line, so it is plain HTML and CSS without the UI kit:
 * the kit loads with the steps themselves.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';

export default function SignupPage() {
  const { t, i18n } = useTranslation('registration');
  // Not lib/use-lang: it travels in the signed-in frame's chunk (vite.config.ts), which this page does without.
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  return (
    <main className="public-page">
      <Panel className="signup-card" title={t('signup')} extra={<LanguageSwitch />}>
        <div className="signup-intro">
          <p>{t('signupIntro')}</p>
          {/* The four steps, numbered in the interface's digits as the steps' own page shows them. */}
          <ol className="step-list">
            {[t('step1'), t('step2'), t('step3'), t('step4')].map((title, index) => (
              <li key={title} className="step-item">
                <span className="step-number" aria-hidden="true">
                  {localDigits(index + 1, lang)}
                </span>
                {title}
              </li>
            ))}
          </ol>
          <p>{t('signupHow')}</p>
          <p className="plain-muted">{t('signupNeed')}</p>
          <div className="signup-actions">
            <Link to="/signup-steps" className="action-button primary">
              {t('startRegistration')}
            </Link>
            <Link to="/allselect">{t('findOffice')}</Link>
            <Link to="/login">{t('haveAccount')}</Link>
          </div>
        </div>
      </Panel>
    </main>
  );
}
