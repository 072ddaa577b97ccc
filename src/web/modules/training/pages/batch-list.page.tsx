/**
 * traininglist and batchlist (and their internal set): the batches of the set, searched on the
 * server by name or venue, filtered by status, provider and year, with an Excel file; each batch
 * opens in a drawer with its trainers, quotas and moves (close, reopen, complete, cancel).
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Drawer, Empty, Input, Row, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BATCH_MOVES,
  BATCH_STATUSES,
  type BatchStatus,
  type BatchSummary,
  TRAINING_PATHS,
} from '../../../../common/contracts/training.contract';
import { canManageTrainingBatches } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import { StatusTag } from '../components/training-tags';
import { useBatch, useBatches, useMoveBatch, useProviders } from '../training.api';

const MOVE_LABEL: Record<BatchStatus, string> = {
  open: 'reopen',
  closed: 'close',
  completed: 'complete',
  cancelled: 'cancelBatch',
};

export default function BatchListPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const subject = useSubject();
  const paging = usePaging();
  const { debounced, setSearch } = useDebouncedSearch();
  const [status, setStatus] = useState<string>();
  const [providerOrgId, setProvider] = useState<number>();
  const [year, setYear] = useState<number>();
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { kind, status, providerOrgId, year, search: debounced || undefined };
  const list = useBatches({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const providers = useProviders();
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  const thisYear = new Date().getFullYear();

  const columns = [
    {
      title: t('batch'),
      key: 'batch',
      render: (_: unknown, row: BatchSummary) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setOpenId(row.id)}
        >
          {row.nameBn}
        </Button>
      ),
    },
    { title: t('title'), key: 'title', render: (_: unknown, row: BatchSummary) => name(row.title) },
    { title: t('provider'), key: 'provider', render: (_: unknown, row: BatchSummary) => name(row.provider) },
    {
      title: t('dates'),
      key: 'dates',
      render: (_: unknown, row: BatchSummary) =>
        `${localDigits(row.startDate, lang)} – ${localDigits(row.endDate, lang)}`,
    },
    { title: t('venue'), dataIndex: 'venue', key: 'venue' },
    {
      title: t('trainees'),
      key: 'seats',
      render: (_: unknown, row: BatchSummary) =>
        `${localDigits(row.trainees, lang)} / ${localDigits(row.seats, lang)}`,
    },
    {
      title: t('applicantsCount'),
      key: 'applicants',
      render: (_: unknown, row: BatchSummary) => localDigits(row.applicants, lang),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_: unknown, row: BatchSummary) => <StatusTag prefix="status" value={row.status} />,
    },
  ];

  return (
    <Panel
      title={t(kind === 'internal' ? 'internalTraining' : 'external')}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(TRAINING_PATHS.batchesExport, filter), 'training-batches.xlsx').catch(
                showError,
              )
            }
          >
            {t('exportExcel')}
          </Button>
          {canManageTrainingBatches(subject) && (
            <Link to={sibling('new-batch')}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('newBatch')}
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={9}>
          <Input.Search
            allowClear
            aria-label={t('searchPlaceholder')}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              paging.reset();
            }}
          />
        </Col>
        <Col xs={24} md={5}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={BATCH_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('provider')}
            placeholder={t('allProviders')}
            value={providerOrgId}
            onChange={(value) => {
              setProvider(value);
              paging.reset();
            }}
            options={(providers.data ?? []).map((item) => ({ value: item.id, label: name(item) }))}
          />
        </Col>
        <Col xs={24} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('year')}
            placeholder={t('year')}
            value={year}
            onChange={(value) => {
              setYear(value);
              paging.reset();
            }}
            options={Array.from({ length: 7 }, (_, index) => thisYear + 1 - index).map((value) => ({
              value,
              label: localDigits(value, lang),
            }))}
          />
        </Col>
      </Row>
      <DataTable
        label={t(kind === 'internal' ? 'internalTraining' : 'external')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyBatches')} /> }}
      />
      <BatchDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}

function BatchDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const subject = useSubject();
  const batch = useBatch(id);
  const move = useMoveBatch();
  const data = batch.data;
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  return (
    <Drawer open={id !== null} onClose={onClose} title={data?.nameBn} size="large" destroyOnHidden>
      {data && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('title')}>{name(data.title)}</Descriptions.Item>
            <Descriptions.Item label={t('provider')}>{name(data.provider)}</Descriptions.Item>
            <Descriptions.Item label={t('kind')}>{t(`kind_${data.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('venue')}>{data.venue}</Descriptions.Item>
            <Descriptions.Item label={t('medium')}>{t(`medium_${data.medium}`)}</Descriptions.Item>
            <Descriptions.Item label={t('dates')}>
              {localDigits(data.startDate, lang)} – {localDigits(data.endDate, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('trainees')}>
              {localDigits(data.trainees, lang)} / {localDigits(data.seats, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <StatusTag prefix="status" value={data.status} />
            </Descriptions.Item>
            {data.timetable && <Descriptions.Item label={t('timetable')}>{data.timetable}</Descriptions.Item>}
            <Descriptions.Item label={t('trainers')}>
              {data.trainers.map((trainer) => name(trainer)).join(', ') || '—'}
            </Descriptions.Item>
          </Descriptions>
          {data.quotas.length > 0 && (
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey={(row) => row.office.id}
              pagination={false}
              dataSource={data.quotas}
              columns={[
                { title: t('office'), key: 'office', render: (_, row) => name(row.office) },
                { title: t('quota'), key: 'quota', render: (_, row) => localDigits(row.quota, lang) },
                { title: t('used'), key: 'used', render: (_, row) => localDigits(row.used, lang) },
              ]}
            />
          )}
          {canManageTrainingBatches(subject) && (
            <Space wrap style={{ marginTop: 16 }}>
              {(Object.keys(BATCH_MOVES) as BatchStatus[])
                .filter((to) => BATCH_MOVES[data.status].includes(to))
                .map((to) => (
                  <Button
                    key={to}
                    danger={to === 'cancelled'}
                    loading={move.isPending}
                    onClick={() =>
                      move.mutate(
                        { id: data.id, status: to },
                        {
                          onSuccess: () => toast('success', t('saved')),
                          onError: (error) => showError(error),
                        },
                      )
                    }
                  >
                    {t(MOVE_LABEL[to])}
                  </Button>
                ))}
            </Space>
          )}
        </>
      )}
    </Drawer>
  );
}
