/**
 * SPEC.md §2 and §9: the annual performance agreement and training completion sections show fixed
 * sample figures for fiscal year 2024-25 by quarter, marked as samples.
 */
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/plain-tag';
import { formatNumber, localDigits } from '../../../lib/format';
import { DashboardCard, Figure } from './dashboard-card';

const SAMPLE_FISCAL_YEAR = '2024-25';
const APA_ACHIEVEMENT_PERCENT = [78, 85, 62, 90];
const TRAINING_COMPLETION = [
  { target: 120, completed: 96 },
  { target: 150, completed: 132 },
  { target: 100, completed: 71 },
  { target: 130, completed: 118 },
];
const QUARTER_KEYS = ['quarter1', 'quarter2', 'quarter3', 'quarter4'];

/** A ring filled to the percentage, the number in its middle; its name says what it measures. */
function PercentRing({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div className="percent-ring" role="img" aria-label={`${label}: ${text}`}>
      <svg viewBox="0 0 36 36" aria-hidden="true">
        <circle className="percent-ring-track" cx="18" cy="18" r="15.9155" />
        <circle
          className="percent-ring-fill"
          cx="18"
          cy="18"
          r="15.9155"
          strokeDasharray={`${percent} 100`}
        />
      </svg>
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

export function ApaSamples() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  return (
    <>
      <p>
        {t('apaFiscalYear', { year: localDigits(SAMPLE_FISCAL_YEAR, lang) })} <Tag>{t('sampleFigures')}</Tag>
      </p>
      <div className="dashboard-quarters" data-testid="apa-quarters">
        {APA_ACHIEVEMENT_PERCENT.map((percent, index) => (
          <DashboardCard key={QUARTER_KEYS[index]} title={t(QUARTER_KEYS[index])}>
            <PercentRing
              percent={percent}
              label={`${t(QUARTER_KEYS[index])}: ${t('apaAchievement')}`}
              text={`${formatNumber(percent, lang)}%`}
            />
            <div>{t('apaAchievement')}</div>
          </DashboardCard>
        ))}
      </div>
    </>
  );
}

export function TrainingSamples() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  return (
    <>
      <p>
        {t('apaFiscalYear', { year: localDigits(SAMPLE_FISCAL_YEAR, lang) })} <Tag>{t('sampleFigures')}</Tag>
      </p>
      <div className="dashboard-quarters">
        {TRAINING_COMPLETION.map((quarter, index) => (
          <DashboardCard key={QUARTER_KEYS[index]} title={t(QUARTER_KEYS[index])}>
            <Figure
              label={t('trainingCompleted')}
              value={formatNumber(quarter.completed, lang)}
              suffix={`/ ${formatNumber(quarter.target, lang)}`}
            />
          </DashboardCard>
        ))}
      </div>
    </>
  );
}
