/**
 * A product's stock ledger, newest first: each movement with its reference (goods received note,
 * requisition, or an adjustment's reason and memo), the quantity in or out, and the balance after it.
 * Filtered by kind, it is also the product's list of adjustments.
 */
import { Drawer, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS, type LedgerRow, type ProductRow } from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useLedger } from '../store.api';

export function LedgerDrawer({ product, onClose }: { product: ProductRow | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const paging = usePaging();
  const [kind, setKind] = useState<string | undefined>(undefined);
  const ledger = useLedger(product?.id ?? null, { kind, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, ledger.data?.total, 'store:totalCount');
  const reference = (row: LedgerRow) => {
    if (row.adjustment)
      return (
        <>
          {t('adjustmentRef', { reason: t(`reason_${row.adjustment.reason}`), memo: row.adjustment.memoNo })}
          {row.adjustment.note && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.adjustment.note}
            </Typography.Text>
          )}
        </>
      );
    return row.receiptId
      ? t('receiptRef', { id: localDigits(row.receiptId, lang) })
      : t('requisitionRef', { id: localDigits(row.requisitionId ?? 0, lang) });
  };
  const columns: DataColumns<LedgerRow> = [
    { title: t('date'), key: 'at', render: (_, row) => formatDate(row.at, lang) },
    { title: t('reference'), key: 'ref', render: (_, row) => reference(row) },
    {
      title: t('quantity'),
      key: 'quantity',
      align: 'right',
      render: (_, row) => (
        <Tag color={row.kind === 'adjust' ? 'blue' : row.quantity > 0 ? 'green' : 'orange'}>
          {t(`kind_${row.kind}`)} {row.quantity > 0 ? '+' : '−'}
          {localDigits(Math.abs(row.quantity), lang)}
        </Tag>
      ),
    },
    {
      title: t('balance'),
      key: 'balance',
      align: 'right',
      render: (_, row) => localDigits(row.balance, lang),
    },
  ];
  return (
    <Drawer
      open={product !== null}
      onClose={onClose}
      size="large"
      title={product ? t('ledgerOf', { name: nameOf(product, lang) }) : ''}
    >
      <Select
        allowClear
        style={{ width: 220, marginBottom: 12 }}
        aria-label={t('ledgerKind')}
        placeholder={t('allKinds')}
        value={kind}
        onChange={(value) => {
          setKind(value);
          paging.reset();
        }}
        options={LEDGER_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
      />
      <DataTable<LedgerRow>
        label={t('ledger')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={ledger.data?.items}
        loading={ledger.isFetching}
        pagination={pagination}
      />
    </Drawer>
  );
}
