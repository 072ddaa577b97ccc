/**
 * /audit-log: who changed what, when, from which desk, newest first. The super admin reads every
 * office, an office admin the own office. Filters by person, office, module, action and dates live
 * in the address; each row opens to the fields it changed (personal fields masked by the server).
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Input, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_MODULE_NAMES, auditActionName, auditModuleName } from '../../../../common/audit.labels';
import {
  AUDIT_ACTIONS,
  AUDIT_MODULE_IDS,
  AUDIT_PATHS,
  type AuditEntry,
} from '../../../../common/contracts/audit.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { useAuditLog } from '../audit.api';
import { AuditChange } from '../components/audit-change';

const FILTER_KEYS = ['person', 'officeId', 'module', 'action', 'from', 'to'] as const;

/** The time of day in Bangladesh, in the interface's digits. */
const timeOf = (iso: string, lang: 'bn' | 'en') =>
  localDigits(new Date(new Date(iso).getTime() + 6 * 3600_000).toISOString().slice(11, 16), lang);

export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const lang = useLang();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const list = useAuditLog({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const capped = list.data?.capped ?? false;
  const pagination = useTablePagination(
    paging,
    list.data?.total,
    capped ? 'audit:totalCapped' : 'audit:total',
  );

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
        withQuery(AUDIT_PATHS.export, filters),
        `audit-trail-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumns<AuditEntry> = [
    {
      title: t('time'),
      key: 'at',
      width: 120,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDate(item.at, lang)}</span>
          <Typography.Text type="secondary">{timeOf(item.at, lang)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('person'),
      key: 'person',
      width: 220,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <span>
            {item.person ? nameOf(item.person, lang) : t('system')}
            {item.actingChargeId !== null && ` (${t('asActing')})`}
          </span>
          {item.desk?.designation && (
            <Typography.Text type="secondary">{nameOf(item.desk.designation, lang)}</Typography.Text>
          )}
          {item.office && <Typography.Text type="secondary">{nameOf(item.office, lang)}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('module'),
      key: 'module',
      width: 140,
      render: (_, item) => auditModuleName(item.module, lang),
    },
    {
      title: t('action'),
      key: 'action',
      width: 140,
      render: (_, item) => auditActionName(item.action, lang),
    },
    {
      title: t('record'),
      key: 'record',
      width: 160,
      render: (_, item) => (
        <span>
          {item.entity}
          {item.entityId && ` #${localDigits(item.entityId, lang)}`}
        </span>
      ),
    },
  ];

  const filtered = FILTER_KEYS.some((key) => filters[key]);

  return (
    <Panel
      title={t('auditLog')}
      extra={
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
          {t('exportExcel')}
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={session.isSuperAdmin ? t('readOnly') : `${t('ownOfficeOnly')} ${t('readOnly')}`}
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            key={filters.person ?? ''}
            allowClear
            defaultValue={filters.person}
            placeholder={t('personSearch')}
            aria-label={t('person')}
            onSearch={(value) => setFilter('person', value.trim())}
          />
        </Col>
        {session.isSuperAdmin && (
          <Col xs={24} md={8}>
            <OptionSelect
              kind="offices"
              aria-label={t('office')}
              placeholder={t('allOffices')}
              value={filters.officeId ? Number(filters.officeId) : null}
              onChange={(value) => setFilter('officeId', value)}
            />
          </Col>
        )}
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('module')}
            placeholder={t('allModules')}
            value={filters.module}
            onChange={(value) => setFilter('module', value)}
            options={AUDIT_MODULE_IDS.map((value) => ({ value, label: AUDIT_MODULE_NAMES[value][lang] }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            aria-label={t('action')}
            placeholder={t('allActions')}
            value={filters.action}
            onChange={(value) => setFilter('action', value)}
            options={AUDIT_ACTIONS.map((value) => ({ value, label: auditActionName(value, lang) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            aria-label={t('startDate')}
            placeholder={t('startDate')}
            value={filters.from ? dayjs(filters.from) : null}
            onChange={(value) => setFilter('from', value ? machineDate(value as dayjs.Dayjs) : null)}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            aria-label={t('endDate')}
            placeholder={t('endDate')}
            value={filters.to ? dayjs(filters.to) : null}
            onChange={(value) => setFilter('to', value ? machineDate(value as dayjs.Dayjs) : null)}
          />
        </Col>
      </Row>
      <DataTable<AuditEntry>
        label={t('auditLog')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        expandable={{
          expandedRowRender: (item) => <AuditChange before={item.before} after={item.after} />,
          expandRowByClick: true,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('emptyFiltered') : t('empty')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 800 }}
      />
    </Panel>
  );
}
