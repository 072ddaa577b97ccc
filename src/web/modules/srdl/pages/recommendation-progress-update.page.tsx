/** recommendation-progress-update: recommendations raised at SRDL labs. */
import { useTranslation } from 'react-i18next';
import { RecommendationUpdateView } from '../../lab/components/lab-inspection-views';

export default function Page() {
  const { t } = useTranslation('srdl');
  return <RecommendationUpdateView type="srdl" title={t('recommendationProgressUpdate')} />;
}
