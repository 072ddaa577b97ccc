/**
 * /leaveapprovals: the applications waiting at the caller's desk, oldest first, in two tabs that
 * match the dashboard's two counts (applicants of the own office, of other offices), searched by
 * applicant name and filtered by type. Each opens in a drawer with the desk's decisions.
 */
import { Col, Empty, Input, Row, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LEAVE_TYPES } from '../../../../common/contracts/leave.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useLeaveColumns } from '../components/leave-columns';
import { LeaveDetailDrawer } from '../components/leave-detail';
import { useQueue } from '../leave.api';

export default function LeaveApprovalsPage() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const scope = params.get('scope') === 'other' ? 'other' : 'own';
  const search = params.get('search') ?? undefined;
  const leaveType = params.get('leaveType') ?? undefined;
  const list = useQueue({ page: paging.page, pageSize: paging.pageSize, scope, search, leaveType });
  const otherScope = scope === 'own' ? 'other' : 'own';
  const other = useQueue({ page: 1, pageSize: 1, scope: otherScope });
  const pagination = useTablePagination(paging, list.data?.total, 'leave:total');
  const columns = useLeaveColumns({ onOpen: setOpenId, applicant: true });
  const count = (tab: 'own' | 'other') => {
    const total = tab === scope ? list.data?.total : other.data?.total;
    return total === undefined ? '' : ` (${localDigits(total, lang)})`;
  };

  const setFilter = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    paging.reset();
  };

  return (
    <Panel title={t('leaveApprovals')}>
      <Tabs
        className="wrapping-tabs"
        activeKey={scope}
        onChange={(key) => setFilter('scope', key === 'own' ? null : key)}
        items={[
          { key: 'own', label: `${t('scopeOwn')}${count('own')}` },
          { key: 'other', label: `${t('scopeOther')}${count('other')}` },
        ]}
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={14}>
          <Input.Search
            key={search ?? ''}
            allowClear
            defaultValue={search}
            placeholder={t('searchName')}
            aria-label={t('searchName')}
            onSearch={(value) => setFilter('search', value.trim())}
          />
        </Col>
        <Col xs={24} md={10}>
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
        label={t('leaveApprovals')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={search || leaveType ? t('emptyFiltered') : t('emptyQueue')}
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
