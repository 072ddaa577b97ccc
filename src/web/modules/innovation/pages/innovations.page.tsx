/**
 * /innovations: figures at the top (each a link to the list it counts), then the innovations the
 * caller may see, searched, filtered and sorted on the server, with an Excel export. The filters
 * live in the address, so a figure's link and the back button give the same list. Plain HTML: the
 * form and an innovation's page are routes of their own and bring the UI kit there.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InnovationFigures, InnovationSummary } from '../../../../common/contracts/innovation.contract';
import { INNOVATION_PATHS, INNOVATION_STATUSES } from '../../../../common/contracts/innovation.paths';
import { nameOf } from '../../../../common/labels';
import { canDecideInnovations, canRecordInnovations, isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { StatusTag } from '../components/status-tag';
import { useInnovationFigures, useInnovations } from '../innovation.api';

const FILTER_KEYS = ['status', 'fiscalYear', 'nationWide', 'officeId', 'search'] as const;
const SORTS: Record<string, { sort: string; order: string }> = {
  createdAt: { sort: 'createdAt', order: 'desc' },
  createdAtAsc: { sort: 'createdAt', order: 'asc' },
  title: { sort: 'title', order: 'asc' },
  budget: { sort: 'budget', order: 'desc' },
  pilotingDate: { sort: 'pilotingDate', order: 'desc' },
};

/** The fiscal years a filter offers: this one and the six before it. */
function recentFiscalYears(current: string): string[] {
  const start = Number(current.slice(0, 4));
  return Array.from({ length: 7 }, (_, index) => {
    const year = start - index;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

export default function InnovationsPage() {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const subject = useSubject();
  const paging = usePaging();
  // The order is kept in the address too, though it filters nothing.
  const { filters: address, setFilter } = useFilterParams([...FILTER_KEYS, 'sort'], paging.reset);
  const { sort: sortKey = 'createdAt', ...filters } = address;
  const query = {
    page: paging.page,
    pageSize: paging.pageSize,
    ...filters,
    ...(SORTS[sortKey] ?? SORTS.createdAt),
  };
  const list = useInnovations(query);
  const figures = useInnovationFigures({ officeId: filters.officeId });
  const pagination = useTablePagination(paging, list.data?.total, 'innovation:total');
  const admin = isAppAdmin(subject);

  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const emptyText =
    filters.status === 'submitted' && canDecideInnovations(subject) && !filters.search
      ? t('emptyQueue')
      : filtered
        ? t('emptyFiltered')
        : t('emptyOwn');

  const columns: DataColumns<InnovationSummary> = [
    {
      title: t('title'),
      key: 'title',
      width: 320,
      render: (_, item) => (
        <div className="cell-lines">
          <Link to={`/innovations/${item.id}`}>
            <strong>{item.title}</strong>
          </Link>
          <span className="text-secondary">
            {[nameOf(item.innovator, lang), nameOf(item.innovator.designation, lang)]
              .filter(Boolean)
              .join(', ')}
          </span>
        </div>
      ),
    },
    {
      title: t('office'),
      key: 'office',
      width: 220,
      render: (_, item) => nameOf(item.office, lang),
    },
    {
      title: t('fiscalYear'),
      key: 'fiscalYear',
      width: 100,
      render: (_, item) => (item.fiscalYear ? localDigits(item.fiscalYear, lang) : '—'),
    },
    {
      title: t('budget'),
      key: 'budget',
      width: 130,
      align: 'right',
      render: (_, item) => (item.budget ? formatNumber(Number(item.budget), lang) : '—'),
    },
    {
      title: t('status'),
      key: 'status',
      width: 170,
      render: (_, item) => (
        <div className="cell-lines">
          <StatusTag status={item.status} />
          {item.nationWide && <span className="text-secondary">{t('nationWide')}</span>}
        </div>
      ),
    },
  ];

  const fiscalYears = recentFiscalYears(figures.data?.fiscalYear ?? '2025-26');
  // A year from a link or an older bookmark stays chosen, though the list offers only the recent ones.
  if (filters.fiscalYear && !fiscalYears.includes(filters.fiscalYear)) fiscalYears.push(filters.fiscalYear);
  const choice = (
    key: 'status' | 'fiscalYear' | 'nationWide',
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <ChoiceFilter
      label={label}
      all={all}
      value={filters[key]}
      options={options}
      onChange={(value) => setFilter(key, value)}
    />
  );

  return (
    <div className="page-stack" style={{ gap: 16 }}>
      {figures.data && <Figures figures={figures.data} />}
      <Panel
        title={t('innovations')}
        extra={
          <div className="panel-actions">
            <ExcelButton
              path={withQuery(INNOVATION_PATHS.export, { ...filters, ...SORTS[sortKey] })}
              file="innovations"
              label={t('exportExcel')}
            />
            {canRecordInnovations(subject) && (
              <Link to="/innovations/new" className="action-button primary">
                <PlusOutlined />
                {t('newInnovation')}
              </Link>
            )}
          </div>
        }
      >
        <div className="filter-row" style={{ '--filter-columns': admin ? 6 : 5 } as CSSProperties}>
          <SearchBox
            key={filters.search ?? ''}
            initial={filters.search}
            placeholder={t('search')}
            onSearch={(value) => setFilter('search', value)}
          />
          {choice(
            'status',
            t('status'),
            t('allStatuses'),
            INNOVATION_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) })),
          )}
          {choice(
            'fiscalYear',
            t('fiscalYear'),
            t('allFiscalYears'),
            fiscalYears.map((year) => ({ value: year, label: localDigits(year, lang) })),
          )}
          {choice('nationWide', t('nationWideFilter'), t('nationWideFilter'), [
            { value: 'yes', label: t('nationWideOnly') },
            { value: 'no', label: t('localOnly') },
          ])}
          <select
            className="plain-select"
            aria-label={t('sortBy')}
            value={SORTS[sortKey] ? sortKey : 'createdAt'}
            onChange={(event) =>
              setFilter('sort', event.target.value === 'createdAt' ? null : event.target.value)
            }
          >
            {Object.keys(SORTS).map((key) => (
              <option key={key} value={key}>
                {t(`sort_${key}`)}
              </option>
            ))}
          </select>
          {admin && (
            <OptionSelect
              kind="offices"
              placeholder={t('officeFilter')}
              value={filters.officeId ? Number(filters.officeId) : null}
              onChange={(value) => setFilter('officeId', value)}
            />
          )}
        </div>
        <DataTable<InnovationSummary>
          label={t('innovations')}
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          locale={{ emptyText }}
          pagination={pagination}
          scroll={{ x: 900 }}
        />
      </Panel>
    </div>
  );
}

