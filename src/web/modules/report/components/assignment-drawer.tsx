/** Which offices send a report (office-assignment-update): the own office and those it controls, searched and paged. */
import { Button, Checkbox, Drawer, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDefinition } from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { reportApi, useAssignableOffices, useReportMutation } from '../report.api';

type Row = { id: number; nameBn: string; nameEn: string; assigned: boolean };

export function AssignmentDrawer({
  report,
  onClose,
}: {
  report: ReportDefinition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const offices = useAssignableOffices(
    { reportId: report?.id, page: paging.page, pageSize: paging.pageSize, search },
    report !== null,
  );
  const assign = useReportMutation(reportApi.assign);
  const pagination = useTablePagination(paging, offices.data?.total, 'report:total');
  const toggle = async (officeIds: number[], assigned: boolean, allControlled = false) => {
    if (!report) return;
    try {
      const result = await assign.mutateAsync({ reportId: report.id, officeIds, assigned, allControlled });
      toast('success', t('assignedCount', { count: localDigits(result.assigned, lang) }));
    } catch (error) {
      showError(error);
    }
  };
  const columns: DataColumns<Row> = [
    {
      title: t('assigned'),
      key: 'assigned',
      width: 90,
      render: (_, row) => (
        <Checkbox
          checked={row.assigned}
          aria-label={nameOf(row, lang)}
          disabled={assign.isPending}
          onChange={(event) => toggle([row.id], event.target.checked)}
        />
      ),
    },
    { title: t('office'), key: 'name', render: (_, row) => nameOf(row, lang) },
  ];
  return (
    <Drawer open={report !== null} onClose={onClose} title={t('assignTitle')} size="large" destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button onClick={() => toggle([], true, true)} loading={assign.isPending}>
          {t('assignAll')}
        </Button>
        <Input.Search
          allowClear
          placeholder={t('searchOffice')}
          aria-label={t('searchOffice')}
          onSearch={(value) => {
            setSearch(value.trim());
            paging.reset();
          }}
        />
        <DataTable<Row>
          label={t('assignTitle')}
          rowKey="id"
          columns={columns}
          dataSource={offices.data?.items}
          loading={offices.isFetching}
          pagination={pagination}
        />
      </Space>
    </Drawer>
  );
}
