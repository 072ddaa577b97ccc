/** geolocation-lab-inspection-reports: inspected labs by their coordinates. */
import { useTranslation } from 'react-i18next';
import { InspectedLabsView } from '../components/lab-reports-view';

export default function Page() {
  const { t } = useTranslation('lab');
  return <InspectedLabsView title={t('geolocationLabInspectionReports')} />;
}
