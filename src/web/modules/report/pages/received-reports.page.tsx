/**
 * /report-mgt/received-reports: responses submitted to the own office, filtered by report, year and
 * lateness, with Excel. Plain HTML with the browser's own filters, which live in the address; a row
 * opens the report's details.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPeriod, REPORT_PATHS } from '../../../../common/contracts/report.paths';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { fiscalYearOptions } from '../components/report-tags';
import { ResponseTable } from '../components/response-table';
import { useAskedReports, useSubmitted } from '../report.api';

const FILTER_KEYS = ['reportId', 'fiscalYear', 'late', 'search'] as const;

export default function ReceivedReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const reports = useAskedReports({ pageSize: 200 });
  const list = useSubmitted({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  return (
    <Panel
      title={t('receivedReports')}
      extra={
        <ExcelButton
          path={withQuery(`${REPORT_PATHS.submittedReports}/export`, filters)}
          file="submitted-reports"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 4 } as CSSProperties}>
        <ChoiceFilter
          label={t('chooseReport')}
          all={t('allReports')}
          value={filters.reportId}
          options={(reports.data?.items ?? []).map((item) => ({
            value: item.id,
            label: lang === 'en' ? item.titleEn : item.titleBn,
          }))}
          onChange={(value) => setFilter('reportId', value)}
        />
        <ChoiceFilter
          label={t('fiscalYear')}
          all={t('allFiscalYears')}
          value={filters.fiscalYear}
          options={fiscalYearOptions(currentPeriod('monthly', 1).fiscalYear + 1, lang)}
          onChange={(value) => setFilter('fiscalYear', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={filters.late}
          options={[
            { value: 'no', label: t('onTime') },
            { value: 'yes', label: t('late') },
          ]}
          onChange={(value) => setFilter('late', value)}
        />
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchOffice')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <ResponseTable
        label={t('receivedReports')}
        items={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
      />
    </Panel>
  );
}
