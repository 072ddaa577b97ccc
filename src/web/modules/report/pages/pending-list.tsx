/**
 * A pending list of the office or of the desk, with the reports whose current period nobody has
 * started. Plain HTML: it has no form of its own, and a row opens the report's details, a route
 * that brings the UI kit there.
 */
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentPeriod } from '../../../../common/contracts/report.paths';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { fiscalYearOptions, periodText } from '../components/report-tags';
import { ResponseTable } from '../components/response-table';
import { usePending } from '../report.api';

export function PendingList({ path, titleKey, empty }: { path: string; titleKey: string; empty: string }) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const [fiscalYear, setFiscalYear] = useState<number>();
  const list = usePending(path, { page: paging.page, pageSize: paging.pageSize, fiscalYear });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const notStarted = list.data?.notStarted ?? [];
  return (
    <Panel title={t(titleKey)}>
      {notStarted.length > 0 && (
        <div className="plain-note info" style={{ margin: '0 0 16px' }}>
          <strong>{t('notStartedTitle')}</strong>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {notStarted.map((item) => (
              <li key={`${item.report.code}-${item.current.fiscalYear}-${item.current.periodNo}`}>
                <Link
                  to={`/report-mgt/my-report-details/${encodeURIComponent(item.report.code)}?fy=${item.current.fiscalYear}&period=${item.current.periodNo}`}
                >
                  {lang === 'en' ? item.report.titleEn : item.report.titleBn} —{' '}
                  {periodText(item.report.frequency, item.current.fiscalYear, item.current.periodNo, lang, t)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <select
          className="plain-select"
          aria-label={t('fiscalYear')}
          value={fiscalYear ?? ''}
          onChange={(event) => {
            setFiscalYear(event.target.value ? Number(event.target.value) : undefined);
            paging.reset();
          }}
        >
          <option value="">{t('allFiscalYears')}</option>
          {fiscalYearOptions(currentPeriod('monthly', 1).fiscalYear + 1, lang).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ResponseTable
        label={t(titleKey)}
        items={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        showOffice={false}
        empty={empty}
      />
    </Panel>
  );
}
