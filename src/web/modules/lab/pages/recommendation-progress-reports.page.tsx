/** recommendation-progress-reports: the progress of lab recommendations by district. */
import { useTranslation } from 'react-i18next';
import { RecommendationProgressView } from '../components/lab-reports-view';

export default function Page() {
  const { t } = useTranslation('lab');
  return <RecommendationProgressView title={t('recommendationProgressReports')} />;
}
