/**
 * Inspections as a paged list: the caller's own (self-inspection list) or the office's (inspection
 * list, visit reports), searched by the office visited, filtered by status and period, exported to
 * Excel, each filter kept in the address; a row opens the visit report or, for a draft of one's own,
 * the form. The list is plain HTML (its period's ends are the browser's date fields); the visit
 * report's drawer brings the UI kit when first opened (components/inspection-parts.tsx).
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InspectionSummary } from '../../../../common/contracts/inspection.contract';
import {
  INSPECTION_PATHS,
  INSPECTION_STATUSES,
  type InspectionStatus,
} from '../../../../common/contracts/inspection.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter, DateFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useInspections } from '../inspection.api';
import { ReportDrawerPart } from './inspection-parts';
import { InspectionStatusTag } from './inspection-tags';
import { LabLine } from './lab-name';

export function InspectionTable({
  title,
  scope,
  status: fixedStatus,
}: {
  title: string;
  scope: 'own' | 'office';
  status?: InspectionStatus;
}) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const navigate = useNavigate();
  const paging = usePaging();
  const { filters: address, setFilter } = useFilterParams(['status', 'search', 'from', 'to'], paging.reset);
  const [openId, setOpenId] = useState<number | null>(null);
  const filters = { scope, ...address, status: fixedStatus ?? address.status };
  const list = useInspections({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');

  const columns: DataColumns<InspectionSummary> = [
    {
      title: t('inspectionNo'),
      key: 'id',
      width: 90,
      render: (_, row) => (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            scope === 'own' && row.status === 'draft'
              ? navigate(`/inspection-mgt/inspection/${row.planId}/edit`)
              : setOpenId(row.id)
          }
        >
          #{localDigits(row.id, lang)}
        </button>
      ),
    },
    { title: t('visitDate'), key: 'date', width: 120, render: (_, row) => formatDate(row.visitDate, lang) },
    {
      title: t('officeInspected'),
      key: 'office',
      width: 240,
      render: (_, row) => (
        <>
          {nameOf(row.targetOffice, lang)}
          <LabLine lab={row.lab} />
        </>
      ),
    },
    { title: t('inspector'), key: 'inspector', width: 180, render: (_, row) => nameOf(row.inspector, lang) },
    {
      title: t('score'),
      key: 'score',
      width: 90,
      render: (_, row) =>
        row.score === null ? '—' : `${localDigits(row.score, lang)}/${localDigits(row.maxScore ?? 0, lang)}`,
    },
    {
      title: t('recommendations'),
      key: 'recs',
      width: 110,
      render: (_, row) => localDigits(row.recommendationCount, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, row) => <InspectionStatusTag status={row.status} />,
    },
  ];

  const day = (key: 'from' | 'to', label: string) => (
    <DateFilter label={label} value={filters[key]} onChange={(value) => setFilter(key, value)} />
  );

  return (
    <Panel
      title={title}
      extra={
        <ExcelButton
          path={withQuery(INSPECTION_PATHS.inspectionsExport, filters)}
          file="inspections"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': fixedStatus ? 3 : 4 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchOffice')}
          onSearch={(value) => setFilter('search', value)}
        />
        {!fixedStatus && (
          <ChoiceFilter
            label={t('status')}
            all={t('allStatuses')}
            value={filters.status}
            options={INSPECTION_STATUSES.map((value) => ({ value: value, label: t(`inspection_${value}`) }))}
            onChange={(value) => setFilter('status', value)}
          />
        )}
        {day('from', t('fromDate'))}
        {day('to', t('toDate'))}
      </div>
      <DataTable
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyInspections') }}
        scroll={{ x: 980 }}
      />
      <ReportDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
