/** The yearly summary of a report: per period, offices on time, late, in progress and missing, with totals and Excel. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  REPORT_PATHS,
  type ReportFrequency,
  type SummaryPeriod,
} from '../../../../common/contracts/report.contract';
import { DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useYearlySummary } from '../report.api';
import { dayText, periodText } from './report-tags';

export function SummaryTable({
  reportId,
  fiscalYear,
  frequency,
}: {
  reportId?: number;
  fiscalYear: number;
  frequency?: ReportFrequency;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const summary = useYearlySummary({ reportId, fiscalYear });
  const number = (value: number) => formatNumber(value, lang);
  const columns: ColumnsType<SummaryPeriod> = [
    {
      title: t('period'),
      key: 'period',
      render: (_, row) =>
        periodText(
          frequency ?? summary.data?.report.frequency ?? 'monthly',
          fiscalYear,
          row.periodNo,
          lang,
          t,
        ),
    },
    { title: t('dueDate'), key: 'due', render: (_, row) => dayText(row.due, lang) },
    { title: t('offices'), key: 'assigned', render: (_, row) => number(row.assigned) },
    { title: t('onTime'), key: 'onTime', render: (_, row) => number(row.onTime) },
    { title: t('late'), key: 'late', render: (_, row) => number(row.late) },
    { title: t('inProgress'), key: 'inProgress', render: (_, row) => number(row.inProgress) },
    { title: t('missing'), key: 'missing', render: (_, row) => number(row.missing) },
  ];
  const totals = summary.data?.totals;
  return (
    <Card
      size="small"
      title={t('yearlySummary')}
      extra={
        reportId && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(
                withQuery(REPORT_PATHS.summaryExport, { reportId, fiscalYear }),
                'yearly-report-summary.xlsx',
              ).catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
        )
      }
    >
      <DataTable<SummaryPeriod>
        label={t('yearlySummary')}
        size="small"
        rowKey="periodNo"
        columns={columns}
        dataSource={summary.data?.periods}
        loading={summary.isFetching}
        pagination={false}
        scroll={{ x: 640 }}
        summary={() =>
          totals && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('totals')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{number(totals.assigned)}</Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{number(totals.onTime)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4}>{number(totals.late)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5}>{number(totals.inProgress)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6}>{number(totals.missing)}</Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}
