/**
 * The store dashboard's stock adjustments of the current fiscal year: how many, the quantity taken
 * out (written off) and added, and the same by reason. Each adjustment is in its product's ledger,
 * which the inventory opens, so the figures link there. Plain HTML, as the whole dashboard.
 */
import { useTranslation } from 'react-i18next';
import type { AdjustmentTally, StoreDashboard } from '../../../../common/contracts/store.contract';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from '../../../../common/contracts/store.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { StoreFigure } from './store-figure';

type ReasonRow = AdjustmentTally & { reason: AdjustmentReason };

export function AdjustmentsCard({
  adjustments,
  inventory,
}: {
  adjustments: StoreDashboard['adjustmentsThisYear'];
  /** The inventory, where each product's ledger lists its adjustments. */
  inventory: string;
}) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const number = (value: number) => formatNumber(value, lang);
  const rows: ReasonRow[] = ADJUSTMENT_REASONS.map((reason) => ({
    reason,
    ...adjustments.byReason[reason],
  }));
  const columns: DataColumns<ReasonRow> = [
    { title: t('adjustReason'), key: 'reason', render: (_, row) => t(`reason_${row.reason}`) },
    { title: t('adjustmentCount'), key: 'count', align: 'right', render: (_, row) => number(row.count) },
    { title: t('writtenOff'), key: 'out', align: 'right', render: (_, row) => number(row.writtenOff) },
    { title: t('added'), key: 'in', align: 'right', render: (_, row) => number(row.added) },
  ];
  return (
    <Panel title={t('adjustmentsThisYear')}>
      <div className="dashboard-grid" style={{ marginBottom: 12 }}>
        <StoreFigure title={t('adjustmentsMade')} value={adjustments.count} to={inventory} />
        <StoreFigure title={t('writtenOffThisYear')} value={adjustments.writtenOff} to={inventory} />
        <StoreFigure title={t('addedThisYear')} value={adjustments.added} to={inventory} />
      </div>
      <DataTable<ReasonRow>
        label={t('adjustmentsByReason')}
        rowKey="reason"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 420 }}
      />
      <p className="text-secondary" style={{ margin: '8px 0 0' }}>
        {t('adjustmentsWhere')}
      </p>
    </Panel>
  );
}
