/** inspection-list: the inspections of the caller's office and of visits to it. */
import { useTranslation } from 'react-i18next';
import { InspectionTable } from '../components/inspection-table';

export default function InspectionListPage() {
  const { t } = useTranslation('inspection');
  return <InspectionTable title={t('inspectionList')} scope="office" />;
}
