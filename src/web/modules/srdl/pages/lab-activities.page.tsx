/** lab-activities: the activities of SRDL labs. */
import { useTranslation } from 'react-i18next';
import { ActivityListView } from '../../lab/components/lab-records-view';

export default function Page() {
  const { t } = useTranslation('srdl');
  return <ActivityListView type="srdl" title={t('labActivities')} />;
}
