/**
 * A server-paged list of responses (pending, sent, received): each row opens the report's details at
 * that response. Plain HTML: the pending and sent lists draw without the UI kit.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResponseSummary } from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, type DataPagination, DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { dayText, PeriodText, StatusTag } from './report-tags';

export const detailsLink = (
  item: Pick<ResponseSummary, 'id' | 'fiscalYear'> & { report: { code: string }; office: { id: number } },
) =>
  `/report-mgt/my-report-details/${encodeURIComponent(item.report.code)}?office=${item.office.id}&fy=${item.fiscalYear}&response=${item.id}`;

export function ResponseTable({
  label,
  items,
  loading,
  pagination,
  showOffice = true,
  empty,
}: {
  label: string;
  items: ResponseSummary[] | undefined;
  loading: boolean;
  pagination: DataPagination;
  showOffice?: boolean;
  empty?: string;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const columns: DataColumns<ResponseSummary> = [
    {
      title: t('title'),
      key: 'report',
      width: 260,
      render: (_, item) => (
        <Link to={detailsLink(item)}>
          <strong>{lang === 'en' ? item.report.titleEn : item.report.titleBn}</strong>
          <br />
          <span className="text-secondary">{item.report.code}</span>
        </Link>
      ),
    },
    ...(showOffice
      ? [
          {
            title: t('office'),
            key: 'office',
            width: 220,
            render: (_: unknown, item: ResponseSummary) => nameOf(item.office, lang),
          },
        ]
      : []),
    {
      title: t('period'),
      key: 'period',
      width: 150,
      render: (_, item) => (
        <PeriodText frequency={item.report.frequency} fiscalYear={item.fiscalYear} periodNo={item.periodNo} />
      ),
    },
    { title: t('dueDate'), key: 'due', width: 110, render: (_, item) => dayText(item.dueDate, lang) },
    {
      title: t('status'),
      key: 'status',
      width: 170,
      render: (_, item) => <StatusTag status={item.status} returned={item.returned} late={item.late} />,
    },
    {
      title: item4(t),
      key: 'time',
      width: 120,
      render: (_, item) => formatDate(item.submittedAt ?? item.updatedAt, lang),
    },
  ];
  return (
    <DataTable<ResponseSummary>
      label={label}
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 800 }}
      locale={{ emptyText: empty ?? t('emptyList') }}
    />
  );
}

const item4 = (t: (key: string) => string) => t('updatedAt');
