/**
 * The lab list (lab-list: every type; srdl-list: SRDL labs): search in Bangla or English by
 * institution, EIIN or code, filters by type, district and faulty equipment, order, server paging,
 * Excel export. The filters and the open lab (`labId`) live in the address, so a dashboard figure
 * or a new lab's save opens the list it means.
 */
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Input, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  LAB_PATHS,
  LAB_SORTS,
  LAB_TYPES,
  type LabSummary,
  type LabType,
} from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { canManageLabs } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useLabDistricts, useLabs } from '../lab.api';
import { LabDrawer } from './lab-drawer';

const FILTER_KEYS = ['search', 'type', 'districtId', 'faulty', 'sort'] as const;

/** `type` fixes the list to one type (the SRDL screens); `title` names it. */
export function LabListView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const manage = canManageLabs(useSubject());
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const filters: Record<string, string | undefined> = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]),
  );
  if (type) filters.type = type;
  const list = useLabs({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const districts = useLabDistricts();
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  const openLab = params.get('labId') ? Number(params.get('labId')) : null;

  const setParam = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: key !== 'labId' });
    if (key !== 'labId') paging.reset();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(LAB_PATHS.labsExport, filters),
        `labs-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumns<LabSummary> = [
    {
      title: t('institution'),
      key: 'institution',
      width: 260,
      render: (_, lab) => (
        <Space orientation="vertical" size={0}>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => setParam('labId', lab.id)}
          >
            {(lang === 'en' && lab.institutionEn) || lab.institutionBn}
          </Button>
          <Typography.Text type="secondary">
            {t('code')}: {localDigits(lab.code, lang)}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('type'), key: 'type', width: 170, render: (_, lab) => t(`type_${lab.type}`) },
    {
      title: t('district'),
      key: 'place',
      width: 150,
      render: (_, lab) => [nameOf(lab.district, lang), nameOf(lab.upazila, lang)].filter(Boolean).join(', '),
    },
    {
      title: t('establishedYear'),
      key: 'year',
      width: 90,
      render: (_, lab) => (lab.establishedYear ? localDigits(lab.establishedYear, lang) : '—'),
    },
    {
      title: t('equipment'),
      key: 'equipment',
      width: 200,
      render: (_, lab) => (
        <Space wrap size={4}>
          <Tag>{formatNumber(lab.equipmentCount, lang)}</Tag>
          <Tag color="green">
            {t('working')} {formatNumber(lab.workingCount, lang)}
          </Tag>
          {lab.faultyCount > 0 && (
            <Tag color="orange">
              {t('faulty')} {formatNumber(lab.faultyCount, lang)}
            </Tag>
          )}
          {lab.lostCount > 0 && (
            <Tag color="red">
              {t('lost')} {formatNumber(lab.lostCount, lang)}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('activities'),
      key: 'activities',
      width: 90,
      align: 'right',
      render: (_, lab) => formatNumber(lab.activityCount, lang),
    },
  ];

  return (
    <Panel
      title={title}
      extra={
        <Space wrap>
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
            {t('exportExcel')}
          </Button>
          {manage && (
            <Link to="/lab-mgt/new-lab">
              <Button type="primary" icon={<PlusOutlined />}>
                {t('newLab')}
              </Button>
            </Link>
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
            onSearch={(value) => setParam('search', value.trim())}
          />
        </Col>
        {!type && (
          <Col xs={12} md={4}>
            <Select
              allowClear
              style={{ width: '100%' }}
              aria-label={t('allTypes')}
              placeholder={t('allTypes')}
              value={filters.type}
              onChange={(value) => setParam('type', value)}
              options={LAB_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
            />
          </Col>
        )}
        {(districts.data?.length ?? 0) > 1 && (
          <Col xs={12} md={4}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: '100%' }}
              aria-label={t('allDistricts')}
              placeholder={t('allDistricts')}
              value={filters.districtId ? Number(filters.districtId) : undefined}
              onChange={(value) => setParam('districtId', value)}
              options={(districts.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
            />
          </Col>
        )}
        <Col xs={12} md={4}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('sortBy')}
            value={filters.sort ?? 'institution'}
            onChange={(value) => setParam('sort', value === 'institution' ? undefined : value)}
            options={LAB_SORTS.map((value) => ({ value, label: t(`sort_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={4}>
          <Checkbox
            checked={filters.faulty === 'yes'}
            onChange={(event) => setParam('faulty', event.target.checked ? 'yes' : undefined)}
          >
            {t('onlyFaulty')}
          </Checkbox>
        </Col>
      </Row>
      <DataTable<LabSummary>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        columns={columns}
        pagination={pagination}
        locale={{ emptyText: t('noLabs') }}
      />
      <LabDrawer labId={openLab} onClose={() => setParam('labId', undefined)} />
    </Panel>
  );
}
