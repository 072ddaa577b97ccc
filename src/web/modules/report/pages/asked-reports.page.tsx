/**
 * /report-mgt/asked-reports: the reports the own office asks of others — defining them, assigning
 * offices, and a way to each one's office-wise view.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportDefinition } from '../../../../common/contracts/report.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { AssignmentDrawer } from '../components/assignment-drawer';
import { DefinitionForm } from '../components/definition-form';
import { useAskedReports } from '../report.api';

export default function AskedReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ReportDefinition | null | 'new'>(null);
  const [assigning, setAssigning] = useState<ReportDefinition | null>(null);
  const list = useAskedReports({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const columns: DataColumns<ReportDefinition> = [
    {
      title: t('title'),
      key: 'title',
      width: 280,
      render: (_, item) => (
        <>
          <Typography.Text strong>{lang === 'en' ? item.titleEn : item.titleBn}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{item.code}</Typography.Text>{' '}
          {!item.active && <Tag>{t('inactive')}</Tag>}
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
        <Space wrap size={4}>
          <Button size="small" onClick={() => setEditing(item)}>
            {t('editReport')}
          </Button>
          <Button size="small" onClick={() => setAssigning(item)}>
            {t('assign')}
          </Button>
          <Link to={`/report-mgt/office-wise-reports?reportId=${item.id}`}>{t('officeWiseReports')}</Link>
        </Space>
      ),
    },
  ];
  return (
    <Panel
      title={t('askedReports')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('newReport')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        style={{ marginBottom: 16 }}
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={(value) => {
          setSearch(value.trim());
          paging.reset();
        }}
      />
      <DataTable<ReportDefinition>
        label={t('askedReports')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyAsked')} /> }}
      />
      <DefinitionForm
        open={editing !== null}
        report={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <AssignmentDrawer report={assigning} onClose={() => setAssigning(null)} />
    </Panel>
  );
}
