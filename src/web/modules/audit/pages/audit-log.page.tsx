/**
 * /audit-log: who changed what, when, from which desk, newest first. The super admin reads every
 * office, an office admin the own office. Filters by person, office, module, action and dates live
 * in the address; each row opens to the fields it changed (personal fields masked by the server).
 * Plain HTML: the trail has no form, and its filters are the browser's own controls.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_MODULE_NAMES, auditActionName, auditModuleName } from '../../../../common/audit.labels';
import type { AuditEntry } from '../../../../common/contracts/audit.contract';
import { AUDIT_ACTIONS, AUDIT_MODULE_IDS, AUDIT_PATHS } from '../../../../common/contracts/audit.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter, DateFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
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
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const list = useAuditLog({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const capped = list.data?.capped ?? false;
  const pagination = useTablePagination(
    paging,
    list.data?.total,
    capped ? 'audit:totalCapped' : 'audit:total',
  );

  const columns: DataColumns<AuditEntry> = [
    {
      title: t('time'),
      key: 'at',
      width: 120,
      render: (_, item) => (
        <div className="cell-lines">
          <span>{formatDate(item.at, lang)}</span>
          <span className="text-secondary">{timeOf(item.at, lang)}</span>
        </div>
      ),
    },
    {
      title: t('person'),
      key: 'person',
      width: 220,
      render: (_, item) => (
        <div className="cell-lines">
          <span>
            {item.person ? nameOf(item.person, lang) : t('system')}
            {item.actingChargeId !== null && ` (${t('asActing')})`}
          </span>
          {item.desk?.designation && (
            <span className="text-secondary">{nameOf(item.desk.designation, lang)}</span>
          )}
          {item.office && <span className="text-secondary">{nameOf(item.office, lang)}</span>}
        </div>
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
        <ExcelButton
          path={withQuery(AUDIT_PATHS.export, filters)}
          file="audit-trail"
          label={t('exportExcel')}
        />
      }
    >
      <p className="plain-note info" style={{ margin: '0 0 16px' }}>
        {session.isSuperAdmin ? t('readOnly') : `${t('ownOfficeOnly')} ${t('readOnly')}`}
      </p>
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox
          key={filters.person ?? ''}
          initial={filters.person}
          placeholder={t('personSearch')}
          onSearch={(value) => setFilter('person', value)}
        />
        {session.isSuperAdmin && (
          <OptionSelect
            kind="offices"
            aria-label={t('office')}
            placeholder={t('allOffices')}
            value={filters.officeId ? Number(filters.officeId) : null}
            onChange={(value) => setFilter('officeId', value)}
          />
        )}
        <ChoiceFilter
          label={t('module')}
          all={t('allModules')}
          value={filters.module}
          options={AUDIT_MODULE_IDS.map((value) => ({ value, label: AUDIT_MODULE_NAMES[value][lang] }))}
          onChange={(value) => setFilter('module', value)}
        />
        <ChoiceFilter
          label={t('action')}
          all={t('allActions')}
          value={filters.action}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: auditActionName(value, lang) }))}
          onChange={(value) => setFilter('action', value)}
        />
        <DateFilter
          label={t('startDate')}
          value={filters.from}
          onChange={(value) => setFilter('from', value)}
        />
        <DateFilter label={t('endDate')} value={filters.to} onChange={(value) => setFilter('to', value)} />
      </div>
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
        locale={{ emptyText: filtered ? t('emptyFiltered') : t('empty') }}
        pagination={pagination}
        scroll={{ x: 800 }}
      />
    </Panel>
  );
}
