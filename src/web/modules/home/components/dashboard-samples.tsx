/**
 * SPEC.md §2 and §9: the annual performance agreement and training completion sections show fixed
 * sample figures for fiscal year 2024-25 by quarter, marked as samples.
 */
import { Card, Col, Progress, Row, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, localDigits } from '../../../lib/format';

const SAMPLE_FISCAL_YEAR = '2024-25';
const APA_ACHIEVEMENT_PERCENT = [78, 85, 62, 90];
const TRAINING_COMPLETION = [
  { target: 120, completed: 96 },
  { target: 150, completed: 132 },
  { target: 100, completed: 71 },
  { target: 130, completed: 118 },
];
const QUARTER_KEYS = ['quarter1', 'quarter2', 'quarter3', 'quarter4'];

export function ApaSamples() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  return (
    <>
      <p>
        {t('apaFiscalYear', { year: localDigits(SAMPLE_FISCAL_YEAR, lang) })} <Tag>{t('sampleFigures')}</Tag>
      </p>
      <Row gutter={[12, 12]} data-testid="apa-quarters">
        {APA_ACHIEVEMENT_PERCENT.map((percent, index) => (
          <Col key={QUARTER_KEYS[index]} xs={12} md={6}>
            <Card size="small" title={t(QUARTER_KEYS[index])}>
              <Progress
                type="circle"
                percent={percent}
                aria-label={`${t(QUARTER_KEYS[index])}: ${t('apaAchievement')}`}
                format={(value) => `${formatNumber(value ?? 0, lang)}%`}
              />
              <div>{t('apaAchievement')}</div>
            </Card>
          </Col>
        ))}
      </Row>
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
      <Row gutter={[12, 12]}>
        {TRAINING_COMPLETION.map((quarter, index) => (
          <Col key={QUARTER_KEYS[index]} xs={12} md={6}>
            <Card size="small" title={t(QUARTER_KEYS[index])}>
              <Statistic
                title={t('trainingCompleted')}
                value={quarter.completed}
                formatter={(value) => formatNumber(Number(value), lang)}
                suffix={`/ ${formatNumber(quarter.target, lang)}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
