/**
 * /leaveapplications: the officer's own applications, newest leave first, filtered by status and
 * type on the server, with the application form and each application in a drawer. The list is plain
 * HTML; the form and the drawer bring the UI kit when first opened (components/leave-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LEAVE_STATUSES, LEAVE_TYPES } from '../../../../common/contracts/leave.paths';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailPart, LeaveFormPart } from '../components/leave-parts';
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
        <button type="button" className="action-button primary" onClick={() => setFormOpen(true)}>
          <PlusOutlined />
          {t('newApplication')}
        </button>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <select
          className="plain-select"
          aria-label={t('status')}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <option value="">{t('allStatuses')}</option>
          {LEAVE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status_${value}`)}
            </option>
          ))}
        </select>
        <select
          className="plain-select"
          aria-label={t('leaveType')}
          value={leaveType ?? ''}
          onChange={(event) => setFilter('leaveType', event.target.value)}
        >
          <option value="">{t('allTypes')}</option>
          {LEAVE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`type_${value}`)}
            </option>
          ))}
        </select>
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
