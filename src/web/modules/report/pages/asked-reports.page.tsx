/**
 * /report-mgt/asked-reports: the reports the own office asks of others — defining them, assigning
 * offices, and a way to each one's office-wise view. Plain HTML: the definition form and the
 * offices' drawer bring the UI kit when first opened (components/report-parts.tsx). The search lives
 * in the address.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportDefinition } from '../../../../common/contracts/report.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { AssignmentDrawerPart, DefinitionFormPart } from '../components/report-parts';
import { useAskedReports } from '../report.api';

export default function AskedReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['search'], paging.reset);
  const search = filters.search ?? '';
  const [editing, setEditing] = useState<ReportDefinition | null | 'new'>(null);
  const [assigning, setAssigning] = useState<ReportDefinition | null>(null);
  const list = useAskedReports({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const onSearch = (value: string) => setFilter('search', value);
  const columns: DataColumns<ReportDefinition> = [
    {
      title: t('title'),
      key: 'title',
      width: 280,
      render: (_, item) => (
        <>
          <strong>{lang === 'en' ? item.titleEn : item.titleBn}</strong>
          <br />
          <span className="text-secondary">{item.code}</span> {!item.active && <Tag>{t('inactive')}</Tag>}
        </>
      ),
    },
    {
      title: t('frequency'),
      key: 'frequency',
      width: 110,
      render: (_, item) => t(`frequency_${item.frequency}`),
    },
    { title: t('dueDayShort'), key: 'due', width: 90, render: (_, item) => localDigits(item.dueDay, lang) },
    {
      title: t('assignedOffices'),
      key: 'offices',
      width: 110,
      render: (_, item) => formatNumber(item.assignedOffices, lang),
    },
    {
      title: '',
      key: 'actions',
      width: 300,
      render: (_, item) => (
        <div className="cell-actions">
          <button type="button" className="link-button" onClick={() => setEditing(item)}>
            {t('editReport')}
          </button>
          <button type="button" className="link-button" onClick={() => setAssigning(item)}>
            {t('assign')}
          </button>
          <Link to={`/report-mgt/office-wise-reports?reportId=${item.id}`}>{t('officeWiseReports')}</Link>
        </div>
      ),
    },
  ];
  return (
    <Panel
      title={t('askedReports')}
      extra={
        <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
          <PlusOutlined />
          {t('newReport')}
        </button>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox key={search} initial={search} placeholder={t('search')} onSearch={onSearch} />
      </div>
      <DataTable<ReportDefinition>
        label={t('askedReports')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('emptyAsked') }}
      />
      <DefinitionFormPart
        open={editing !== null}
        report={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <AssignmentDrawerPart report={assigning} onClose={() => setAssigning(null)} />
    </Panel>
  );
}
