/** geolocation-lab-inspection-reports: inspected labs by their coordinates. */
import { useTranslation } from 'react-i18next';
import { InspectedLabsView } from '../components/lab-inspection-views';

export default function Page() {
  const { t } = useTranslation('lab');
  return <InspectedLabsView title={t('geolocationLabInspectionReports')} />;
}
