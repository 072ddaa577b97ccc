/** /report-mgt/sent-reports: what the own office has submitted, newest first. */

import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useSession } from '../../../lib/use-session';
import { ResponseTable } from '../components/response-table';
import { useSubmittedByOffice } from '../report.api';

export default function SentReportsPage() {
  const { t } = useTranslation('report');
  const session = useSession();
  const officeId = session.userrole[0]?.OfficeId ?? 0;
  const paging = usePaging();
  const list = useSubmittedByOffice({ officeId, page: paging.page, pageSize: paging.pageSize }, officeId > 0);
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  return (
    <Panel title={t('sentReports')}>
      <ResponseTable
        label={t('sentReports')}
        items={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        showOffice={false}
      />
    </Panel>
  );
}
