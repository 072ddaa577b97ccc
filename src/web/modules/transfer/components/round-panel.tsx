/**
 * An open transfer round in plain HTML: its transfers and, while it is being planned, the approved
 * applicants, the long-serving candidates and the vacant posts side by side. Giving a person a post
 * and the office order's print dialog bring the UI kit when first opened (transfer-parts.tsx);
 * carrying the round out is asked first with the plain confirmation.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundItem } from '../../../../common/contracts/transfer.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { ask } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { transferApi, useRound, useTransferMutation } from '../transfer.api';
import type { AssignTarget } from './assign-modal';
import { ApplicantsList, CandidatesList, VacanciesList } from './planner-lists';
import { deskText } from './transfer-bits';
import { AssignPart, OfficeOrderPart } from './transfer-parts';

/** A transfer of the round: 1 planned, 2 carried out, 3 failed. */
const ITEM_TONES: Record<number, TagTone | undefined> = { 1: 'info', 2: 'success', 3: 'error' };

export function RoundPanel({ id }: { id: number }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const query = useRound(id);
  const remove = useTransferMutation(transferApi.removeItem);
  const execute = useTransferMutation(transferApi.execute);
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const [printing, setPrinting] = useState(false);
  const round = query.data;
  if (query.isError) return <p className="plain-note error">{(query.error as Error).message}</p>;
  if (!round) return null;
  const planning = round.status === 1;

  const onExecute = () =>
    ask({
      title: t('confirmExecute', { title: round.title }),
      ok: t('execute'),
      cancel: t('cancel'),
      onOk: async () => {
        try {
          const result = await execute.mutateAsync(round.id);
          const counts = {
            done: localDigits(result.done, lang),
            failed: localDigits(result.failed.length, lang),
          };
          toast(
            result.failed.length ? 'warning' : 'success',
            t(result.failed.length ? 'executedWithFailures' : 'executed', counts),
          );
        } catch (error) {
          showError(error);
        }
      },
    });

  const columns: DataColumns<RoundItem> = [
    { title: t('officer'), key: 'person', width: 160, render: (_, item) => nameOf(item.person, lang) },
    { title: t('from'), key: 'from', width: 240, render: (_, item) => deskText(item.from, lang) },
    { title: t('to'), key: 'to', width: 240, render: (_, item) => deskText(item.to, lang) },
    {
      title: t('status'),
      key: 'status',
      width: 160,
      render: (_, item) => (
        <div className="cell-lines" style={{ gap: 2 }}>
          <Tag tone={ITEM_TONES[item.status]}>{t(`itemStatus_${item.status}`)}</Tag>
          {item.failure && <span className="text-danger">{item.failure}</span>}
        </div>
      ),
    },
    ...(planning
      ? [
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_: unknown, item: RoundItem) => (
              <button
                type="button"
                className="action-button small danger-outline"
                onClick={() =>
                  remove
                    .mutateAsync({ roundId: round.id, itemId: item.id })
                    .then(() => toast('success', t('removed')), showError)
                }
              >
                {t('remove')}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Panel
        title={`${round.title} — ${t('orderNo')} ${localDigits(round.orderNo, lang)}, ${formatDate(round.orderDate, lang)}`}
        extra={
          <div className="panel-actions">
            <button
              type="button"
              className="action-button"
              onClick={() => setPrinting(true)}
              disabled={round.transfers.length === 0}
            >
              <PrinterOutlined />
              {t('printOrder')}
            </button>
            {planning && (
              <button
                type="button"
                className="action-button primary"
                onClick={onExecute}
                disabled={round.transfers.length === 0 || execute.isPending}
                aria-busy={execute.isPending || undefined}
              >
                {t('execute')}
              </button>
            )}
          </div>
        }
      >
        <DataTable<RoundItem>
          label={t('transfers')}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={round.transfers}
          pagination={false}
          locale={{ emptyText: t('emptyTransfers') }}
          scroll={{ x: 800 }}
        />
      </Panel>
      {planning && (
        <div className="dashboard-pair">
          <ApplicantsList onAssign={setTarget} />
          <CandidatesList onAssign={setTarget} />
          <VacanciesList />
        </div>
      )}
      <AssignPart roundId={round.id} target={target} onClose={() => setTarget(null)} />
      <OfficeOrderPart round={round} open={printing} onClose={() => setPrinting(false)} />
    </>
  );
}
