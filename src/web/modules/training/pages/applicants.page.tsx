/**
 * applicant-mgt, applicants, applicant-shortlist (and the internal set), and role 34's
 * internal-applicant-batch-selection: a batch's entries ranked, filtered by status and searched by
 * name, with the decisions each state allows (shortlist with a reason, waitlist, reject, finalise
 * into a seat, naming who takes the charge of an officer's desks) and an Excel file. The shortlist
 * screen opens on the shortlisted.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  APPLICATION_STATUSES,
  type ApplicationRow,
  DECISION_FROM,
  DECISIONS,
  type Decision,
  TRAINING_PATHS,
} from '../../../../common/contracts/training.contract';
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
import { BatchSelect } from '../components/batch-select';
import { FinaliseModal } from '../components/finalise-modal';
import { useTrainingKind } from '../components/training-kind';
import { StatusTag } from '../components/training-tags';
import { useApplications, useDecide } from '../training.api';

export default function ApplicantsPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const { pathname } = useLocation();
  const shortlistScreen = pathname.includes('shortlist') || pathname.includes('batch-selection');
  const paging = usePaging();
  const { debounced, setSearch } = useDebouncedSearch();
  const [batchId, setBatchId] = useState<number>();
  const [status, setStatus] = useState<string | undefined>(shortlistScreen ? 'shortlisted' : undefined);
  const [reason, setReason] = useState('');
  const filter = { kind, batchId, status, search: debounced || undefined };
  const list = useApplications({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const decide = useDecide();
  // An officer made final is sent away: the finaliser names who takes the charge of their desks.
  const [finalising, setFinalising] = useState<ApplicationRow | null>(null);

  const act = (row: ApplicationRow, action: Decision) =>
    action === 'finalise' && row.person.userId
      ? setFinalising(row)
      : decide.mutate(
          { id: row.id, action, reason: reason.trim() || undefined },
          { onSuccess: () => toast('success', t('decided')), onError: (error) => showError(error) },
        );

  const columns = [
    {
      title: t('rank'),
      key: 'rank',
      render: (_: unknown, row: ApplicationRow) => (row.rank ? localDigits(row.rank, lang) : '—'),
    },
    {
      title: t('name'),
      key: 'name',
      render: (_: unknown, row: ApplicationRow) =>
        row.person.userId ? (
          <Link to={`/officers/view/${row.person.userId}`}>
            {lang === 'bn' ? row.person.nameBn : row.person.nameEn}
          </Link>
        ) : (
          row.person.nameBn
        ),
    },
    {
      title: t('designation'),
      key: 'designation',
      render: (_: unknown, row: ApplicationRow) => row.person.designation ?? '—',
    },
    {
      title: t('office'),
      key: 'office',
      render: (_: unknown, row: ApplicationRow) =>
        row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '—',
    },
    { title: t('batch'), key: 'batch', render: (_: unknown, row: ApplicationRow) => row.batch.nameBn },
    {
      title: t('source'),
      key: 'source',
      render: (_: unknown, row: ApplicationRow) => t(`source_${row.source}`),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_: unknown, row: ApplicationRow) => <StatusTag prefix="entry" value={row.status} />,
    },
    { title: t('reason'), dataIndex: 'reason', key: 'reason' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row: ApplicationRow) => (
        <Space wrap size={4}>
          {DECISIONS.filter((action) => DECISION_FROM[action].includes(row.status)).map((action) => (
            <Button
              key={action}
              size="small"
              type={action === 'finalise' ? 'primary' : 'default'}
              danger={action === 'reject'}
              loading={decide.isPending && decide.variables?.id === row.id}
              onClick={() => act(row, action)}
              aria-label={`${t(action)}: ${row.person.nameBn}`}
            >
              {t(action)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Panel
      title={t(shortlistScreen ? 'applicantShortlist' : 'applicants')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFile(
              withQuery(TRAINING_PATHS.applicationsExport, filter),
              'training-applicants.xlsx',
            ).catch(showError)
          }
        >
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <BatchSelect
            kind={kind}
            value={batchId}
            onChange={(id) => {
              setBatchId(id);
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
            options={APPLICATION_STATUSES.map((value) => ({ value, label: t(`entry_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={5}>
          <Input.Search
            allowClear
            aria-label={t('searchPeople')}
            placeholder={t('searchPeople')}
            onChange={(event) => {
              setSearch(event.target.value);
              paging.reset();
            }}
          />
        </Col>
        <Col xs={24} md={6}>
          <Input
            aria-label={t('reason')}
            placeholder={t('reason')}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Col>
      </Row>
      <DataTable
        label={t(shortlistScreen ? 'applicantShortlist' : 'applicants')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyApplicants')} />,
        }}
      />
      <FinaliseModal entry={finalising} onClose={() => setFinalising(null)} />
    </Panel>
  );
}
