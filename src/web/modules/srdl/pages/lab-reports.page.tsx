/** lab-reports: the district-wise SRDL report, printed in Bangla. */
import { useTranslation } from 'react-i18next';
import { LabReportView } from '../../lab/components/lab-reports-view';

export default function Page() {
  const { t } = useTranslation('srdl');
  return <LabReportView type="srdl" title={t('labReports')} />;
}
