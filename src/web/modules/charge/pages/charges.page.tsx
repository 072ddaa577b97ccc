/**
 * /charges: the office's charge handovers (whose post, to whom, from when to when, in what state),
 * searched by name in Bangla or English, filtered by state, kind and period, paged on the server
 * and exported to Excel; the office admin gives a charge for an unplanned absence from here.
 */
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CHARGE_KINDS,
  CHARGE_PATHS,
  CHARGE_STATES,
  type ChargeState,
  type ChargeSummary,
} from '../../../../common/contracts/charge.contract';
import { nameOf } from '../../../../common/labels';
import { canManageCharges } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useCharges } from '../charge.api';
import { ChargeForm } from '../components/charge-form';

const FILTER_KEYS = ['state', 'kind', 'from', 'to', 'search'] as const;
const STATE_COLOURS: Record<ChargeState, string> = {
  upcoming: 'blue',
  running: 'green',
  over: 'default',
  ended: 'orange',
  lapsed: 'red',
};

export function ChargeStateTag({ state }: { state: ChargeState }) {
  const { t } = useTranslation('charge');
  return <Tag color={STATE_COLOURS[state]}>{t(`state_${state}`)}</Tag>;
}

export default function ChargesPage() {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const navigate = useNavigate();
  const manage = canManageCharges(useSubject());
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [giving, setGiving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const list = useCharges({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'charge:total');

  const setFilter = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    paging.reset();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(CHARGE_PATHS.chargesExport, filters),
        `charges-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

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
  const day = (value: string | undefined) => (value ? dayjs(value) : null);

  return (
    <Panel
      title={t('charges')}
      extra={
        <Space wrap>
          {manage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGiving(true)}>
              {t('giveCharge')}
            </Button>
          )}
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
            {t('exportExcel')}
          </Button>
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
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('state')}
            placeholder={t('allStates')}
            value={filters.state}
            onChange={(value) => setFilter('state', value)}
            options={CHARGE_STATES.map((value) => ({ value, label: t(`state_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('kind')}
            placeholder={t('allKinds')}
            value={filters.kind}
            onChange={(value) => setFilter('kind', value)}
            options={CHARGE_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            aria-label={t('fromDate')}
            placeholder={t('fromDate')}
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={day(filters.from)}
            onChange={(value) => setFilter('from', value ? machineDate(value as Dayjs) : null)}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            aria-label={t('toDate')}
            placeholder={t('toDate')}
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={day(filters.to)}
            onChange={(value) => setFilter('to', value ? machineDate(value as Dayjs) : null)}
          />
        </Col>
      </Row>
      <DataTable
        label={t('charges')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('emptyFiltered') : t('empty')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 1100 }}
      />
      <ChargeForm
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
