/** self-inspection-list: the caller's own inspections, drafts first to finish. */
import { useTranslation } from 'react-i18next';
import { InspectionTable } from '../components/inspection-table';

export default function SelfInspectionListPage() {
  const { t } = useTranslation('inspection');
  return <InspectionTable title={t('selfInspectionList')} scope="own" />;
}
