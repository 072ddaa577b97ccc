/**
 * The recommendations of an office and the offices under it: those the caller's office must act on,
 * those it raised, or all; searched, filtered by state and overdue, exported to Excel, each filter
 * in the address. Plain HTML; a recommendation's drawer (its updates and the forms to report or
 * close it) brings the UI kit when first opened (inspection-parts.tsx).
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendationSummary } from '../../../../common/contracts/inspection.contract';
import {
  INSPECTION_PATHS,
  RECOMMENDATION_SCOPES,
  RECOMMENDATION_STATUSES,
} from '../../../../common/contracts/inspection.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionGroup } from '../../../components/option-group';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useRecommendations } from '../inspection.api';
import { RecommendationDrawerPart } from './inspection-parts';
import { RecommendationStatusTag } from './inspection-tags';
import { LabLine } from './lab-name';

const SCOPE_LABELS = { responsible: 'forMyOffice', raised: 'raisedByUs', all: 'allUnder' } as const;

export function RecommendationList({ officeId }: { officeId?: number }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const paging = usePaging();
  const { filters: address, setFilter } = useFilterParams(
    ['scope', 'status', 'overdue', 'search'],
    paging.reset,
  );
  const [openId, setOpenId] = useState<number | null>(null);
  // An office's own progress shows all its recommendations first; one's own, those to act on.
  const firstScope = officeId ? 'all' : 'responsible';
  const scope = address.scope ?? firstScope;
  const overdue = address.overdue === 'yes';
  const filters = {
    scope,
    status: address.status,
    officeId,
    overdue: overdue ? 'yes' : undefined,
    search: address.search,
  };
  const list = useRecommendations({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<RecommendationSummary> = [
    {
      title: t('recommendation'),
      key: 'text',
      width: 300,
      render: (_, row) => (
        <button
          type="button"
          className="link-button"
          style={{ textAlign: 'start', overflowWrap: 'anywhere' }}
          onClick={() => setOpenId(row.id)}
        >
          {row.text}
        </button>
      ),
    },
    {
      title: t('responsibleOffice'),
      key: 'office',
      width: 220,
      render: (_, row) => (
        <>
          {nameOf(row.responsibleOffice, lang)}
          <LabLine lab={row.lab} />
        </>
      ),
    },
    { title: t('deadline'), key: 'deadline', width: 120, render: (_, row) => formatDate(row.deadline, lang) },
    {
      title: t('progressPercent'),
      key: 'progress',
      width: 100,
      render: (_, row) => `${localDigits(row.progress, lang)}%`,
    },
    {
      title: t('status'),
      key: 'status',
      width: 200,
      render: (_, row) => <RecommendationStatusTag status={row.status} overdue={row.overdue} />,
    },
  ];
  return (
    <>
      <div className="scope-switch">
        <OptionGroup
          legend={t('recommendations')}
          value={scope}
          onChange={(key) => setFilter('scope', key === firstScope ? null : key)}
          options={RECOMMENDATION_SCOPES.map((value) => ({ value, label: t(SCOPE_LABELS[value]) }))}
        />
      </div>
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchRecommendation')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={RECOMMENDATION_STATUSES.map((value) => ({ value, label: t(`rec_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <div className="panel-actions">
          <button
            type="button"
            className={overdue ? 'action-button primary' : 'action-button'}
            aria-pressed={overdue}
            onClick={() => setFilter('overdue', overdue ? null : 'yes')}
          >
            {t('overdueOnly')}
          </button>
          <ExcelButton
            path={withQuery(INSPECTION_PATHS.recommendationsExport, filters)}
            file="recommendations"
            label={t('exportExcel')}
          />
        </div>
      </div>
      <DataTable
        label={t('recommendations')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyRecommendations') }}
        scroll={{ x: 940 }}
      />
      <RecommendationDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
