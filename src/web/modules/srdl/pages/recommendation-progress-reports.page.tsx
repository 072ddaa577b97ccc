/** recommendation-progress-reports: the progress of SRDL recommendations by district. */
import { useTranslation } from 'react-i18next';
import { RecommendationProgressView } from '../../lab/components/lab-reports-view';

export default function Page() {
  const { t } = useTranslation('srdl');
  return <RecommendationProgressView type="srdl" title={t('recommendationProgressReports')} />;
}
