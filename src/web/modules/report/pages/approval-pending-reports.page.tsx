/** /report-mgt/approval-pending-reports (SPEC.md §2, §6). */
import { useTranslation } from 'react-i18next';
import { REPORT_PATHS } from '../../../../common/contracts/report.paths';
import { PendingList } from './pending-list';

export default function Page() {
  const { t } = useTranslation('report');
  return (
    <PendingList
      path={REPORT_PATHS.approvalPending}
      titleKey="approvalPendingReports"
      empty={t('emptyPending')}
    />
  );
}
