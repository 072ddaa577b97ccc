/**
 * tour-plan (and /tour-plan): the officer's planned visits, the plans waiting at the caller's desk
 * (the controlling desk approves, sends back or rejects before the visit) and, for the office admin
 * and head, the office's plans; paged, filtered, exported to Excel. An approved plan opens its
 * inspection. The list is plain HTML, its filters in the address; the new plan's dialog and a plan's
 * drawer bring the UI kit when first opened (components/inspection-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '../../../../common/contracts/inspection.contract';
import { INSPECTION_PATHS, PLAN_STATUSES } from '../../../../common/contracts/inspection.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { PlanDrawerPart, PlanFormPart } from '../components/inspection-parts';
import { PlanStatusTag } from '../components/inspection-tags';
import { LabLine } from '../components/lab-name';
import { usePlans } from '../inspection.api';

export default function TourPlanPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const role = useSubject().activeRole;
  const paging = usePaging();
  const { filters: address, setFilter } = useFilterParams(['scope', 'status', 'search'], paging.reset);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const scope = address.scope ?? 'own';
  const filters = { ...address, scope };
  const list = usePlans({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const officeView = role.IsOfficeAdmin || role.IsOfficeHead;

  const columns: DataColumns<PlanSummary> = [
    {
      title: t('planNo'),
      key: 'id',
      width: 90,
      render: (_, row) => (
        <button type="button" className="link-button" onClick={() => setOpenId(row.id)}>
          #{localDigits(row.id, lang)}
        </button>
      ),
    },
    { title: t('visitDate'), key: 'date', width: 120, render: (_, row) => formatDate(row.visitDate, lang) },
    {
      title: t('officeToVisit'),
      key: 'office',
      width: 240,
      render: (_, row) => (
        <>
          {nameOf(row.targetOffice, lang)}
          <LabLine lab={row.lab} />
        </>
      ),
    },
    { title: t('inspector'), key: 'inspector', width: 180, render: (_, row) => nameOf(row.inspector, lang) },
    { title: t('purpose'), key: 'purpose', width: 240, dataIndex: 'purpose' },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, row) => <PlanStatusTag status={row.status} />,
    },
  ];

  return (
    <Panel
      title={t('tourPlan')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(INSPECTION_PATHS.plansExport, filters)}
            file="tour-plans"
            label={t('exportExcel')}
          />
          <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
            <PlusOutlined />
            {t('newPlan')}
          </button>
        </div>
      }
    >
      <div className="scope-switch">
        <OptionGroup
          legend={t('tourPlan')}
          value={scope}
          onChange={(key) => setFilter('scope', key === 'own' ? null : key)}
          options={[
            { value: 'own', label: t('myPlans') },
            { value: 'approvals', label: t('waitingAtMyDesk') },
            ...(officeView ? [{ value: 'office', label: t('officePlans') }] : []),
          ]}
        />
      </div>
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPlan')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={PLAN_STATUSES.map((value) => ({ value, label: t(`plan_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <DataTable
        label={t('tourPlan')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyPlans') }}
        scroll={{ x: 1020 }}
      />
      <PlanFormPart open={adding} onClose={() => setAdding(false)} />
      <PlanDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
