/**
 * /leaveapplications: the officer's own applications, newest leave first, filtered by status and
 * type on the server, with the application form and each application in a drawer. The list is plain
 * HTML; the form and the drawer bring the UI kit when first opened (components/leave-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_STATUSES, LEAVE_TYPES } from '../../../../common/contracts/leave.paths';
import { DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailPart, LeaveFormPart } from '../components/leave-parts';
import { useOwnApplications } from '../leave.api';

const FILTER_KEYS = ['status', 'leaveType'] as const;

export default function LeaveApplicationsPage() {
  const { t } = useTranslation('leave');
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const [formOpen, setFormOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const { status, leaveType } = filters;
  const list = useOwnApplications({ page: paging.page, pageSize: paging.pageSize, status, leaveType });
  const pagination = useTablePagination(paging, list.data?.total, 'leave:total');
  const columns = useLeaveColumns({ onOpen: setOpenId, applicant: false });

  return (
    <Panel
      title={t('myApplications')}
      extra={
        <button type="button" className="action-button primary" onClick={() => setFormOpen(true)}>
          <PlusOutlined />
          {t('newApplication')}
        </button>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={status}
          options={LEAVE_STATUSES.map((value) => ({ value: value, label: t(`status_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <ChoiceFilter
          label={t('leaveType')}
          all={t('allTypes')}
          value={leaveType}
          options={LEAVE_TYPES.map((value) => ({ value: value, label: t(`type_${value}`) }))}
          onChange={(value) => setFilter('leaveType', value)}
        />
      </div>
      <DataTable
        label={t('myApplications')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: status || leaveType ? t('emptyFiltered') : t('emptyOwn') }}
        pagination={pagination}
        scroll={{ x: 760 }}
      />
      <LeaveFormPart
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(saved) => {
          setFormOpen(false);
          setOpenId(saved.id);
        }}
      />
      <LeaveDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
