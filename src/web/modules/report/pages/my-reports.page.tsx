/** /report-mgt/my-reports: the reports asked of the own office, the period being collected now and the desk's stages. */
import { Button, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssignedReport } from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { canManageReports } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { PermittedDesksDrawer } from '../components/permitted-desks-drawer';
import { dayText, periodText, StatusTag } from '../components/report-tags';
import { useOwnOfficeReports } from '../report.api';

export default function MyReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const manage = canManageReports(useSubject());
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [desksOf, setDesksOf] = useState<AssignedReport['report'] | null>(null);
  const list = useOwnOfficeReports({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const columns: DataColumns<AssignedReport> = [
    {
      title: t('title'),
      key: 'title',
      width: 260,
      render: (_, item) => (
        <Link to={`/report-mgt/my-report-details/${encodeURIComponent(item.report.code)}`}>
          <Typography.Text strong>
            {lang === 'en' ? item.report.titleEn : item.report.titleBn}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {item.report.code} · {t(`frequency_${item.report.frequency}`)}
          </Typography.Text>
        </Link>
      ),
    },
    {
      title: t('askingOffice'),
      key: 'owner',
      width: 200,
      render: (_, item) => nameOf(item.report.ownerOffice, lang),
    },
    {
      title: t('currentPeriod'),
      key: 'period',
      width: 170,
      render: (_, item) => (
        <>
          {periodText(item.report.frequency, item.current.fiscalYear, item.current.periodNo, lang, t)}
          <br />
          <Typography.Text type="secondary">
            {t('dueDate')}: {dayText(item.current.due, lang)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, item) => <StatusTag status={item.current.status} />,
    },
    {
      title: t('myStages'),
      key: 'stages',
      width: 200,
      render: (_, item) => (
        <Space wrap size={4}>
          {item.stages.map((stage) => (
            <Tag key={stage}>{t(`stage_${stage}`)}</Tag>
          ))}
          <Button size="small" onClick={() => setDesksOf(item.report)}>
            {t('permittedDesks')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Panel title={t('myReports')}>
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
      <DataTable<AssignedReport>
        label={t('myReports')}
        rowKey={(item) => item.report.id}
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyMine')} /> }}
      />
      <PermittedDesksDrawer report={desksOf} manage={manage} onClose={() => setDesksOf(null)} />
    </Panel>
  );
}
