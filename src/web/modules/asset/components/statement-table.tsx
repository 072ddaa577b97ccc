/**
 * A page of statements (the declarant's own, or a receiving desk's queue) with a button to open
 * each, in plain HTML: the lists that show it carry no UI kit.
 */
import { useTranslation } from 'react-i18next';
import type { AssetSummaryRow } from '../../../../common/contracts/asset.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, type DataPagination, DataTable } from '../../../components/data-table';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { StatusTag } from './status-tag';

export function StatementTable({
  label,
  items,
  loading,
  pagination,
  empty,
  showDeclarant,
  onOpen,
}: {
  label: string;
  items: AssetSummaryRow[] | undefined;
  loading: boolean;
  pagination: DataPagination;
  empty: string;
  showDeclarant: boolean;
  onOpen: (item: AssetSummaryRow) => void;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const columns: DataColumns<AssetSummaryRow> = [
    ...(showDeclarant
      ? [
          {
            title: t('declarant'),
            key: 'declarant',
            width: 220,
            render: (_: unknown, item: AssetSummaryRow) =>
              [nameOf(item.declarant, lang), nameOf(item.declarant.designation, lang)]
                .filter(Boolean)
                .join(', '),
          },
          {
            title: t('office'),
            key: 'office',
            width: 220,
            render: (_: unknown, item: AssetSummaryRow) => nameOf(item.office, lang),
          },
        ]
      : []),
    {
      title: t('fiscalYear'),
      key: 'fiscalYear',
      width: 110,
      render: (_, item) => localDigits(item.fiscalYear, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 200,
      render: (_, item) => <StatusTag status={item.status} />,
    },
    {
      title: t('totalAssets'),
      key: 'totalAssets',
      align: 'right',
      width: 150,
      render: (_, item) => formatNumber(Number(item.totalAssets), lang),
    },
    {
      title: t('submittedAt'),
      key: 'submittedAt',
      width: 130,
      render: (_, item) => (item.submittedAt ? formatDate(item.submittedAt, lang) : '—'),
    },
    {
      title: '',
      key: 'open',
      width: 100,
      render: (_, item) => (
        <button
          type="button"
          className="link-button"
          onClick={() => onOpen(item)}
          aria-label={`${t('open')}: ${localDigits(item.fiscalYear, lang)}`}
        >
          {t('open')}
        </button>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
    />
  );
}
