/**
 * target-list: inspections each officer must do in a month, against those done; admins set the
 * targets. Plain HTML: the period and the search are the browser's own fields kept in the address,
 * and an admin sets a target in its row with a number field and its save button.
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetRow } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { canManageInspectionSetup } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { PeriodPick, usePeriodParam } from '../components/period-pick';
import { inspectionApi, useInspectionMutation, useTargets } from '../inspection.api';

const MAX_TARGET = 500;

function TargetInput({ row }: { row: TargetRow }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [text, setText] = useState(String(row.count));
  const save = useInspectionMutation(inspectionApi.setTarget);
  const count = Number(text);
  const valid = text !== '' && Number.isInteger(count) && count >= 0 && count <= MAX_TARGET;
  return (
    <form
      className="cell-actions"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save.mutateAsync({ userId: row.userId, year: row.year, month: row.month, count });
          toast('success', t('saved'));
        } catch (error) {
          showError(error);
        }
      }}
    >
      <input
        type="number"
        className="plain-select"
        style={{ width: 80 }}
        aria-label={t('targetOf', { name: nameOf(row, lang) })}
        min={0}
        max={MAX_TARGET}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className="action-button small"
        disabled={!valid || count === row.count || save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {t('common:save')}
      </button>
    </form>
  );
}

export default function TargetListPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const canSet = canManageInspectionSetup(useSubject());
  const paging = usePaging();
  const [period, setPeriod] = usePeriodParam({ onChange: paging.reset });
  const { filters, setFilter } = useFilterParams(['search'], paging.reset);
  const { search } = filters;
  const list = useTargets({
    year: period.year,
    month: period.month,
    page: paging.page,
    pageSize: paging.pageSize,
    search,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<TargetRow> = [
    { title: t('officer'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('target'),
      key: 'target',
      width: 200,
      render: (_, row) =>
        canSet ? (
          <TargetInput key={`${row.userId}-${row.year}-${row.month}-${row.count}`} row={row} />
        ) : (
          localDigits(row.count, lang)
        ),
    },
    { title: t('done'), key: 'done', width: 100, render: (_, row) => localDigits(row.done, lang) },
  ];
  return (
    <Panel title={t('targetList')}>
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        {/* The targets are monthly: no quarter to choose here. */}
        <PeriodPick value={period} onChange={setPeriod} />
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchOfficer')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable
        label={t('targetList')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyTargets') }}
        scroll={{ x: 520 }}
      />
    </Panel>
  );
}
