/**
 * /report-mgt/office-wise-reports: for one report and period, every office asked and whether it
 * has submitted (on time, late), is still working on it or has not started; reminders to the
 * latecomers, Excel, and the year's summary below.
 */
import { BellOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  currentPeriod,
  OFFICE_WISE_STATES,
  type OfficeWiseRow,
  type OfficeWiseState,
  PERIODS_PER_YEAR,
  REPORT_PATHS,
} from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { fiscalYearOptions, periodText, StateTag } from '../components/report-tags';
import { SummaryTable } from '../components/summary-table';
import { reportApi, useAskedReports, useOfficeWise, useReportMutation } from '../report.api';

export default function OfficeWiseReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const reports = useAskedReports({ pageSize: 200 });
  const reportId = Number(params.get('reportId')) || reports.data?.items[0]?.id;
  const report = reports.data?.items.find((item) => item.id === reportId);
  const current = report ? currentPeriod(report.frequency, report.dueDay) : currentPeriod('monthly', 1);
  const fiscalYear = Number(params.get('fy')) || current.fiscalYear;
  const periodNo = Number(params.get('period')) || current.periodNo;
  const [state, setState] = useState<OfficeWiseState>();
  const [search, setSearch] = useState('');
  const filters = { reportId, fiscalYear, periodNo, state, search };
  const list = useOfficeWise(
    { ...filters, page: paging.page, pageSize: paging.pageSize },
    reportId !== undefined,
  );
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const remind = useReportMutation(reportApi.remind);
  const set = (key: string, value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
    if (key === 'reportId') next.delete('period');
    setParams(next, { replace: true });
    paging.reset();
  };
  const columns: DataColumns<OfficeWiseRow> = [
    { title: t('office'), key: 'office', width: 280, render: (_, row) => nameOf(row.office, lang) },
    { title: t('state'), key: 'state', width: 150, render: (_, row) => <StateTag state={row.state} /> },
    {
      title: t('submittedAt'),
      key: 'at',
      width: 120,
      render: (_, row) => (row.submittedAt ? formatDate(row.submittedAt, lang) : '—'),
    },
    {
      title: '',
      key: 'open',
      width: 90,
      render: (_, row) =>
        row.responseId && report ? (
          <Link
            to={`/report-mgt/my-report-details/${encodeURIComponent(report.code)}?office=${row.office.id}&fy=${fiscalYear}&response=${row.responseId}`}
          >
            {t('open')}
          </Link>
        ) : null,
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Panel
        title={t('officeWiseReports')}
        extra={
          reportId && (
            <Space wrap>
              <Button
                icon={<BellOutlined />}
                loading={remind.isPending}
                onClick={async () => {
                  try {
                    const result = await remind.mutateAsync({ reportId, fiscalYear, periodNo });
                    toast('success', t('reminded', { count: localDigits(result.reminded, lang) }));
                  } catch (error) {
                    showError(error);
                  }
                }}
              >
                {t('remind')}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  downloadFile(
                    withQuery(REPORT_PATHS.officeWiseExport, filters),
                    'office-wise-reports.xlsx',
                  ).catch(showError)
                }
              >
                {t('exportExcel')}
              </Button>
            </Space>
          )
        }
      >
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          <Col xs={24} md={8}>
            <Select
              style={{ width: '100%' }}
              aria-label={t('chooseReport')}
              placeholder={t('chooseReport')}
              value={reportId}
              onChange={(value) => set('reportId', value)}
              options={reports.data?.items.map((item) => ({
                value: item.id,
                label: lang === 'en' ? item.titleEn : item.titleBn,
              }))}
            />
          </Col>
          <Col xs={12} md={4}>
            <Select
              style={{ width: '100%' }}
              aria-label={t('fiscalYear')}
              value={fiscalYear}
              onChange={(value) => set('fy', value)}
              options={fiscalYearOptions(current.fiscalYear + 1, lang)}
            />
          </Col>
          <Col xs={12} md={4}>
            <Select
              style={{ width: '100%' }}
              aria-label={t('period')}
              value={periodNo}
              onChange={(value) => set('period', value)}
              options={Array.from(
                { length: PERIODS_PER_YEAR[report?.frequency ?? 'monthly'] },
                (_, index) => ({
                  value: index + 1,
                  label: periodText(report?.frequency ?? 'monthly', fiscalYear, index + 1, lang, t),
                }),
              )}
            />
          </Col>
          <Col xs={12} md={4}>
            <Select
              allowClear
              style={{ width: '100%' }}
              aria-label={t('state')}
              placeholder={t('state')}
              value={state}
              onChange={(value) => {
                setState(value);
                paging.reset();
              }}
              options={OFFICE_WISE_STATES.map((value) => ({ value, label: t(`state_${value}`) }))}
            />
          </Col>
          <Col xs={12} md={4}>
            <Input.Search
              allowClear
              placeholder={t('searchOffice')}
              aria-label={t('searchOffice')}
              onSearch={(value) => {
                setSearch(value.trim());
                paging.reset();
              }}
            />
          </Col>
        </Row>
        <DataTable<OfficeWiseRow>
          label={t('officeWiseReports')}
          rowKey={(row) => row.office.id}
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          scroll={{ x: 640 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={reports.data?.total === 0 ? t('noAsked') : t('emptyList')}
              />
            ),
          }}
        />
      </Panel>
      {reportId && <SummaryTable reportId={reportId} fiscalYear={fiscalYear} frequency={report?.frequency} />}
    </Space>
  );
}
