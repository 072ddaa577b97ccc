/**
 * /leaveapprovals: the applications waiting at the caller's desk, oldest first, in two tabs that
 * match the dashboard's two counts (applicants of the own office, of other offices), searched by
 * applicant name and filtered by type. Each opens in a drawer with the desk's decisions. The list is
 * plain HTML; the drawer brings the UI kit when first opened.
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES } from '../../../../common/contracts/leave.paths';
import { DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailPart } from '../components/leave-parts';
import { useQueue } from '../leave.api';

const FILTER_KEYS = ['scope', 'search', 'leaveType'] as const;

export default function LeaveApprovalsPage() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const [openId, setOpenId] = useState<number | null>(null);
  const scope = filters.scope === 'other' ? 'other' : 'own';
  const { search, leaveType } = filters;
  const list = useQueue({ page: paging.page, pageSize: paging.pageSize, scope, search, leaveType });
  const otherScope = scope === 'own' ? 'other' : 'own';
  const other = useQueue({ page: 1, pageSize: 1, scope: otherScope });
  const pagination = useTablePagination(paging, list.data?.total, 'leave:total');
  const columns = useLeaveColumns({ onOpen: setOpenId, applicant: true });
  const count = (tab: 'own' | 'other') => {
    const total = tab === scope ? list.data?.total : other.data?.total;
    return total === undefined ? '' : ` (${localDigits(total, lang)})`;
  };

  return (
    <Panel title={t('leaveApprovals')}>
      <OptionGroup
        legend={t('leaveApprovals')}
        value={scope}
        onChange={(key) => setFilter('scope', key === 'own' ? null : key)}
        options={[
          { value: 'own', label: `${t('scopeOwn')}${count('own')}` },
          { value: 'other', label: `${t('scopeOther')}${count('other')}` },
        ]}
      />
      <div className="filter-row" style={{ '--filter-columns': 2, marginTop: 12 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchName')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('leaveType')}
          all={t('allTypes')}
          value={leaveType}
          options={LEAVE_TYPES.map((value) => ({ value: value, label: t(`type_${value}`) }))}
          onChange={(value) => setFilter('leaveType', value)}
        />
      </div>
      <DataTable
        label={t('leaveApprovals')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: search || leaveType ? t('emptyFiltered') : t('emptyQueue') }}
        pagination={pagination}
        scroll={{ x: 980 }}
      />
      <LeaveDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
