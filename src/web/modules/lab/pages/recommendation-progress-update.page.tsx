/** recommendation-progress-update: recommendations raised at labs, and their progress reports. */
import { useTranslation } from 'react-i18next';
import { RecommendationUpdateView } from '../components/lab-inspection-views';

export default function Page() {
  const { t } = useTranslation('lab');
  return <RecommendationUpdateView title={t('recommendationProgressUpdate')} />;
}
