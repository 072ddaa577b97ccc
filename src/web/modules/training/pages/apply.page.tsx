/**
 * training-application-internal: the batches taking applications now, each applied to with one
 * click, with a reason or note for all of them. Plain HTML; the search is kept in the address.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchSummary } from '../../../../common/contracts/training.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { TextField } from '../../../components/plain-fields';
import { SearchBox } from '../../../components/search-box';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { usePlainForm } from '../../../lib/use-plain-form';
import { useFilterParams } from '../components/filter-params';
import { StatusTag } from '../components/training-tags';
import { useApply, useBatches, useMyTrainings } from '../training.api';

const FILTER_KEYS = ['search'] as const;

export default function ApplyPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const list = useBatches({
    open: 'true',
    search: filters.search,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const mine = useMyTrainings();
  const apply = useApply();
  // Not a form to send: its one field goes with every application made from the list.
  const note = usePlainForm({ reason: '' }, 'apply');
  const reason = note.values.reason;
  const entered = new Map((mine.data?.applications ?? []).map((row) => [row.batch.id, row.status]));
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  return (
    <Panel title={t('openBatches')}>
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => setFilter('search', value)}
        />
        <div className="plain-form training-reason">
          <TextField form={note} path="reason" label={t('reason')} maxLength={1000} />
        </div>
      </div>
      <DataTable<BatchSummary>
        label={t('openBatches')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('emptyBatches') }}
        scroll={{ x: 860 }}
        columns={[
          {
            title: t('batch'),
            key: 'batch',
            render: (_, batch) => `${name(batch.title)} · ${batch.nameBn}`,
          },
          { title: t('provider'), key: 'provider', render: (_, batch) => name(batch.provider) },
          {
            title: t('dates'),
            key: 'dates',
            render: (_, batch) =>
              `${localDigits(batch.startDate, lang)} – ${localDigits(batch.endDate, lang)}`,
          },
          { title: t('venue'), dataIndex: 'venue', key: 'venue' },
          { title: t('kind'), key: 'kind', render: (_, batch) => t(`kind_${batch.kind}`) },
          { title: t('seats'), key: 'seats', render: (_, batch) => localDigits(batch.seats, lang) },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, batch) => {
              const status = entered.get(batch.id);
              if (status) return <StatusTag prefix="entry" value={status} />;
              const sending = apply.isPending && apply.variables?.id === batch.id;
              return (
                <button
                  type="button"
                  className="action-button small primary"
                  disabled={sending}
                  aria-busy={sending || undefined}
                  aria-label={`${t('apply')}: ${batch.nameBn}`}
                  onClick={() =>
                    apply.mutate(
                      { id: batch.id, reason: reason.trim() || undefined },
                      {
                        onSuccess: () => toast('success', t('applied')),
                        onError: (error) => showError(error),
                      },
                    )
                  }
                >
                  {t('apply')}
                </button>
              );
            },
          },
        ]}
      />
    </Panel>
  );
}
