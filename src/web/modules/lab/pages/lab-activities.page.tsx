/** lab-activities: classes, trainings and usage logs of every type of lab. */
import { useTranslation } from 'react-i18next';
import { ActivityListView } from '../components/lab-records-view';

export default function Page() {
  const { t } = useTranslation('lab');
  return <ActivityListView title={t('labActivities')} />;
}
