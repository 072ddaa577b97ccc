/** /office-setup/office-list: every office, searched and filtered on the server (ministry, level, district), with an Excel export. */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficeSummary } from '../../../../common/contracts/office.contract';
import { OFFICE_PATHS } from '../../../../common/contracts/office.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { RowActions } from '../../../components/row-actions';
import { localDigits } from '../../../lib/format';
import { useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficeFilters, type OfficeFilterValues, useOfficeFilters } from '../components/office-filters';
import { officeApi, useOfficeMutation, useOffices } from '../office.api';

export default function OfficeListPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { paging, filters, filter, search, setSearch, query } = useOfficeFilters<OfficeFilterValues>([
    'ministryId',
    'officeLevelId',
    'districtId',
  ]);
  const offices = useOffices(query);
  const pagination = useTablePagination(paging, offices.data?.total, 'office:totalOffices');
  const remove = useOfficeMutation(officeApi.deleteOffice);

  // Five columns fit an office desktop (1366 px) beside the menu; the actions stay in view at the
  // right edge when a narrower screen scrolls the table.
  const columns: DataColumns<OfficeSummary> = [
    {
      title: t('officeName'),
      key: 'name',
      width: 300,
      render: (_, office) => (
        <div className="cell-lines">
          <strong>{nameOf(office, lang)}</strong>
          <span className="text-secondary">{lang === 'en' ? office.nameBn : office.nameEn}</span>
          {office.parentOffice && (
            <span className="text-secondary">
              {t('parentOffice')}: {nameOf(office.parentOffice, lang)}
            </span>
          )}
        </div>
      ),
    },
    {
      title: `${t('officeLevel')} / ${t('ministry')}`,
      key: 'level',
      width: 200,
      render: (_, office) => (
        <div className="cell-lines">
          <span>{nameOf(office.level, lang)}</span>
          <span className="text-secondary">{nameOf(office.ministry, lang)}</span>
        </div>
      ),
    },
    {
      title: t('place'),
      key: 'place',
      width: 150,
      render: (_, office) =>
        [nameOf(office.upazila, lang), nameOf(office.district, lang)].filter(Boolean).join(', '),
    },
    {
      title: t('contact'),
      key: 'contact',
      render: (_, office) => (
        <div className="cell-lines">
          {office.phone && <span>{localDigits(office.phone, lang)}</span>}
          {office.email && <span className="text-break">{office.email}</span>}
        </div>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, office) => {
        const links = (
          <>
            <Link to={`/office-setup/office-sections?officeId=${office.id}`}>{t('sections')}</Link>
            <Link to={`/office-setup/office-structure?officeId=${office.id}`}>{t('organogram')}</Link>
          </>
        );
        if (!subject.isSuperAdmin) return <div className="cell-actions">{links}</div>;
        // The office is changed on its own page (new-office), so its edit is a link, not a dialog.
        return (
          <RowActions
            name={nameOf(office, lang)}
            onDelete={() => remove.mutateAsync(office.id)}
            deletedText={t('deleted')}
          >
            {links}
            <Link
              to={`/office-setup/new-office?id=${office.id}`}
              aria-label={`${t('common:edit')} ${nameOf(office, lang)}`}
            >
              <EditOutlined />
            </Link>
          </RowActions>
        );
      },
    },
  ];

  return (
    <Panel
      title={t('officeList')}
      extra={
        <div className="panel-actions">
          {/* The file holds what the table would show across all its pages: same search, same filters. */}
          <ExcelButton
            path={withQuery(OFFICE_PATHS.officesExport, { search, ...filters })}
            file="offices"
            label={t('exportExcel')}
          />
          {subject.isSuperAdmin && (
            <Link to="/office-setup/new-office" className="action-button primary">
              <PlusOutlined />
              {t('newOffice')}
            </Link>
          )}
        </div>
      }
    >
      <OfficeFilters search={search} onSearch={setSearch} filters={filters} filter={filter} />
      <DataTable<OfficeSummary>
        label={t('officeList')}
        rowKey="id"
        columns={columns}
        dataSource={offices.data?.items}
        loading={offices.isFetching}
        locale={{ emptyText: t('common:noData') }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
    </Panel>
  );
}
