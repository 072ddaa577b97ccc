/** visit-report (and /visit-report): the submitted inspections' reports, each printable. */
import { useTranslation } from 'react-i18next';
import { InspectionTable } from '../components/inspection-table';

export default function VisitReportPage() {
  const { t } = useTranslation('inspection');
  return <InspectionTable title={t('visitReport')} scope="office" status="submitted" />;
}
