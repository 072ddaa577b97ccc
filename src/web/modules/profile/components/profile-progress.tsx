/**
 * How complete the own profile is and what is still missing, above every profile tab: a ring filled
 * to the percentage and the CV's print button, in plain HTML (the tabs' lists carry no UI kit).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { useProgress } from '../profile.api';
import { useCvPrint } from './cv-print';

export function ProfileProgressCard() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const progress = useProgress();
  const session = useSession();
  const { printCv, cvElement } = useCvPrint(session.user.id);
  const value = progress.data?.progress ?? 0;
  const missing = progress.data?.missing ?? [];
  const percent = `${localDigits(value, lang)}%`;
  return (
    <Panel size="small" style={{ marginBottom: 16 }}>
      <div className="profile-progress">
        <div className="percent-ring small" role="img" aria-label={`${t('progressTitle')}: ${percent}`}>
          <svg viewBox="0 0 36 36" aria-hidden="true">
            <circle className="percent-ring-track" cx="18" cy="18" r="15.9155" />
            <circle
              className="percent-ring-fill"
              cx="18"
              cy="18"
              r="15.9155"
              strokeDasharray={`${value} 100`}
            />
          </svg>
          <span aria-hidden="true">{percent}</span>
        </div>
        <div className="profile-progress-text">
          <strong data-testid="profile-progress">
            {t('progressTitle')}: {percent}
          </strong>
          <p className="text-secondary">
            {missing.length === 0
              ? t('progressDone')
              : `${t('progressMissing')} ${missing.map((item) => t(`missing.${item}`)).join(', ')}`}
          </p>
        </div>
        <button type="button" className="action-button" onClick={printCv}>
          <PrinterOutlined />
          {t('printCv')}
        </button>
      </div>
      {cvElement}
    </Panel>
  );
}
