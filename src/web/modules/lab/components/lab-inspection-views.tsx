/**
 * What inspections found at labs: the inspected labs with their coordinates
 * (geolocation-lab-inspection-reports; a position opens on OpenStreetMap, so no map is loaded here),
 * and the recommendations raised at labs with a progress report for the responsible office
 * (recommendation-progress-update). Plain HTML with the search and the state in the address; the
 * progress dialog brings the UI kit when first opened (lab-parts.tsx).
 */
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDATION_STATUSES } from '../../../../common/contracts/inspection.paths';
import type { InspectedLab, LabRecommendation } from '../../../../common/contracts/lab.contract';
import type { LabType } from '../../../../common/contracts/lab.paths';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Meter } from '../../../components/meter';
import { Panel } from '../../../components/panel';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useInspectedLabs, useLabRecommendations } from '../lab.api';
import { labName } from './lab-labels';
import { ProgressDialogPart } from './lab-parts';
import { useLabFilters } from './use-lab-filters';

/** A recommendation's state in the colours the kit's tags had (open red … closed green). */
const STATUS_TONES: Record<LabRecommendation['status'], TagTone> = {
  open: 'error',
  in_progress: 'warning',
  implemented: 'info',
  closed: 'success',
};

const mapLink = (lat: string, lng: string) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

export function InspectedLabsView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const { filters, set, paging } = useLabFilters(['search']);
  const list = useInspectedLabs({ page: paging.page, pageSize: paging.pageSize, ...filters, type });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  // Coordinates stay in English digits as SPEC.md §5 writes them; the figures read in Bangla.
  const position = (lat: string | null, lng: string | null) =>
    lat && lng ? (
      <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer">
        {localDigits(`${lat}, ${lng}`, lang)}
      </a>
    ) : (
      '—'
    );
  return (
    <Panel title={title}>
      <div style={{ maxWidth: 360, marginBottom: 16 }}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('search')}
          onSearch={(value) => set('search', value)}
        />
      </div>
      <DataTable<InspectedLab>
        label={title}
        rowKey={(row) => row.lab.id}
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('noInspected') }}
        columns={[
          { title: t('institution'), key: 'lab', width: 240, render: (_, row) => labName(row.lab, lang) },
          {
            title: t('district'),
            key: 'district',
            width: 110,
            render: (_, row) => nameOf(row.district, lang),
          },
          {
            title: t('labPosition'),
            key: 'position',
            width: 200,
            render: (_, row) => position(row.latitude, row.longitude),
          },
          {
            title: t('inspectedPosition'),
            key: 'inspectedAt',
            width: 200,
            render: (_, row) => position(row.inspectedLatitude, row.inspectedLongitude),
          },
          {
            title: t('inspections'),
            key: 'count',
            width: 90,
            align: 'right',
            render: (_, row) => formatNumber(row.inspections, lang),
          },
          {
            title: t('lastVisit'),
            key: 'last',
            width: 110,
            render: (_, row) => formatDate(row.lastVisit, lang),
          },
          {
            title: t('score'),
            key: 'score',
            width: 90,
            render: (_, row) =>
              row.lastScore === null
                ? '—'
                : `${localDigits(row.lastScore, lang)}/${localDigits(row.lastMaxScore ?? 0, lang)}`,
          },
        ]}
      />
    </Panel>
  );
}

export function RecommendationUpdateView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const { filters, set, paging } = useLabFilters(['search', 'status']);
  const [reporting, setReporting] = useState<LabRecommendation | null>(null);
  const list = useLabRecommendations({ page: paging.page, pageSize: paging.pageSize, ...filters, type });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  return (
    <Panel title={title}>
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('search')}
          onSearch={(value) => set('search', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={RECOMMENDATION_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          onChange={(value) => set('status', value)}
        />
      </div>
      <DataTable<LabRecommendation>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('noRecommendations') }}
        columns={[
          { title: t('institution'), key: 'lab', width: 220, render: (_, row) => labName(row.lab, lang) },
          { title: t('recommendation'), key: 'text', width: 280, dataIndex: 'text' },
          {
            title: t('responsibleOffice'),
            key: 'office',
            width: 200,
            render: (_, row) => nameOf(row.responsibleOffice, lang),
          },
          {
            title: t('deadline'),
            key: 'deadline',
            width: 110,
            render: (_, row) => formatDate(row.deadline, lang),
          },
          {
            title: t('status'),
            key: 'status',
            width: 180,
            render: (_, row) => (
              <div>
                <Tag tone={STATUS_TONES[row.status]}>{t(`status_${row.status}`)}</Tag>
                <Meter percent={row.progress} label={t('progress')} />
              </div>
            ),
          },
          {
            title: t('reportProgress'),
            key: 'action',
            width: 130,
            render: (_, row) =>
              row.canUpdate ? (
                <button type="button" className="action-button small" onClick={() => setReporting(row)}>
                  {t('reportProgress')}
                </button>
              ) : null,
          },
        ]}
      />
      <ProgressDialogPart item={reporting} onClose={() => setReporting(null)} />
    </Panel>
  );
}
