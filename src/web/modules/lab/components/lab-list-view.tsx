/**
 * The lab list (lab-list: every type; srdl-list: SRDL labs): search in Bangla or English by
 * institution, EIIN or code, filters by type, district and faulty equipment, order, server paging,
 * Excel export. The filters and the open lab (`labId`) live in the address, so a dashboard figure
 * or a new lab's save opens the list it means. The list is plain HTML; a lab's drawer brings the UI
 * kit when first opened (lab-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LabSummary } from '../../../../common/contracts/lab.contract';
import { LAB_PATHS, LAB_SORTS, LAB_TYPES, type LabType } from '../../../../common/contracts/lab.paths';
import { nameOf } from '../../../../common/labels';
import { canManageLabs } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useLabDistricts, useLabs } from '../lab.api';
import { LabDrawerPart } from './lab-parts';

const FILTER_KEYS = ['search', 'type', 'districtId', 'faulty', 'sort'] as const;

/** `type` fixes the list to one type (the SRDL screens); `title` names it. */
export function LabListView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const manage = canManageLabs(useSubject());
  const paging = usePaging();
  const { params, filters: chosen, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const [, setParams] = useSearchParams();
  const filters = type ? { ...chosen, type } : chosen;
  const list = useLabs({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const districts = useLabDistricts();
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  const openLab = params.get('labId') ? Number(params.get('labId')) : null;
  // A lab opened or closed is a step of its own in the history, not a filter: the list keeps its page.
  const setOpenLab = (labId: number | null) => {
    const next = new URLSearchParams(params);
    if (labId === null) next.delete('labId');
    else next.set('labId', String(labId));
    setParams(next);
  };

  const columns: DataColumns<LabSummary> = [
    {
      title: t('institution'),
      key: 'institution',
      width: 260,
      render: (_, lab) => (
        <div className="cell-lines">
          <button
            type="button"
            className="link-button"
            style={{ whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => setOpenLab(lab.id)}
          >
            {(lang === 'en' && lab.institutionEn) || lab.institutionBn}
          </button>
          <span className="text-secondary">
            {t('code')}: {localDigits(lab.code, lang)}
          </span>
        </div>
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
        <div className="cell-actions">
          <Tag>{formatNumber(lab.equipmentCount, lang)}</Tag>
          <Tag tone="success">
            {t('working')} {formatNumber(lab.workingCount, lang)}
          </Tag>
          {lab.faultyCount > 0 && (
            <Tag tone="warning">
              {t('faulty')} {formatNumber(lab.faultyCount, lang)}
            </Tag>
          )}
          {lab.lostCount > 0 && (
            <Tag tone="error">
              {t('lost')} {formatNumber(lab.lostCount, lang)}
            </Tag>
          )}
        </div>
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

  const districtChoice = (districts.data?.length ?? 0) > 1;
  const columnCount = 3 + (type ? 0 : 1) + (districtChoice ? 1 : 0);

  return (
    <Panel
      title={title}
      extra={
        <div className="panel-actions">
          <ExcelButton path={withQuery(LAB_PATHS.labsExport, filters)} file="labs" label={t('exportExcel')} />
          {manage && (
            <Link to="/lab-mgt/new-lab" className="action-button primary">
              <PlusOutlined />
              {t('newLab')}
            </Link>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': columnCount } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('search')}
          onSearch={(value) => setFilter('search', value)}
        />
        {!type && (
          <ChoiceFilter
            label={t('allTypes')}
            all={t('allTypes')}
            value={filters.type}
            options={LAB_TYPES.map((value) => ({ value: value, label: t(`type_${value}`) }))}
            onChange={(value) => setFilter('type', value)}
          />
        )}
        {districtChoice && (
          <select
            className="plain-select"
            aria-label={t('allDistricts')}
            value={filters.districtId ?? ''}
            onChange={(event) => setFilter('districtId', event.target.value)}
          >
            <option value="">{t('allDistricts')}</option>
            {(districts.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {nameOf(item, lang)}
              </option>
            ))}
          </select>
        )}
        <select
          className="plain-select"
          aria-label={t('sortBy')}
          value={filters.sort ?? 'institution'}
          onChange={(event) =>
            setFilter('sort', event.target.value === 'institution' ? undefined : event.target.value)
          }
        >
          {LAB_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort_${value}`)}
            </option>
          ))}
        </select>
        <label className="plain-check">
          <input
            type="checkbox"
            checked={filters.faulty === 'yes'}
            onChange={(event) => setFilter('faulty', event.target.checked ? 'yes' : undefined)}
          />
          {t('onlyFaulty')}
        </label>
      </div>
      <DataTable<LabSummary>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        columns={columns}
        pagination={pagination}
        locale={{ emptyText: t('noLabs') }}
      />
      <LabDrawerPart labId={openLab} onClose={() => setOpenLab(null)} />
    </Panel>
  );
}
