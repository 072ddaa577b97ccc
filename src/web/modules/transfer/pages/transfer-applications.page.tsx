/**
 * /transfer-applications: the officer's own transfer applications, newest first, by status, with
 * the form to apply; one application opens in a drawer (`?id=`), where it is followed, withdrawn
 * or given attachments. The list is plain HTML; the form and the drawer bring the UI kit when
 * first opened (components/transfer-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '../../../../common/contracts/transfer.contract';
import { TRANSFER_STATUSES } from '../../../../common/contracts/transfer.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { deskText, namesText, TransferStatusTag } from '../components/transfer-bits';
import { ApplicationFormPart, ApplicationViewPart } from '../components/transfer-parts';
import { useOwnApplications } from '../transfer.api';

// `id` is the application open in the drawer; the list stays on its page when one opens.
const ADDRESS_KEYS = ['status', 'id'] as const;

export default function TransferApplicationsPage() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(ADDRESS_KEYS, (changed) => {
    if (!changed.includes('id')) paging.reset();
  });
  const [formOpen, setFormOpen] = useState(false);
  const { status } = filters;
  const openId = Number(filters.id) || null;
  const list = useOwnApplications({ page: paging.page, pageSize: paging.pageSize, status });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:total');

  const columns: DataColumns<ApplicationSummary> = [
    {
      title: t('applicationNo'),
      key: 'id',
      width: 100,
      render: (_, item) => (
        <button type="button" className="link-button" onClick={() => setFilter('id', item.id)}>
          #{localDigits(item.id, lang)}
        </button>
      ),
    },
    {
      title: t('currentPost'),
      key: 'from',
      width: 260,
      render: (_, item) => deskText(item.from, lang),
    },
    {
      title: t('preferredOffices'),
      key: 'preferences',
      width: 260,
      render: (_, item) => (
        <div className="cell-lines">
          <span>{namesText(item.preferredOffices, lang)}</span>
          <span className="text-secondary">{namesText(item.preferredDistricts, lang)}</span>
        </div>
      ),
    },
    {
      title: t('appliedOn'),
      key: 'createdAt',
      width: 120,
      render: (_, item) => formatDate(item.createdAt, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, item) => <TransferStatusTag status={item.status} />,
    },
  ];

  return (
    <Panel
      title={t('myApplications')}
      extra={
        <button type="button" className="action-button primary" onClick={() => setFormOpen(true)}>
          <PlusOutlined />
          {t('newApplication')}
        </button>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={status}
          options={TRANSFER_STATUSES.map((value) => ({ value: value, label: t(`status_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <DataTable<ApplicationSummary>
        label={t('myApplications')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: status ? t('emptyFiltered') : t('emptyOwn') }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
      <ApplicationFormPart
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onApplied={(application) => {
          setFormOpen(false);
          setFilter('id', application.id);
        }}
      />
      <ApplicationViewPart id={openId} onClose={() => setFilter('id', null)} />
    </Panel>
  );
}
