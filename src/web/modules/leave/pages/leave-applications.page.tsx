/**
 * /leaveapplications: the officer's own applications, newest leave first, filtered by status and
 * type on the server, with the application form and each application in a drawer.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LEAVE_STATUSES, LEAVE_TYPES } from '../../../../common/contracts/leave.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailDrawer } from '../components/leave-detail';
import { LeaveForm } from '../components/leave-form';
import { useOwnApplications } from '../leave.api';

export default function LeaveApplicationsPage() {
  const { t } = useTranslation('leave');
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [formOpen, setFormOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const status = params.get('status') ?? undefined;
  const leaveType = params.get('leaveType') ?? undefined;
  const list = useOwnApplications({ page: paging.page, pageSize: paging.pageSize, status, leaveType });
  const pagination = useTablePagination(paging, list.data?.total, 'leave:total');
  const columns = useLeaveColumns({ onOpen: setOpenId, applicant: false });

  const setFilter = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    paging.reset();
  };

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
        <Col xs={24} md={12}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status}
            onChange={(value) => setFilter('status', value)}
            options={LEAVE_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('leaveType')}
            placeholder={t('allTypes')}
            value={leaveType}
            onChange={(value) => setFilter('leaveType', value)}
            options={LEAVE_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable
        label={t('myApplications')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={status || leaveType ? t('emptyFiltered') : t('emptyOwn')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 760 }}
      />
      <LeaveForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(saved) => {
          setFormOpen(false);
          setOpenId(saved.id);
        }}
      />
      <LeaveDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
