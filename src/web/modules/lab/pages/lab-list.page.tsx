/** lab-list: every type of lab. */
import { useTranslation } from 'react-i18next';
import { LabListView } from '../components/lab-list-view';

export default function Page() {
  const { t } = useTranslation('lab');
  return <LabListView title={t('labList')} />;
}
