/**
 * The equipment list (lab-equipment-list) and the activity list (lab-activities on both menus):
 * server paging, search, filters, Excel export, and for managers a device's condition change.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ACTIVITY_KINDS,
  type ActivityItem,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_KINDS,
  type EquipmentItem,
  LAB_PATHS,
  type LabType,
} from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { canManageLabs } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useActivities, useEquipment, useLabDistricts } from '../lab.api';
import { ConditionDialog } from './lab-dialogs';
import { CONDITION_COLORS } from './lab-drawer';

function useFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const filters: Record<string, string | undefined> = Object.fromEntries(
    keys.map((key) => [key, params.get(key) ?? undefined]),
  );
  const set = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    paging.reset();
  };
  return { filters, set, paging };
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string | number; label: string }[];
  onChange: (value: string | number | undefined) => void;
}) {
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      aria-label={label}
      placeholder={label}
      value={value === undefined ? undefined : Number.isNaN(Number(value)) ? value : Number(value)}
      onChange={onChange}
      options={options}
    />
  );
}

function ExportButton({ path, filters, name }: { path: string; filters: object; name: string }) {
  const { t } = useTranslation('lab');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(
            withQuery(path, filters as Record<string, string>),
            `${name}-${dayjs().format('YYYY-MM-DD')}.xlsx`,
          );
        } catch (error) {
          showError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('exportExcel')}
    </Button>
  );
}

function DistrictFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const districts = useLabDistricts();
  if ((districts.data?.length ?? 0) < 2) return null;
  return (
    <Col xs={12} md={4}>
      <FilterSelect
        label={t('allDistricts')}
        value={value}
        onChange={onChange}
        options={(districts.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
      />
    </Col>
  );
}

const labName = (lab: { institutionBn: string; institutionEn: string }, lang: 'bn' | 'en') =>
  (lang === 'en' && lab.institutionEn) || lab.institutionBn;

export function EquipmentListView({ title }: { title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const manage = canManageLabs(useSubject());
  const { filters, set, paging } = useFilters(['search', 'districtId', 'kind', 'condition', 'labId']);
  const list = useEquipment({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  const [changing, setChanging] = useState<EquipmentItem | null>(null);
  return (
    <Panel
      title={title}
      extra={<ExportButton path={LAB_PATHS.equipmentExport} filters={filters} name="lab-equipment" />}
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            defaultValue={filters.search}
            placeholder={t('searchEquipment')}
            aria-label={t('searchEquipment')}
            onSearch={(value) => set('search', value.trim())}
          />
        </Col>
        <DistrictFilter value={filters.districtId} onChange={(value) => set('districtId', value as string)} />
        <Col xs={12} md={4}>
          <FilterSelect
            label={t('allKinds')}
            value={filters.kind}
            onChange={(value) => set('kind', value)}
            options={EQUIPMENT_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <FilterSelect
            label={t('allConditions')}
            value={filters.condition}
            onChange={(value) => set('condition', value)}
            options={EQUIPMENT_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable<EquipmentItem>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('noEquipment') }}
        columns={[
          { title: t('institution'), key: 'lab', width: 240, render: (_, item) => labName(item.lab, lang) },
          { title: t('equipmentKind'), key: 'kind', width: 110, render: (_, item) => t(`kind_${item.kind}`) },
          { title: t('model'), key: 'model', width: 160, render: (_, item) => item.model ?? '—' },
          { title: t('serial'), key: 'serial', width: 160, render: (_, item) => item.serial ?? '—' },
          { title: t('supplier'), key: 'supplier', width: 180, render: (_, item) => item.supplier ?? '—' },
          {
            title: t('receivedOn'),
            key: 'receivedOn',
            width: 110,
            render: (_, item) => (item.receivedOn ? formatDate(item.receivedOn, lang) : '—'),
          },
          {
            title: t('condition'),
            key: 'condition',
            width: 150,
            render: (_, item) => (
              <Space wrap size={4}>
                <Tag color={CONDITION_COLORS[item.condition]}>{t(`condition_${item.condition}`)}</Tag>
                {manage && (
                  <Button size="small" onClick={() => setChanging(item)}>
                    {t('changeCondition')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ConditionDialog item={changing} onClose={() => setChanging(null)} />
    </Panel>
  );
}

export function ActivityListView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const { filters, set, paging } = useFilters(['search', 'districtId', 'kind', 'labId']);
  const query = { ...filters, ...(type && { type }) };
  const list = useActivities({ page: paging.page, pageSize: paging.pageSize, ...query });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  return (
    <Panel
      title={title}
      extra={<ExportButton path={LAB_PATHS.activitiesExport} filters={query} name="lab-activities" />}
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            defaultValue={filters.search}
            placeholder={t('searchActivities')}
            aria-label={t('searchActivities')}
            onSearch={(value) => set('search', value.trim())}
          />
        </Col>
        <DistrictFilter value={filters.districtId} onChange={(value) => set('districtId', value as string)} />
        <Col xs={12} md={4}>
          <FilterSelect
            label={t('allActivityKinds')}
            value={filters.kind}
            onChange={(value) => set('kind', value)}
            options={ACTIVITY_KINDS.map((value) => ({ value, label: t(`activity_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable<ActivityItem>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('noActivities') }}
        columns={[
          {
            title: t('heldOn'),
            key: 'heldOn',
            width: 110,
            render: (_, item) => formatDate(item.heldOn, lang),
          },
          { title: t('institution'), key: 'lab', width: 240, render: (_, item) => labName(item.lab, lang) },
          {
            title: t('activityKind'),
            key: 'kind',
            width: 100,
            render: (_, item) => t(`activity_${item.kind}`),
          },
          { title: t('activityTitle'), key: 'title', width: 260, dataIndex: 'titleBn' },
          {
            title: t('participants'),
            key: 'participants',
            width: 110,
            align: 'right',
            render: (_, item) => formatNumber(item.participants, lang),
          },
          {
            title: t('female'),
            key: 'female',
            width: 110,
            align: 'right',
            render: (_, item) => (item.female === null ? '—' : formatNumber(item.female, lang)),
          },
          {
            title: t('hours'),
            key: 'hours',
            width: 90,
            align: 'right',
            render: (_, item) => (item.hours === null ? '—' : localDigits(item.hours, lang)),
          },
          { title: t('loggedBy'), key: 'by', width: 150, dataIndex: 'loggedBy' },
        ]}
      />
    </Panel>
  );
}
