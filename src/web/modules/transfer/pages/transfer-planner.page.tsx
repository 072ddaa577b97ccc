/**
 * /transfer-planner: the admin's transfer rounds. An open round (`?round=`) shows its transfers
 * and, while it is being planned, the approved applicants, the long-serving candidates and the
 * vacant posts of the organograms side by side; a person is given a vacant post, and carrying out
 * the round moves the postings under its office order, which prints in Bangla. What is read is
 * plain HTML; the round form, the vacant-post dialog and the print dialog bring the UI kit when
 * first opened (components/transfer-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundSummary } from '../../../../common/contracts/transfer.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { RoundPanel } from '../components/round-panel';
import { RoundFormPart } from '../components/transfer-parts';
import { useRounds } from '../transfer.api';

export default function TransferPlannerPage() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  // The open round is below the list of rounds, which stays on its page.
  const { filters, setFilter } = useFilterParams(['round']);
  const [formOpen, setFormOpen] = useState(false);
  const roundId = Number(filters.round) || null;
  const rounds = useRounds({ page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, rounds.data?.total, 'transfer:roundsTotal');

  const openRound = (id: number) => setFilter('round', id);

  const columns: DataColumns<RoundSummary> = [
    {
      title: t('roundTitle'),
      key: 'title',
      width: 220,
      render: (_, item) => (
        <button
          type="button"
          className="link-button"
          onClick={() => openRound(item.id)}
          style={{ textAlign: 'start' }}
        >
          {item.title}
        </button>
      ),
    },
    { title: t('orderNo'), key: 'orderNo', width: 200, render: (_, item) => localDigits(item.orderNo, lang) },
    {
      title: t('orderDate'),
      key: 'orderDate',
      width: 120,
      render: (_, item) => formatDate(item.orderDate, lang),
    },
    {
      title: t('transfers'),
      key: 'items',
      width: 100,
      render: (_, item) => t('transfersCount', { n: localDigits(item.items, lang) }),
    },
    {
      title: t('status'),
      key: 'status',
      width: 120,
      render: (_, item) => (
        <Tag tone={item.status === 2 ? 'success' : 'info'}>{t(`roundStatus_${item.status}`)}</Tag>
      ),
    },
  ];

  return (
    <div className="page-stack">
      <Panel
        title={t('rounds')}
        extra={
          <button type="button" className="action-button primary" onClick={() => setFormOpen(true)}>
            <PlusOutlined />
            {t('newRound')}
          </button>
        }
      >
        <DataTable<RoundSummary>
          label={t('rounds')}
          rowKey="id"
          columns={columns}
          dataSource={rounds.data?.items}
          loading={rounds.isFetching}
          locale={{ emptyText: t('emptyRounds') }}
          pagination={pagination}
          scroll={{ x: 760 }}
        />
      </Panel>
      {roundId !== null ? (
        <RoundPanel id={roundId} />
      ) : (
        <p className="text-secondary" style={{ margin: 0 }}>
          {t('chooseRound')}
        </p>
      )}
      <RoundFormPart
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onCreated={(round) => {
          setFormOpen(false);
          openRound(round.id);
        }}
      />
    </div>
  );
}
