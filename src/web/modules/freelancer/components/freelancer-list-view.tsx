/**
 * The freelancer list (/freelancer-mgt/freelancer-list and /freelancers: the caller's district;
 * /doict-freelancer-list: every district): search in Bangla or English, filters by district,
 * category, skill, marketplace, status, earnings range and joining year, server paging, Excel
 * export, and for those who manage freelancers a new one and the Excel import. The filters live in
 * the address, so a dashboard figure's link opens the list it counts. Plain HTML (the browser's own
 * selects and fields); the form and the import bring the UI kit when first opened
 * (freelancer-parts.tsx).
 */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FreelancerSummary } from '../../../../common/contracts/freelancer.contract';
import { FREELANCER_PATHS, FREELANCER_STATUSES } from '../../../../common/contracts/freelancer.paths';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancers } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useFreelancers, useMaster, useScopeDistricts } from '../freelancer.api';
import { dollars } from './dollars';
import { FreelancerFormPart, FreelancerImportPart } from './freelancer-parts';

const FILTER_KEYS = [
  'search',
  'districtId',
  'categoryId',
  'marketplaceId',
  'skill',
  'status',
  'minEarnings',
  'maxEarnings',
  'joiningYear',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const SORTS: Record<string, { sort: string; order: string }> = {
  name: { sort: 'name', order: 'asc' },
  earnings: { sort: 'lifetimeEarnings', order: 'desc' },
  joining: { sort: 'firstJoiningDate', order: 'desc' },
  newest: { sort: 'createdAt', order: 'desc' },
};

export function FreelancerListView({ national }: { national: boolean }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const paging = usePaging();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  // The order is kept in the address too, though it filters nothing.
  const { filters: address, setFilter } = useFilterParams([...FILTER_KEYS, 'sort'], paging.reset);
  const { sort: sortKey = 'name', ...filters } = address;
  const sort = SORTS[sortKey] ?? SORTS.name;
  const list = useFreelancers(
    { page: paging.page, pageSize: paging.pageSize, ...filters, ...sort },
    national,
  );
  const districts = useScopeDistricts();
  const categories = useMaster('categories');
  const marketplaces = useMaster('marketplaces');
  const pagination = useTablePagination(paging, list.data?.total, 'freelancer:total');
  const manage = canManageFreelancers(subject);

  // Its label is the "all ..." choice it starts on, as the field shows no other name.
  const select = (key: FilterKey, label: string, options: { value: string | number; label: string }[]) => (
    <select
      className="plain-select"
      aria-label={label}
      value={filters[key] ?? ''}
      onChange={(event) => setFilter(key, event.target.value)}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const named = (items: { id: number; nameBn: string; nameEn: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));
  // An amount is set when the field is left or Enter is pressed, not at each key.
  const amount = (key: 'minEarnings' | 'maxEarnings') => (
    <input
      key={`${key}-${filters[key] ?? ''}`}
      className="plain-select"
      inputMode="decimal"
      defaultValue={filters[key]}
      placeholder={t(key)}
      aria-label={t(key)}
      onBlur={(event) => setFilter(key, event.target.value.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setFilter(key, event.currentTarget.value.trim());
      }}
    />
  );
  const thisYear = new Date().getFullYear();
  const manyDistricts = (districts.data?.length ?? 0) > 1;

  const columns: DataColumns<FreelancerSummary> = [
    {
      title: t('name'),
      key: 'name',
      width: 220,
      render: (_, item) => (
        <div className="cell-lines">
          <Link to={`/doict-freelancer-details/${item.id}`}>
            <strong>{item.name}</strong>
          </Link>
          <span className="text-secondary">{localDigits(item.mobile, lang)}</span>
        </div>
      ),
    },
    { title: t('district'), key: 'district', width: 120, render: (_, item) => nameOf(item.district, lang) },
    {
      title: t('category'),
      key: 'category',
      width: 150,
      render: (_, item) => nameOf(item.category, lang) || '—',
    },
    {
      title: t('marketplaces'),
      key: 'marketplaces',
      width: 200,
      render: (_, item) => (
        <div>
          {item.marketplaces.map((marketplace) => (
            <Tag key={marketplace.id}>{nameOf(marketplace, lang)}</Tag>
          ))}
        </div>
      ),
    },
    {
      title: t('lifetimeEarnings'),
      key: 'earnings',
      width: 140,
      align: 'right',
      render: (_, item) => dollars(item.lifetimeEarnings, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 100,
      render: (_, item) => (
        <Tag tone={item.status === 'active' ? 'success' : undefined}>{t(`status_${item.status}`)}</Tag>
      ),
    },
  ];

  return (
    <Panel
      title={national ? t('doictFreelancerList') : t('freelancerList')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(national ? FREELANCER_PATHS.nationalExport : FREELANCER_PATHS.export, {
              ...filters,
              ...sort,
            })}
            file="freelancers"
            label={t('exportExcel')}
          />
          {manage && (
            <button type="button" className="action-button" onClick={() => setImporting(true)}>
              <UploadOutlined />
              {t('importExcel')}
            </button>
          )}
          {manage && (
            <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
              <PlusOutlined />
              {t('newFreelancer')}
            </button>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 5 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('search')}
          onSearch={(value) => setFilter('search', value)}
        />
        {manyDistricts && select('districtId', t('allDistricts'), named(districts.data))}
        {select('categoryId', t('allCategories'), named(categories.data))}
        {select('marketplaceId', t('allMarketplaces'), named(marketplaces.data))}
        {select(
          'status',
          t('allStatuses'),
          FREELANCER_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) })),
        )}
        <SearchBox
          key={`skill-${filters.skill ?? ''}`}
          initial={filters.skill}
          placeholder={t('skill')}
          onSearch={(value) => setFilter('skill', value)}
        />
        {amount('minEarnings')}
        {amount('maxEarnings')}
        {select(
          'joiningYear',
          t('joiningYear'),
          Array.from({ length: thisYear - 2004 }, (_, index) => thisYear - index).map((year) => ({
            value: year,
            label: localDigits(year, lang),
          })),
        )}
        <select
          className="plain-select"
          aria-label={t('sortBy')}
          value={SORTS[sortKey] ? sortKey : 'name'}
          onChange={(event) => setFilter('sort', event.target.value === 'name' ? null : event.target.value)}
        >
          <option value="name">{t('name')}</option>
          <option value="earnings">{t('lifetimeEarnings')}</option>
          <option value="joining">{t('firstJoiningDate')}</option>
        </select>
      </div>
      <DataTable<FreelancerSummary>
        label={national ? t('doictFreelancerList') : t('freelancerList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: t('emptyList') }}
        pagination={pagination}
      />
      {list.data && (
        <span className="text-secondary">{t('total', { total: formatNumber(list.data.total, lang) })}</span>
      )}
      {adding && <FreelancerFormPart open onClose={() => setAdding(false)} />}
      {importing && <FreelancerImportPart open onClose={() => setImporting(false)} />}
    </Panel>
  );
}
