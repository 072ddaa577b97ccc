/**
 * /leavehistory: the caller's leave (and, for the office admin and head, the whole office's) with
 * filters by status, type, period and applicant, paged on the server and exported to Excel.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LEAVE_PATHS, LEAVE_STATUSES, LEAVE_TYPES } from '../../../../common/contracts/leave.contract';
import { canSeeOfficeLeaveHistory } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useSubject } from '../../../lib/use-session';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailDrawer } from '../components/leave-detail';
import { useHistory } from '../leave.api';

const FILTER_KEYS = ['scope', 'status', 'leaveType', 'from', 'to', 'search'] as const;

export default function LeaveHistoryPage() {
  const { t } = useTranslation('leave');
  const subject = useSubject();
  const officeView = canSeeOfficeLeaveHistory(subject);
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const list = useHistory({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'leave:total');
  const columns = useLeaveColumns({ onOpen: setOpenId, applicant: filters.scope === 'office' });

  const setFilter = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    paging.reset();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(LEAVE_PATHS.historyExport, filters),
        `leave-history-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const filtered = FILTER_KEYS.some((key) => key !== 'scope' && filters[key]);
  const day = (value: string | undefined) => (value ? dayjs(value) : null);

  return (
    <Panel
      title={t('leaveHistory')}
      extra={
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {officeView && (
          <Col xs={24}>
            <Segmented
              value={filters.scope === 'office' ? 'office' : 'own'}
              onChange={(value) => setFilter('scope', value === 'office' ? 'office' : null)}
              options={[
                { value: 'own', label: t('scopeMine') },
                { value: 'office', label: t('scopeOffice') },
              ]}
            />
          </Col>
        )}
        {filters.scope === 'office' && (
          <Col xs={24} md={8}>
            <Input.Search
              key={filters.search ?? ''}
              allowClear
              defaultValue={filters.search}
              placeholder={t('searchName')}
              aria-label={t('searchName')}
              onSearch={(value) => setFilter('search', value.trim())}
            />
          </Col>
        )}
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
            options={LEAVE_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('leaveType')}
            placeholder={t('allTypes')}
            value={filters.leaveType}
            onChange={(value) => setFilter('leaveType', value)}
            options={LEAVE_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            aria-label={t('fromDate')}
            placeholder={t('fromDate')}
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={day(filters.from)}
            onChange={(value) => setFilter('from', value ? machineDate(value as Dayjs) : null)}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            aria-label={t('toDate')}
            placeholder={t('toDate')}
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={day(filters.to)}
            onChange={(value) => setFilter('to', value ? machineDate(value as Dayjs) : null)}
          />
        </Col>
      </Row>
      <DataTable
        label={t('leaveHistory')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('emptyFiltered') : t('emptyOwn')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 980 }}
      />
      <LeaveDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
