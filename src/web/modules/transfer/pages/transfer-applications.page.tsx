/**
 * /transfer-applications: the officer's own transfer applications, newest first, by status, with
 * the form to apply; one application opens in a drawer (`?id=`), where it is followed, withdrawn
 * or given attachments.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ApplicationSummary, TRANSFER_STATUSES } from '../../../../common/contracts/transfer.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { ApplicationForm } from '../components/application-form';
import { ApplicationView } from '../components/application-view';
import { deskText, namesText, TransferStatusTag } from '../components/transfer-bits';
import { useOwnApplications } from '../transfer.api';

export default function TransferApplicationsPage() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [formOpen, setFormOpen] = useState(false);
  const status = params.get('status') ?? undefined;
  const openId = Number(params.get('id')) || null;
  const list = useOwnApplications({ page: paging.page, pageSize: paging.pageSize, status });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:total');

  const setParam = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    if (key !== 'id') paging.reset();
  };

  const columns: DataColumns<ApplicationSummary> = [
    {
      title: t('applicationNo'),
      key: 'id',
      width: 100,
      render: (_, item) => (
        <Button type="link" onClick={() => setParam('id', item.id)} style={{ padding: 0 }}>
          #{localDigits(item.id, lang)}
        </Button>
      ),
    },
    {
      title: t('currentPost'),
      key: 'from',
      width: 260,
      render: (_, item) => deskText(item.from, lang),
    },
    {
      title: t('preferredOffices'),
      key: 'preferences',
      width: 260,
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text>{namesText(item.preferredOffices, lang)}</Typography.Text>
          <Typography.Text type="secondary">{namesText(item.preferredDistricts, lang)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('appliedOn'),
      key: 'createdAt',
      width: 120,
      render: (_, item) => formatDate(item.createdAt, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, item) => <TransferStatusTag status={item.status} />,
    },
  ];

  return (
    <Panel
      title={t('myApplications')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
          {t('newApplication')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={10}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status ? Number(status) : undefined}
            onChange={(value) => setParam('status', value)}
            options={TRANSFER_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable<ApplicationSummary>
        label={t('myApplications')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={status ? t('emptyFiltered') : t('emptyOwn')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
      <ApplicationForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onApplied={(application) => {
          setFormOpen(false);
          setParam('id', application.id);
        }}
      />
      <ApplicationView id={openId} onClose={() => setParam('id', null)} />
    </Panel>
  );
}
