/**
 * The equipment list (lab-equipment-list) and the activity list (lab-activities on both menus):
 * server paging, search, filters, Excel export, and for managers a device's condition change. The
 * lists are plain HTML; the condition dialog brings the UI kit when first opened (lab-parts.tsx).
 */
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem, EquipmentItem } from '../../../../common/contracts/lab.contract';
import {
  ACTIVITY_KINDS,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_KINDS,
  type EquipmentCondition,
  LAB_PATHS,
  type LabType,
} from '../../../../common/contracts/lab.paths';
import { nameOf } from '../../../../common/labels';
import { canManageLabs } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useActivities, useEquipment, useLabDistricts } from '../lab.api';
import { labName } from './lab-labels';
import { ConditionDialogPart } from './lab-parts';
import { useLabFilters } from './use-lab-filters';

/** A device's condition in the colours of the lab drawer's tags (working green, faulty orange, lost red). */
const CONDITION_TONES: Record<EquipmentCondition, TagTone> = {
  working: 'success',
  faulty: 'warning',
  lost: 'error',
};

/** A filter of the browser's own select; its first option, "all ...", clears it. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <ChoiceFilter
      label={label}
      all={label}
      value={value}
      options={options}
      onChange={(value) => onChange(value)}
    />
  );
}

/** The districts' filter, shown only to one who sees labs of more than one district. */
function useDistrictOptions() {
  const lang = useLang();
  const districts = useLabDistricts();
  if ((districts.data?.length ?? 0) < 2) return null;
  return (districts.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));
}

export function EquipmentListView({ title }: { title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const manage = canManageLabs(useSubject());
  const { filters, set, paging } = useLabFilters(['search', 'districtId', 'kind', 'condition', 'labId']);
  const list = useEquipment({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  const [changing, setChanging] = useState<EquipmentItem | null>(null);
  const districts = useDistrictOptions();
  return (
    <Panel
      title={title}
      extra={
        <ExcelButton
          path={withQuery(LAB_PATHS.equipmentExport, filters)}
          file="lab-equipment"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': districts ? 4 : 3 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchEquipment')}
          onSearch={(value) => set('search', value)}
        />
        {districts && (
          <FilterSelect
            label={t('allDistricts')}
            value={filters.districtId}
            onChange={(value) => set('districtId', value)}
            options={districts}
          />
        )}
        <FilterSelect
          label={t('allKinds')}
          value={filters.kind}
          onChange={(value) => set('kind', value)}
          options={EQUIPMENT_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
        />
        <FilterSelect
          label={t('allConditions')}
          value={filters.condition}
          onChange={(value) => set('condition', value)}
          options={EQUIPMENT_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))}
        />
      </div>
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
              <div className="cell-actions">
                <Tag tone={CONDITION_TONES[item.condition]}>{t(`condition_${item.condition}`)}</Tag>
                {manage && (
                  <button type="button" className="action-button" onClick={() => setChanging(item)}>
                    {t('changeCondition')}
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <ConditionDialogPart item={changing} onClose={() => setChanging(null)} />
    </Panel>
  );
}

export function ActivityListView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const { filters, set, paging } = useLabFilters(['search', 'districtId', 'kind', 'labId']);
  const query = { ...filters, ...(type && { type }) };
  const list = useActivities({ page: paging.page, pageSize: paging.pageSize, ...query });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  const districts = useDistrictOptions();
  return (
    <Panel
      title={title}
      extra={
        <ExcelButton
          path={withQuery(LAB_PATHS.activitiesExport, query)}
          file="lab-activities"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': districts ? 3 : 2 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchActivities')}
          onSearch={(value) => set('search', value)}
        />
        {districts && (
          <FilterSelect
            label={t('allDistricts')}
            value={filters.districtId}
            onChange={(value) => set('districtId', value)}
            options={districts}
          />
        )}
        <FilterSelect
          label={t('allActivityKinds')}
          value={filters.kind}
          onChange={(value) => set('kind', value)}
          options={ACTIVITY_KINDS.map((value) => ({ value, label: t(`activity_${value}`) }))}
        />
      </div>
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
