/**
 * /leavehistory: the caller's leave (and, for the office admin and head, the whole office's) with
 * filters by status, type, period and applicant, paged on the server and exported to Excel. The
 * list is plain HTML (its period's ends are the browser's date fields); an application's drawer
 * brings the UI kit when first opened.
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_PATHS, LEAVE_STATUSES, LEAVE_TYPES } from '../../../../common/contracts/leave.paths';
import { canSeeOfficeLeaveHistory } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter, DateFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useSubject } from '../../../lib/use-session';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailPart } from '../components/leave-parts';
import { useHistory } from '../leave.api';

const FILTER_KEYS = ['scope', 'status', 'leaveType', 'from', 'to', 'search'] as const;

export default function LeaveHistoryPage() {
  const { t } = useTranslation('leave');
  const subject = useSubject();
  const officeView = canSeeOfficeLeaveHistory(subject);
  const paging = usePaging();
  const { filters, setFilter, setFilters } = useFilterParams(FILTER_KEYS, paging.reset);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useHistory({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'leave:total');
  const columns = useLeaveColumns({ onOpen: setOpenId, applicant: filters.scope === 'office' });

  const filtered = FILTER_KEYS.some((key) => key !== 'scope' && filters[key]);
  const choice = (key: 'status' | 'leaveType', label: string, all: string, values: readonly string[]) => (
    <ChoiceFilter
      label={label}
      all={all}
      value={filters[key]}
      options={values.map((value) => ({
        value: value,
        label: t(`${key === 'status' ? 'status' : 'type'}_${value}`),
      }))}
      onChange={(value) => setFilter(key, value)}
    />
  );
  const day = (key: 'from' | 'to', label: string) => (
    <DateFilter label={label} value={filters[key]} onChange={(value) => setFilter(key, value)} />
  );

  return (
    <Panel
      title={t('leaveHistory')}
      extra={
        <ExcelButton
          path={withQuery(LEAVE_PATHS.historyExport, filters)}
          file="leave-history"
          label={t('exportExcel')}
        />
      }
    >
      {officeView && (
        <OptionGroup
          legend={t('leaveHistory')}
          value={filters.scope === 'office' ? 'office' : 'own'}
          // The name search is of the office's applicants: one's own leave drops it with its box.
          onChange={(value) =>
            setFilters(value === 'office' ? { scope: 'office' } : { scope: null, search: null })
          }
          options={[
            { value: 'own', label: t('scopeMine') },
            { value: 'office', label: t('scopeOffice') },
          ]}
        />
      )}
      <div className="filter-row" style={{ '--filter-columns': 4, marginTop: 12 } as CSSProperties}>
        {filters.scope === 'office' && (
          <div className="filter-row-wide">
            <SearchBox
              key={filters.search ?? ''}
              initial={filters.search}
              placeholder={t('searchName')}
              onSearch={(value) => setFilter('search', value)}
            />
          </div>
        )}
        {choice('status', t('status'), t('allStatuses'), LEAVE_STATUSES)}
        {choice('leaveType', t('leaveType'), t('allTypes'), LEAVE_TYPES)}
        {day('from', t('fromDate'))}
        {day('to', t('toDate'))}
      </div>
      <DataTable
        label={t('leaveHistory')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: filtered ? t('emptyFiltered') : t('emptyOwn') }}
        pagination={pagination}
        scroll={{ x: 980 }}
      />
      <LeaveDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