/** The small figures above the list; each opens the list it counts. */
function Figures({ figures }: { figures: InnovationFigures }) {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const items: { key: string; label: string; value: number; to: string }[] = [
    { key: 'total', label: t('figureTotal'), value: figures.total, to: '/innovations' },
    {
      key: 'year',
      label: t('figureThisYear', { year: localDigits(figures.fiscalYear, lang) }),
      value: figures.thisFiscalYear,
      to: `/innovations?fiscalYear=${figures.fiscalYear}`,
    },
    ...INNOVATION_STATUSES.map((status) => ({
      key: status,
      label: t(`status_${status}`),
      value: figures.byStatus[status],
      to: `/innovations?status=${status}`,
    })),
  ];
  return (
    <section aria-label={t('figures')} data-testid="innovation-figures" style={FIGURE_GRID}>
      {items.map((item) => (
        <Link key={item.key} to={item.to} className="figure-link" data-figure={item.key}>
          <Panel size="small" hoverable style={{ height: '100%' }}>
            <span className="figure-label">{item.label}</span>
            <div className="figure-value" style={{ fontWeight: 600 }}>
              {formatNumber(item.value, lang)}
            </div>
          </Panel>
        </Link>
      ))}
    </section>
  );
}

/** Two figures a row on a phone, as many as fit (up to all seven) on a wider screen. */
const FIGURE_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: 12,
};
