/**
 * /transferapprovals: the deciding desk's queue (its office and the offices it controls), waiting
 * ones first by default, searched by name or reason, filtered by status, with its Excel file; an
 * application opens in a drawer where the desk approves or rejects it.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type ApplicationSummary,
  TRANSFER_PATHS,
  TRANSFER_STATUSES,
} from '../../../../common/contracts/transfer.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { ApplicationView } from '../components/application-view';
import { deskText, namesText, TransferStatusTag } from '../components/transfer-bits';
import { useApprovals } from '../transfer.api';

export default function TransferApprovalsPage() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  // Waiting applications unless the desk chooses otherwise ('all' shows every status).
  const statusParam = params.get('status') ?? '1';
  const status = statusParam === 'all' ? undefined : statusParam;
  const search = params.get('search') ?? undefined;
  const openId = Number(params.get('id')) || null;
  const filters = { status, search };
  const list = useApprovals({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:total');

  const setParam = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    if (key !== 'id') paging.reset();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(TRANSFER_PATHS.approvalsExport, filters),
        `transfer-applications-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
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
      title: t('applicant'),
      key: 'applicant',
      width: 180,
      render: (_, item) => nameOf(item.applicant, lang),
    },
    { title: t('currentPost'), key: 'from', width: 260, render: (_, item) => deskText(item.from, lang) },
    {
      title: t('preferredOffices'),
      key: 'preferences',
      width: 220,
      render: (_, item) =>
        [namesText(item.preferredOffices, lang), namesText(item.preferredDistricts, lang)]
          .filter(Boolean)
          .join('; '),
    },
    { title: t('reason'), key: 'reason', width: 240, render: (_, item) => item.reasonExcerpt },
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
      title={t('queue')}
      extra={
        <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting}>
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={14}>
          <Input.Search
            key={search ?? ''}
            allowClear
            defaultValue={search}
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => setParam('search', value.trim())}
          />
        </Col>
        <Col xs={24} md={10}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('status')}
            value={statusParam === 'all' ? 'all' : Number(statusParam)}
            onChange={(value) => setParam('status', value)}
            options={[
              { value: 'all', label: t('allStatuses') },
              ...TRANSFER_STATUSES.map((value) => ({ value, label: t(`status_${value}`) })),
            ]}
          />
        </Col>
      </Row>
      <DataTable<ApplicationSummary>
        label={t('queue')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={search || statusParam !== '1' ? t('emptyFiltered') : t('emptyQueue')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 1200 }}
      />
      <ApplicationView id={openId} onClose={() => setParam('id', null)} />
    </Panel>
  );
}
