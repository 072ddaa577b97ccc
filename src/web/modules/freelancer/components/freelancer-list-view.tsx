/**
 * The freelancer list (/freelancer-mgt/freelancer-list and /freelancers: the caller's district;
 * /doict-freelancer-list: every district): search in Bangla or English, filters by district,
 * category, skill, marketplace, status, earnings range and joining year, server paging, Excel
 * export, and for those who manage freelancers a new one and the Excel import. The filters live in
 * the address, so a dashboard figure's link opens the list it counts.
 */
import { FileExcelOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  FREELANCER_PATHS,
  FREELANCER_STATUSES,
  type FreelancerSummary,
} from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancers } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useFreelancers, useMaster, useScopeDistricts } from '../freelancer.api';
import { FreelancerFormDialog, FreelancerImportDialog } from './freelancer-dialogs';

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
const SORTS: Record<string, { sort: string; order: string }> = {
  name: { sort: 'name', order: 'asc' },
  earnings: { sort: 'lifetimeEarnings', order: 'desc' },
  joining: { sort: 'firstJoiningDate', order: 'desc' },
  newest: { sort: 'createdAt', order: 'desc' },
};

export const dollars = (value: string | null, lang: 'bn' | 'en') =>
  value === null
    ? '—'
    : `$${localDigits(Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 }), lang)}`;

export function FreelancerListView({ national }: { national: boolean }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const sortKey = params.get('sort') ?? 'name';
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

  const setFilter = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    paging.reset();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(national ? FREELANCER_PATHS.nationalExport : FREELANCER_PATHS.export, {
          ...filters,
          ...sort,
        }),
        `freelancers-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const select = (key: string, label: string, options: { value: string | number; label: string }[]) => (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      aria-label={label}
      placeholder={label}
      value={
        filters[key] ? (Number.isNaN(Number(filters[key])) ? filters[key] : Number(filters[key])) : undefined
      }
      onChange={(value) => setFilter(key, value)}
      options={options}
    />
  );
  const named = (items: { id: number; nameBn: string; nameEn: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));
  const thisYear = new Date().getFullYear();

  const columns: DataColumns<FreelancerSummary> = [
    {
      title: t('name'),
      key: 'name',
      width: 220,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/doict-freelancer-details/${item.id}`}>
            <Typography.Text strong>{item.name}</Typography.Text>
          </Link>
          <Typography.Text type="secondary">{localDigits(item.mobile, lang)}</Typography.Text>
        </Space>
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
        <Space wrap size={4}>
          {item.marketplaces.map((marketplace) => (
            <Tag key={marketplace.id} style={{ whiteSpace: 'normal' }}>
              {nameOf(marketplace, lang)}
            </Tag>
          ))}
        </Space>
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
        <Tag color={item.status === 'active' ? 'green' : 'default'}>{t(`status_${item.status}`)}</Tag>
      ),
    },
  ];

  return (
    <Panel
      title={national ? t('doictFreelancerList') : t('freelancerList')}
      extra={
        <Space wrap>
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
            {t('exportExcel')}
          </Button>
          {manage && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('importExcel')}
            </Button>
          )}
          {manage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('newFreelancer')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            key={filters.search ?? ''}
            allowClear
            defaultValue={filters.search}
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => setFilter('search', value.trim())}
          />
        </Col>
        {(districts.data?.length ?? 0) > 1 && (
          <Col xs={12} md={4}>
            {select('districtId', t('allDistricts'), named(districts.data))}
          </Col>
        )}
        <Col xs={12} md={4}>
          {select('categoryId', t('allCategories'), named(categories.data))}
        </Col>
        <Col xs={12} md={4}>
          {select('marketplaceId', t('allMarketplaces'), named(marketplaces.data))}
        </Col>
        <Col xs={12} md={4}>
          {select(
            'status',
            t('allStatuses'),
            FREELANCER_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) })),
          )}
        </Col>
        <Col xs={12} md={4}>
          <Input.Search
            key={`skill-${filters.skill ?? ''}`}
            allowClear
            defaultValue={filters.skill}
            placeholder={t('skill')}
            aria-label={t('skill')}
            onSearch={(value) => setFilter('skill', value.trim())}
          />
        </Col>
        <Col xs={12} md={4}>
          <Input
            key={`min-${filters.minEarnings ?? ''}`}
            inputMode="decimal"
            defaultValue={filters.minEarnings}
            placeholder={t('minEarnings')}
            aria-label={t('minEarnings')}
            onBlur={(event) => setFilter('minEarnings', event.target.value.trim())}
            onPressEnter={(event) => setFilter('minEarnings', event.currentTarget.value.trim())}
          />
        </Col>
        <Col xs={12} md={4}>
          <Input
            key={`max-${filters.maxEarnings ?? ''}`}
            inputMode="decimal"
            defaultValue={filters.maxEarnings}
            placeholder={t('maxEarnings')}
            aria-label={t('maxEarnings')}
            onBlur={(event) => setFilter('maxEarnings', event.target.value.trim())}
            onPressEnter={(event) => setFilter('maxEarnings', event.currentTarget.value.trim())}
          />
        </Col>
        <Col xs={12} md={4}>
          {select(
            'joiningYear',
            t('joiningYear'),
            Array.from({ length: thisYear - 2004 }, (_, index) => thisYear - index).map((year) => ({
              value: year,
              label: localDigits(year, lang),
            })),
          )}
        </Col>
        <Col xs={12} md={4}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('sortBy')}
            value={SORTS[sortKey] ? sortKey : 'name'}
            onChange={(value) => setFilter('sort', value === 'name' ? null : value)}
            options={[
              { value: 'name', label: t('name') },
              { value: 'earnings', label: t('lifetimeEarnings') },
              { value: 'joining', label: t('firstJoiningDate') },
            ]}
          />
        </Col>
      </Row>
      <DataTable<FreelancerSummary>
        label={national ? t('doictFreelancerList') : t('freelancerList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyList')} /> }}
        pagination={pagination}
      />
      {list.data && (
        <Typography.Text type="secondary">
          {t('total', { total: formatNumber(list.data.total, lang) })}
        </Typography.Text>
      )}
      {adding && <FreelancerFormDialog open onClose={() => setAdding(false)} />}
      {importing && <FreelancerImportDialog open onClose={() => setImporting(false)} />}
    </Panel>
  );
}
