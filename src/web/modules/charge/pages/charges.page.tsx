/**
 * /charges: the office's charge handovers (whose post, to whom, from when to when, in what state),
 * searched by name in Bangla or English, filtered by state, kind and period, paged on the server
 * and exported to Excel; the office admin gives a charge for an unplanned absence from here. The
 * list is plain HTML (its period's ends are the browser's date fields); the form brings the UI kit
 * when first opened (components/charge-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ChargeSummary } from '../../../../common/contracts/charge.contract';
import { CHARGE_KINDS, CHARGE_PATHS, CHARGE_STATES } from '../../../../common/contracts/charge.paths';
import { nameOf } from '../../../../common/labels';
import { canManageCharges } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter, DateFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useCharges } from '../charge.api';
import { ChargeFormPart } from '../components/charge-parts';
import { ChargeStateTag } from '../components/charge-tags';

const FILTER_KEYS = ['state', 'kind', 'from', 'to', 'search'] as const;

export default function ChargesPage() {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const navigate = useNavigate();
  const manage = canManageCharges(useSubject());
  const paging = usePaging();
  const [giving, setGiving] = useState(false);
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const list = useCharges({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'charge:total');

  const columns: DataColumns<ChargeSummary> = [
    {
      title: t('desk'),
      key: 'desk',
      width: 200,
      render: (_, item) => (
        <Link to={`/charges/${item.id}`}>{lang === 'en' ? item.desk.roleEn : item.desk.roleBn}</Link>
      ),
    },
    { title: t('holder'), key: 'holder', width: 170, render: (_, item) => nameOf(item.holder, lang) },
    { title: t('acting'), key: 'acting', width: 170, render: (_, item) => nameOf(item.acting, lang) },
    { title: t('kind'), key: 'kind', width: 140, render: (_, item) => t(`kind_${item.kind}`) },
    {
      title: t('period'),
      key: 'period',
      width: 200,
      render: (_, item) => `${formatDate(item.fromDate, lang)} – ${formatDate(item.toDate, lang)}`,
    },
    { title: t('orderNo'), key: 'orderNo', width: 180, render: (_, item) => localDigits(item.orderNo, lang) },
    {
      title: t('state'),
      key: 'state',
      width: 130,
      render: (_, item) => <ChargeStateTag state={item.state} />,
    },
  ];

  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const choice = (key: 'state' | 'kind', all: string, values: readonly string[]) => (
    <ChoiceFilter
      label={t(key)}
      all={all}
      value={filters[key]}
      options={values.map((value) => ({ value: value, label: t(`${key}_${value}`) }))}
      onChange={(value) => setFilter(key, value)}
    />
  );
  const day = (key: 'from' | 'to', label: string) => (
    <DateFilter label={label} value={filters[key]} onChange={(value) => setFilter(key, value)} />
  );

  return (
    <Panel
      title={t('charges')}
      extra={
        <div className="panel-actions">
          {manage && (
            <button type="button" className="action-button primary" onClick={() => setGiving(true)}>
              <PlusOutlined />
              {t('giveCharge')}
            </button>
          )}
          <ExcelButton
            path={withQuery(CHARGE_PATHS.chargesExport, filters)}
            file="charges"
            label={t('exportExcel')}
          />
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
        {choice('state', t('allStates'), CHARGE_STATES)}
        {choice('kind', t('allKinds'), CHARGE_KINDS)}
        {day('from', t('fromDate'))}
        {day('to', t('toDate'))}
      </div>
      <DataTable
        label={t('charges')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: filtered ? t('emptyFiltered') : t('empty') }}
        pagination={pagination}
        scroll={{ x: 1100 }}
      />
      <ChargeFormPart
        open={giving}
        onClose={() => setGiving(false)}
        onGiven={(id) => {
          setGiving(false);
          navigate(`/charges/${id}`);
        }}
      />
    </Panel>
  );
}
