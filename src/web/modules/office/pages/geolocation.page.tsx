/**
 * /geolocation: where offices are, as a list and on a map of Bangladesh; coordinates are typed in
 * English digits (SPEC.md §5) and shown in the interface's digits. Offices still without
 * coordinates can be listed on their own. Plain HTML: the map (ECharts and the country's outline)
 * loads after the list has shown, when its place comes near the screen; the coordinates dialog
 * brings the UI kit when first opened (office-parts.tsx).
 */
import { EditOutlined } from '@ant-design/icons';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSummary } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { localDigits } from '../../../lib/format';
import { useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficeFilters, type OfficeFilterValues, useOfficeFilters } from '../components/office-filters';
import { LocationFormPart } from '../components/office-parts';
import { useOffices } from '../office.api';

const OfficeMap = lazy(() => import('../components/office-map').then((map) => ({ default: map.OfficeMap })));

type Located = '' | 'yes' | 'no';
type Filters = OfficeFilterValues & { located?: Located };

/** The map's box and buttons, kept while the map loads so the page does not jump. */
const MAP_HEIGHT = 480;

export default function GeolocationPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { paging, filters, filter, search, setSearch, query } = useOfficeFilters<Filters>(
    ['ministryId', 'officeLevelId', 'districtId', 'located'],
    { located: '' },
  );
  const [editing, setEditing] = useState<OfficeSummary | null>(null);
  const offices = useOffices(query);
  const pagination = useTablePagination(paging, offices.data?.total, 'office:totalOffices');

  const columns: DataColumns<OfficeSummary> = [
    { title: t('officeName'), key: 'name', render: (_, office) => nameOf(office, lang) },
    { title: t('district'), key: 'district', render: (_, office) => nameOf(office.district, lang) },
    // Typed in English digits (SPEC.md §5), read in the interface's digits.
    {
      title: t('latitude'),
      dataIndex: 'latitude',
      render: (value: string | null) => value && localDigits(value, lang),
    },
    {
      title: t('longitude'),
      dataIndex: 'longitude',
      render: (value: string | null) => value && localDigits(value, lang),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, office) => (
        <div className="cell-actions">
          {office.latitude && office.longitude && (
            <a
              href={`https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=15/${office.latitude}/${office.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('openMap')}
            </a>
          )}
          {canManageOffice(subject, office.id) && (
            <button
              type="button"
              className="icon-button"
              aria-label={`${t('editLocation')} ${nameOf(office, lang)}`}
              onClick={() => setEditing(office)}
            >
              <EditOutlined />
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel title={t('geolocation')}>
      <OfficeFilters search={search} onSearch={setSearch} filters={filters} filter={filter}>
        <div className="filter-row-wide scope-switch">
          <OptionGroup<Located>
            legend={t('place')}
            value={filters.located ?? ''}
            onChange={filter('located')}
            options={[
              { value: '', label: t('allOffices') },
              { value: 'yes', label: t('located') },
              { value: 'no', label: t('notLocated') },
            ]}
          />
        </div>
      </OfficeFilters>
      <div className="split-panels geolocation-panels">
        <DataTable<OfficeSummary>
          label={t('geolocation')}
          rowKey="id"
          columns={columns}
          dataSource={offices.data?.items}
          loading={offices.isFetching}
          locale={{ emptyText: t('common:noData') }}
          pagination={pagination}
        />
        {/* The map draws the listed offices, so it waits for the list; then for its place on screen. */}
        <WhenVisible minHeight={MAP_HEIGHT}>
          {offices.data && <OfficeMap offices={offices.data.items} />}
        </WhenVisible>
      </div>
      <LocationFormPart office={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
