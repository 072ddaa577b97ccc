/**
 * traininglist and batchlist (and their internal set): the batches of the set, searched on the
 * server by name or venue, filtered by status, provider and year, with an Excel file; each batch
 * opens in a drawer with its trainers, quotas and moves (close, reopen, complete, cancel). The list
 * is plain HTML with its filters in the address; the drawer brings the UI kit when first opened
 * (components/training-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BatchSummary } from '../../../../common/contracts/training.contract';
import { BATCH_STATUSES, TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { canManageTrainingBatches } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useFilterParams } from '../components/filter-params';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import { BatchDrawerPart } from '../components/training-parts';
import { StatusTag } from '../components/training-tags';
import { useBatches, useProviders } from '../training.api';

const FILTER_KEYS = ['status', 'providerOrgId', 'year', 'search'] as const;

export default function BatchListPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const subject = useSubject();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { kind, ...filters };
  const list = useBatches({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const providers = useProviders();
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  const thisYear = new Date().getFullYear();
  const heading = t(kind === 'internal' ? 'internalTraining' : 'external');

  const columns: DataColumns<BatchSummary> = [
    {
      title: t('batch'),
      key: 'batch',
      render: (_, row) => (
        <button
          type="button"
          className="link-button"
          style={{ whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setOpenId(row.id)}
        >
          {row.nameBn}
        </button>
      ),
    },
    { title: t('title'), key: 'title', render: (_, row) => name(row.title) },
    { title: t('provider'), key: 'provider', render: (_, row) => name(row.provider) },
    {
      title: t('dates'),
      key: 'dates',
      render: (_, row) => `${localDigits(row.startDate, lang)} – ${localDigits(row.endDate, lang)}`,
    },
    { title: t('venue'), dataIndex: 'venue', key: 'venue' },
    {
      title: t('trainees'),
      key: 'seats',
      render: (_, row) => `${localDigits(row.trainees, lang)} / ${localDigits(row.seats, lang)}`,
    },
    { title: t('applicantsCount'), key: 'applicants', render: (_, row) => localDigits(row.applicants, lang) },
    {
      title: t('status'),
      key: 'status',
      render: (_, row) => <StatusTag prefix="status" value={row.status} />,
    },
  ];

  return (
    <Panel
      title={heading}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(TRAINING_PATHS.batchesExport, filter)}
            file="training-batches"
            label={t('exportExcel')}
          />
          {canManageTrainingBatches(subject) && (
            <Link to={sibling('new-batch')} className="action-button primary">
              <PlusOutlined />
              {t('newBatch')}
            </Link>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 4 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={BATCH_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <ChoiceFilter
          label={t('provider')}
          all={t('allProviders')}
          value={filters.providerOrgId}
          options={(providers.data ?? []).map((item) => ({ value: item.id, label: name(item) }))}
          onChange={(value) => setFilter('providerOrgId', value)}
        />
        <ChoiceFilter
          label={t('year')}
          all={t('allYears')}
          value={filters.year}
          options={Array.from({ length: 7 }, (_, index) => thisYear + 1 - index).map((value) => ({
            value,
            label: localDigits(value, lang),
          }))}
          onChange={(value) => setFilter('year', value)}
        />
      </div>
      <DataTable
        label={heading}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyBatches') }}
        scroll={{ x: 960 }}
      />
      <BatchDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
