/**
 * /report-mgt/office-wise-reports: for one report and period, every office asked and whether it
 * has submitted (on time, late), is still working on it or has not started; reminders to the
 * latecomers, Excel, and the year's summary below. Plain HTML with the browser's own filters, which
 * live in the address (a dashboard's or the asked list's link opens the report it means).
 */
import { BellOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficeWiseRow } from '../../../../common/contracts/report.contract';
import {
  currentPeriod,
  OFFICE_WISE_STATES,
  PERIODS_PER_YEAR,
  REPORT_PATHS,
} from '../../../../common/contracts/report.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { fiscalYearOptions, periodText, StateTag } from '../components/report-tags';
import { SummaryTable } from '../components/summary-table';
import { reportApi, useAskedReports, useOfficeWise, useReportMutation } from '../report.api';

/** A select of the browser's own with no "all": one report, year and period is always chosen. */
function PlainSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
}) {
  return (
    <select
      className="plain-select"
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export default function OfficeWiseReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const address = useFilterParams(['reportId', 'fy', 'period', 'state', 'search'], paging.reset);
  const reports = useAskedReports({ pageSize: 200 });
  const reportId = Number(address.filters.reportId) || reports.data?.items[0]?.id;
  const report = reports.data?.items.find((item) => item.id === reportId);
  const current = report ? currentPeriod(report.frequency, report.dueDay) : currentPeriod('monthly', 1);
  const fiscalYear = Number(address.filters.fy) || current.fiscalYear;
  const periodNo = Number(address.filters.period) || current.periodNo;
  const state = address.filters.state;
  const search = address.filters.search ?? '';
  const filters = { reportId, fiscalYear, periodNo, state, search };
  const list = useOfficeWise(
    { ...filters, page: paging.page, pageSize: paging.pageSize },
    reportId !== undefined,
  );
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const remind = useReportMutation(reportApi.remind);
  const onRemind = async () => {
    if (!reportId) return;
    try {
      const result = await remind.mutateAsync({ reportId, fiscalYear, periodNo });
      toast('success', t('reminded', { count: localDigits(result.reminded, lang) }));
    } catch (error) {
      showError(error);
    }
  };
  const frequency = report?.frequency ?? 'monthly';
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
    <div className="page-stack">
      <Panel
        title={t('officeWiseReports')}
        extra={
          reportId && (
            <div className="panel-actions">
              <button
                type="button"
                className="action-button"
                disabled={remind.isPending}
                aria-busy={remind.isPending || undefined}
                onClick={onRemind}
              >
                <BellOutlined />
                {t('remind')}
              </button>
              <ExcelButton
                path={withQuery(REPORT_PATHS.officeWiseExport, filters)}
                file="office-wise-reports"
                label={t('exportExcel')}
              />
            </div>
          )
        }
      >
        <div className="filter-row" style={{ '--filter-columns': 5 } as CSSProperties}>
          <PlainSelect
            label={t('chooseReport')}
            value={reportId}
            options={(reports.data?.items ?? []).map((item) => ({
              value: item.id,
              label: lang === 'en' ? item.titleEn : item.titleBn,
            }))}
            onChange={(value) => address.setFilters({ reportId: value, period: null })}
          />
          <PlainSelect
            label={t('fiscalYear')}
            value={fiscalYear}
            options={fiscalYearOptions(current.fiscalYear + 1, lang)}
            onChange={(value) => address.setFilter('fy', value)}
          />
          <PlainSelect
            label={t('period')}
            value={periodNo}
            options={Array.from({ length: PERIODS_PER_YEAR[frequency] }, (_, index) => ({
              value: index + 1,
              label: periodText(frequency, fiscalYear, index + 1, lang, t),
            }))}
            onChange={(value) => address.setFilter('period', value)}
          />
          <ChoiceFilter
            label={t('state')}
            all={t('allStatuses')}
            value={state}
            options={OFFICE_WISE_STATES.map((value) => ({ value, label: t(`state_${value}`) }))}
            onChange={(value) => address.setFilter('state', value)}
          />
          <SearchBox
            key={search}
            initial={search}
            placeholder={t('searchOffice')}
            onSearch={(value) => address.setFilter('search', value)}
          />
        </div>
        <DataTable<OfficeWiseRow>
          label={t('officeWiseReports')}
          rowKey={(row) => row.office.id}
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          scroll={{ x: 640 }}
          locale={{ emptyText: reports.data?.total === 0 ? t('noAsked') : t('emptyList') }}
        />
      </Panel>
      {reportId && <SummaryTable reportId={reportId} fiscalYear={fiscalYear} frequency={report?.frequency} />}
    </div>
  );
}
