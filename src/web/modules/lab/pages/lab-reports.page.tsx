/** lab-reports: the district-wise lab report, printed in Bangla. */
import { useTranslation } from 'react-i18next';
import { LabReportView } from '../components/lab-reports-view';

export default function Page() {
  const { t } = useTranslation('lab');
  return <LabReportView title={t('labReports')} />;
}
