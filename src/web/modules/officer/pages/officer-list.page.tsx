/**
 * /officers: the SPEC.md §3 columns (name; designation and office; district and upazila; profile
 * progress; mobile and email; account creation date), searched and filtered on the server, with an
 * Excel export and an Excel import of an office's staff. App admins see every office (and choose
 * one); an office admin the own office.
 */
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficerSummary } from '../../../../common/contracts/officer.contract';
import { COUNT_CAP, OFFICER_PATHS, POSTING_STATES } from '../../../../common/contracts/officer.paths';
import { nameOf } from '../../../../common/labels';
import { isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Meter } from '../../../components/meter';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { formatDate, localDigits } from '../../../lib/format';
import { useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficeFilters, useOfficeFilters } from '../../office/components/office-filters';
import { OfficerImport } from '../components/officer-import-button';
import { useOfficers } from '../officer.api';

type Filters = {
  officeId?: number | null;
  roleId?: number | null;
  districtId?: number | null;
  state?: string | null;
  sort?: string;
};

export default function OfficerListPage() {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const subject = useSubject();
  const appAdmin = isAppAdmin(subject);
  const { paging, filters, filter, search, setSearch, query } = useOfficeFilters<Filters>(
    ['officeId', 'roleId', 'districtId', 'state', 'sort'],
    { sort: 'newest' },
  );
  const officers = useOfficers(query);
  const capped = officers.data?.totalIsCapped ?? false;
  const pagination = useTablePagination(
    paging,
    officers.data?.total,
    capped ? 'officer:moreThan' : 'officer:totalOfficers',
  );

  const { page: _page, pageSize: _size, ...exportFilters } = query;

  const columns: DataColumns<OfficerSummary> = [
    {
      title: t('name'),
      key: 'name',
      width: 200,
      render: (_, officer) => (
        <div className="cell-lines">
          <Link to={`/officers/view/${officer.userId}`}>
            <strong>{lang === 'en' ? officer.nameEn : officer.nameBn}</strong>
          </Link>
          <span className="text-secondary">{lang === 'en' ? officer.nameBn : officer.nameEn}</span>
        </div>
      ),
    },
    {
      title: t('designationOffice'),
      key: 'post',
      width: 240,
      render: (_, officer) => (
        <div className="cell-lines">
          <span>{officer.role ? nameOf(officer.role, lang) : t('nonPosted')}</span>
          {officer.acting && (
            <Tag tone="purple">
              {t('common:postActing', {
                name: lang === 'en' ? officer.acting.roleEn : officer.acting.roleBn,
                from: formatDate(officer.acting.fromDate, lang),
                to: formatDate(officer.acting.toDate, lang),
              })}
            </Tag>
          )}
          <span className="text-secondary">{nameOf(officer.office, lang)}</span>
          {officer.attachedOffice && (
            <span className="text-secondary">
              {t('attachedTo', { office: nameOf(officer.attachedOffice, lang) })}
            </span>
          )}
        </div>
      ),
    },
    {
      title: t('districtUpazila'),
      key: 'place',
      width: 150,
      render: (_, officer) =>
        [nameOf(officer.upazila, lang), nameOf(officer.district, lang)].filter(Boolean).join(', '),
    },
    {
      title: t('profileProgress'),
      key: 'progress',
      width: 110,
      render: (_, officer) => <Meter percent={officer.progress} label={t('profileProgress')} />,
    },
    {
      title: t('mobileEmail'),
      key: 'contact',
      render: (_, officer) => (
        <div className="cell-lines">
          {officer.mobile && <span>{localDigits(officer.mobile, lang)}</span>}
          <span className="text-break">{officer.email}</span>
        </div>
      ),
    },
    {
      title: t('accountCreated'),
      key: 'created',
      width: 120,
      render: (_, officer) => formatDate(officer.createdAt, lang),
    },
  ];

  return (
    <Panel
      title={t('officers')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(OFFICER_PATHS.export, exportFilters)}
            file="officers"
            label={t('exportExcel')}
          />
          <OfficerImport />
          <Link to="/new-officer" className="action-button primary">
            <PlusOutlined />
            {t('newOfficer')}
          </Link>
        </div>
      }
    >
      <OfficeFilters
        search={search}
        onSearch={setSearch}
        filters={filters}
        filter={(key) => filter(key as keyof Filters)}
        show={['districtId']}
        searchPlaceholder={t('searchOfficer')}
        span={6}
      >
        {appAdmin && (
          <OptionSelect
            kind="offices"
            placeholder={t('office')}
            value={filters.officeId}
            onChange={filter('officeId')}
          />
        )}
        <OptionSelect
          kind="designations"
          placeholder={t('designation')}
          value={filters.roleId}
          onChange={filter('roleId')}
        />
        <ChoiceFilter
          label={t('state')}
          all={t('allStates')}
          value={filters.state}
          options={POSTING_STATES.map((state) => ({ value: state, label: t(state) }))}
          onChange={(value) => filter('state')(value || null)}
        />
        <select
          className="plain-select"
          aria-label={t('sortBy')}
          value={filters.sort}
          onChange={(event) => filter('sort')(event.target.value)}
        >
          <option value="newest">{t('sortNewest')}</option>
          <option value="name">{t('sortName')}</option>
        </select>
      </OfficeFilters>
      <DataTable<OfficerSummary>
        label={t('officers')}
        rowKey="userId"
        columns={columns}
        dataSource={officers.data?.items}
        loading={officers.isFetching}
        locale={{ emptyText: t('noOfficers') }}
        pagination={{
          ...pagination,
          total: Math.min(officers.data?.total ?? 0, capped ? COUNT_CAP : Number.MAX_SAFE_INTEGER),
        }}
        scroll={{ x: 1000 }}
      />
    </Panel>
  );
}
