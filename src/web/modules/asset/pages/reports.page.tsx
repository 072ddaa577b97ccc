/**
 * /emp-asset-mgt/reports: the compliance report. Offices in the caller's scope with their officers
 * and how many have filed and been accepted in the chosen fiscal year, searched by office name and
 * exported to Excel; `?officeId=` opens one office's officers, filtered to those who have or have
 * not filed. It names who has filed, never what a statement declares. Plain HTML, its filters in
 * the address; the reminder asks with the plain confirmation.
 */
import { useTranslation } from 'react-i18next';
import type { ComplianceRow, OfficerFiling } from '../../../../common/contracts/asset.contract';
import {
  ASSET_PATHS,
  OFFICER_FILINGS,
  type OfficerFilingFilter,
} from '../../../../common/contracts/asset.paths';
import { nameOf } from '../../../../common/labels';
import { canSendAssetReminders, isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { fiscalYearOf, formatDate, formatNumber } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useCompliance, useOfficerFilings } from '../asset.api';
import { FiscalYearSelect } from '../components/fiscal-year-select';
import { RemindButton } from '../components/remind-button';
import { StatusTag } from '../components/status-tag';

function Officers({
  officeId,
  fiscalYear,
  filing,
  onFiling,
}: {
  officeId: number;
  fiscalYear: string;
  filing: OfficerFilingFilter;
  onFiling: (value: OfficerFilingFilter) => void;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const paging = usePaging();
  const list = useOfficerFilings(officeId, {
    fiscalYear,
    filing,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const columns: DataColumns<OfficerFiling> = [
    { title: t('declarant'), key: 'name', width: 220, render: (_, row) => nameOf(row, lang) },
    {
      title: t('designation'),
      key: 'designation',
      width: 220,
      render: (_, row) => nameOf(row.designation, lang),
    },
    { title: t('status'), key: 'status', width: 200, render: (_, row) => <StatusTag status={row.status} /> },
    {
      title: t('submittedAt'),
      key: 'submittedAt',
      width: 140,
      render: (_, row) => (row.submittedAt ? formatDate(row.submittedAt, lang) : '—'),
    },
  ];
  return (
    <div className="page-stack">
      <OptionGroup
        legend={t('status')}
        value={filing}
        onChange={(value) => {
          onFiling(value);
          paging.reset();
        }}
        options={OFFICER_FILINGS.map((value) => ({ value, label: t(value) }))}
      />
      <DataTable
        label={t('officers')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noData') }}
      />
    </div>
  );
}

export default function AssetReportsPage() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const paging = usePaging();
  // The office chosen and its officers' filing change the panel below the list, not the list's page.
  const { params, filters, setFilter } = useFilterParams(
    ['fiscalYear', 'search', 'officeId', 'filing'],
    (changed) => {
      if (changed.includes('fiscalYear') || changed.includes('search')) paging.reset();
    },
  );
  const current = fiscalYearOf(new Date());
  const fiscalYear = params.get('fiscalYear') ?? current;
  const search = filters.search;
  const officeId = Number(filters.officeId) || null;
  const filing = OFFICER_FILINGS.find((value) => value === filters.filing) ?? 'all';
  const list = useCompliance({ fiscalYear, search, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const chosen = list.data?.items.find((row) => row.office.id === officeId);
  const subject = useSubject();
  // The office admin reminds their own office's officers; app admins any office's. The office may
  // be on another page of the list: then its count is unknown and the server counts for itself.
  const mayRemind =
    officeId !== null &&
    (chosen === undefined || chosen.notFiled > 0) &&
    canSendAssetReminders(subject) &&
    (isAppAdmin(subject) || subject.activeRole.OfficeId === officeId);

  const number = (value: number) => formatNumber(value, lang);
  const columns: DataColumns<ComplianceRow> = [
    {
      title: t('office'),
      key: 'office',
      width: 300,
      render: (_, row) => (
        <button
          type="button"
          className="link-button"
          style={{ whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setFilter('officeId', row.office.id)}
        >
          {nameOf(row.office, lang)}
        </button>
      ),
    },
    {
      title: t('officers'),
      key: 'officers',
      align: 'right',
      width: 110,
      render: (_, row) => number(row.officers),
    },
    { title: t('filed'), key: 'filed', align: 'right', width: 130, render: (_, row) => number(row.filed) },
    {
      title: t('status_accepted'),
      key: 'accepted',
      align: 'right',
      width: 110,
      render: (_, row) => number(row.accepted),
    },
    {
      title: t('notFiled'),
      key: 'notFiled',
      align: 'right',
      width: 130,
      render: (_, row) => number(row.notFiled),
    },
  ];
  return (
    <div className="page-stack">
      <Panel
        title={t('compliance')}
        extra={
          <div className="panel-actions">
            <FiscalYearSelect
              current={current}
              value={fiscalYear}
              onChange={(value) => setFilter('fiscalYear', value)}
            />
            <ExcelButton
              path={withQuery(ASSET_PATHS.complianceExport, { fiscalYear, search })}
              file={`asset-compliance-${fiscalYear}`}
              label={t('exportExcel')}
            />
          </div>
        }
      >
        <div className="filter-row" style={{ maxWidth: 420 }}>
          <SearchBox
            key={search ?? ''}
            initial={search}
            placeholder={t('searchOffice')}
            onSearch={(value) => setFilter('search', value)}
          />
        </div>
        <DataTable
          label={t('compliance')}
          rowKey={(row) => row.office.id}
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('noData') }}
        />
      </Panel>
      {officeId !== null && (
        <Panel
          title={chosen ? t('whoFiled', { office: nameOf(chosen.office, lang) }) : t('officers')}
          extra={
            mayRemind && (
              <RemindButton
                officeId={officeId}
                officeName={chosen ? nameOf(chosen.office, lang) : t('thisOffice')}
                fiscalYear={fiscalYear}
              />
            )
          }
        >
          <Officers
            officeId={officeId}
            fiscalYear={fiscalYear}
            filing={filing}
            onFiling={(value) => setFilter('filing', value === 'all' ? null : value)}
          />
        </Panel>
      )}
    </div>
  );
}
