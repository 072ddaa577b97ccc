/** lab-equipment-list: the equipment of the caller's labs. */
import { useTranslation } from 'react-i18next';
import { EquipmentListView } from '../components/lab-records-view';

export default function Page() {
  const { t } = useTranslation('lab');
  return <EquipmentListView title={t('labEquipmentList')} />;
}
