/**
 * The office's chains of approving desks (one for all leave, and one per type where the office wants
 * another), in plain HTML. Its office admin changes them in the form under the list, drawn with the
 * UI kit (chain-form.tsx), which shows with the list (`inline`): "change" on a chain fills it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApproverChain } from '../../../../common/contracts/leave.contract';
import { canManageLeaveApprovers } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useChains } from '../leave.api';
import { ALL_TYPES, useChainLabels } from './chain-labels';
import { ChainFormPart } from './leave-parts';

export function ApproverChains() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const manage = canManageLeaveApprovers(useSubject());
  const chains = useChains();
  const labels = useChainLabels();
  // Each press of "change" is a new request, so the same chain can be filled again after edits.
  const [picked, setPicked] = useState<{ leaveType: string; at: number } | null>(null);

  const columns: DataColumns<ApproverChain> = [
    {
      title: t('chainFor'),
      key: 'leaveType',
      width: 220,
      render: (_, chain) => <span className="text-strong">{labels.chain(chain.leaveType)}</span>,
    },
    {
      title: t('chainDesks'),
      key: 'desks',
      render: (_, chain) => (
        <ol className="cell-lines" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {chain.desks.map((desk, index) => (
            <li key={desk.deskId}>
              {localDigits(index + 1, lang)}. {labels.desk(desk)}
            </li>
          ))}
        </ol>
      ),
    },
  ];
  if (manage)
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 110,
      render: (_, chain) => (
        <button
          type="button"
          className="link-button"
          aria-label={`${t('edit')}: ${labels.chain(chain.leaveType)}`}
          onClick={() => setPicked({ leaveType: chain.leaveType ?? ALL_TYPES, at: Date.now() })}
        >
          {t('edit')}
        </button>
      ),
    });

  return (
    <div className="page-stack">
      <p className="plain-note info" style={{ margin: 0 }}>
        {manage ? t('chainHint') : t('chainReadOnly')}
      </p>
      <DataTable<ApproverChain>
        label={t('chainsTab')}
        rowKey={(chain) => chain.leaveType ?? ALL_TYPES}
        columns={columns}
        dataSource={chains.data}
        loading={chains.isFetching}
        pagination={false}
        locale={{ emptyText: t('noChains') }}
        scroll={{ x: 560 }}
      />
      {manage && <ChainFormPart picked={picked} />}
    </div>
  );
}
