/** inspection-progress-report: targets against inspections done, by officer and office, for a month or a quarter. */
import { Empty, Progress, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressRow } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { type Period, PeriodPick, thisMonth } from '../components/period-pick';
import { useProgress } from '../inspection.api';

export default function InspectionProgressReportPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [period, setPeriod] = useState<Period>(thisMonth());
  const paging = usePaging();
  const list = useProgress({ ...period, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<ProgressRow> = [
    { title: t('officer'), key: 'name', width: 200, render: (_, row) => nameOf(row, lang) },
    { title: t('office'), key: 'office', width: 240, render: (_, row) => nameOf(row.office, lang) },
    { title: t('target'), key: 'target', width: 80, render: (_, row) => localDigits(row.target, lang) },
    { title: t('done'), key: 'done', width: 80, render: (_, row) => localDigits(row.done, lang) },
    { title: t('planned'), key: 'planned', width: 90, render: (_, row) => localDigits(row.planned, lang) },
    {
      title: t('achievement'),
      key: 'pct',
      width: 160,
      render: (_, row) => {
        const percent = row.target ? Math.round((row.done / row.target) * 100) : 0;
        return (
          <Progress
            percent={Math.min(percent, 100)}
            format={() => `${localDigits(percent, lang)}%`}
            aria-label={`${t('achievement')} ${localDigits(percent, lang)}%`}
          />
        );
      },
    },
  ];
  return (
    <Panel title={t('inspectionProgressReport')}>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <PeriodPick
          value={period}
          onChange={(next) => {
            setPeriod(next);
            paging.reset();
          }}
          quarters
        />
      </Row>
      <DataTable
        label={t('inspectionProgressReport')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTargets')} /> }}
        scroll={{ x: 850 }}
      />
    </Panel>
  );
}
