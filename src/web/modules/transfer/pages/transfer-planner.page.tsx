/**
 * /transfer-planner: the admin's transfer rounds. An open round (`?round=`) shows its transfers
 * and, while it is being planned, the approved applicants, the long-serving candidates and the
 * vacant posts of the organograms side by side; a person is given a vacant post, and carrying out
 * the round moves the postings under its office order, which prints in Bangla.
 */
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Empty, Input, Modal, Row, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type {
  ApplicationSummary,
  Candidate,
  RoundItem,
  RoundSummary,
  Vacancy,
} from '../../../../common/contracts/transfer.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { AssignModal, type AssignTarget } from '../components/assign-modal';
import { OFFICE_ORDER_ID, OfficeOrder } from '../components/office-order';
import { RoundForm } from '../components/round-form';
import { deskText } from '../components/transfer-bits';
import {
  transferApi,
  useApprovals,
  useCandidates,
  useRound,
  useRounds,
  useTransferMutation,
  useVacancies,
} from '../transfer.api';

const ITEM_COLOURS: Record<number, string | undefined> = { 1: 'blue', 2: 'green', 3: 'red' };

export default function TransferPlannerPage() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging(10);
  const [formOpen, setFormOpen] = useState(false);
  const roundId = Number(params.get('round')) || null;
  const rounds = useRounds({ page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, rounds.data?.total, 'transfer:roundsTotal');

  const openRound = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('round');
    else next.set('round', String(id));
    setParams(next, { replace: true });
  };

  const columns: DataColumns<RoundSummary> = [
    {
      title: t('roundTitle'),
      key: 'title',
      width: 220,
      render: (_, item) => (
        <Button
          type="link"
          onClick={() => openRound(item.id)}
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
        >
          {item.title}
        </Button>
      ),
    },
    { title: t('orderNo'), key: 'orderNo', width: 200, render: (_, item) => localDigits(item.orderNo, lang) },
    {
      title: t('orderDate'),
      key: 'orderDate',
      width: 120,
      render: (_, item) => formatDate(item.orderDate, lang),
    },
    {
      title: t('transfers'),
      key: 'items',
      width: 100,
      render: (_, item) => t('transfersCount', { n: localDigits(item.items, lang) }),
    },
    {
      title: t('status'),
      key: 'status',
      width: 120,
      render: (_, item) => (
        <Tag color={item.status === 2 ? 'green' : 'blue'}>{t(`roundStatus_${item.status}`)}</Tag>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={t('rounds')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
            {t('newRound')}
          </Button>
        }
      >
        <DataTable<RoundSummary>
          label={t('rounds')}
          rowKey="id"
          columns={columns}
          dataSource={rounds.data?.items}
          loading={rounds.isFetching}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyRounds')} />,
          }}
          pagination={pagination}
          scroll={{ x: 760 }}
        />
      </Panel>
      {roundId !== null ? (
        <RoundPanel id={roundId} />
      ) : (
        <Typography.Text type="secondary">{t('chooseRound')}</Typography.Text>
      )}
      <RoundForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onCreated={(round) => {
          setFormOpen(false);
          openRound(round.id);
        }}
      />
    </Space>
  );
}

function RoundPanel({ id }: { id: number }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const { modal } = App.useApp();
  const query = useRound(id);
  const remove = useTransferMutation(transferApi.removeItem);
  const execute = useTransferMutation(transferApi.execute);
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const [printing, setPrinting] = useState(false);
  const round = query.data;
  if (query.isError) return <Alert type="error" showIcon title={(query.error as Error).message} />;
  if (!round) return null;
  const planning = round.status === 1;

  const onExecute = () =>
    modal.confirm({
      title: t('confirmExecute', { title: round.title }),
      okText: t('execute'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const result = await execute.mutateAsync(round.id);
          const counts = {
            done: localDigits(result.done, lang),
            failed: localDigits(result.failed.length, lang),
          };
          toast(
            result.failed.length ? 'warning' : 'success',
            t(result.failed.length ? 'executedWithFailures' : 'executed', counts),
          );
        } catch (error) {
          showError(error);
        }
      },
    });

  const columns: ColumnsType<RoundItem> = [
    { title: t('officer'), key: 'person', width: 160, render: (_, item) => nameOf(item.person, lang) },
    { title: t('from'), key: 'from', width: 240, render: (_, item) => deskText(item.from, lang) },
    { title: t('to'), key: 'to', width: 240, render: (_, item) => deskText(item.to, lang) },
    {
      title: t('status'),
      key: 'status',
      width: 160,
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Tag color={ITEM_COLOURS[item.status]}>{t(`itemStatus_${item.status}`)}</Tag>
          {item.failure && <Typography.Text type="danger">{item.failure}</Typography.Text>}
        </Space>
      ),
    },
    ...(planning
      ? [
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_: unknown, item: RoundItem) => (
              <Button
                size="small"
                danger
                onClick={() =>
                  remove
                    .mutateAsync({ roundId: round.id, itemId: item.id })
                    .then(() => toast('success', t('removed')), showError)
                }
              >
                {t('remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={`${round.title} — ${t('orderNo')} ${localDigits(round.orderNo, lang)}, ${formatDate(round.orderDate, lang)}`}
        extra={
          <Space wrap>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => setPrinting(true)}
              disabled={round.transfers.length === 0}
            >
              {t('printOrder')}
            </Button>
            {planning && (
              <Button
                type="primary"
                onClick={onExecute}
                disabled={round.transfers.length === 0}
                loading={execute.isPending}
              >
                {t('execute')}
              </Button>
            )}
          </Space>
        }
      >
        <Table<RoundItem>
          aria-label={t('transfers')}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={round.transfers}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTransfers')} />,
          }}
          scroll={{ x: 800 }}
        />
      </Panel>
      {planning && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <ApplicantsCard onAssign={setTarget} />
          </Col>
          <Col xs={24} xl={8}>
            <CandidatesCard onAssign={setTarget} />
          </Col>
          <Col xs={24} xl={8}>
            <VacanciesCard />
          </Col>
        </Row>
      )}
      <AssignModal roundId={round.id} target={target} onClose={() => setTarget(null)} />
      <Modal
        open={printing}
        title={t('printOrder')}
        width={820}
        okText={t('printOrder')}
        cancelText={t('cancel')}
        onOk={() => printElement(OFFICE_ORDER_ID)}
        onCancel={() => setPrinting(false)}
      >
        <OfficeOrder round={round} />
      </Modal>
    </Space>
  );
}

function SmallSearch({ placeholder, onSearch }: { placeholder: string; onSearch: (value: string) => void }) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      aria-label={placeholder}
      onSearch={(value) => onSearch(value.trim())}
      style={{ marginBottom: 8 }}
    />
  );
}

function ApplicantsCard({ onAssign }: { onAssign: (target: AssignTarget) => void }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  const list = useApprovals({
    status: 2,
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:total');
  const columns: DataColumns<ApplicationSummary> = [
    {
      title: t('applicant'),
      key: 'applicant',
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong>{nameOf(item.applicant, lang)}</Typography.Text>
          <Typography.Text type="secondary">{deskText(item.from, lang)}</Typography.Text>
          <Button
            size="small"
            onClick={() => onAssign({ name: nameOf(item.applicant, lang), applicationId: item.id })}
          >
            {t('assign')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Panel title={t('approvedApplicants')} size="small">
      <SmallSearch placeholder={t('searchCandidate')} onSearch={paging.setSearch} />
      <DataTable<ApplicationSummary>
        label={t('approvedApplicants')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noApplicants')} /> }}
        pagination={{ ...pagination, simple: true, showSizeChanger: false }}
      />
    </Panel>
  );
}

function CandidatesCard({ onAssign }: { onAssign: (target: AssignTarget) => void }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  const list = useCandidates({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:candidatesTotal');
  const columns: DataColumns<Candidate> = [
    {
      title: t('officer'),
      key: 'person',
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong>{nameOf(item.person, lang)}</Typography.Text>
          <Typography.Text type="secondary">{deskText(item.desk, lang)}</Typography.Text>
          {item.joinedOn && (
            <Typography.Text type="secondary">
              {t('joinedOn')}: {formatDate(item.joinedOn, lang)}
            </Typography.Text>
          )}
          <Button
            size="small"
            onClick={() =>
              onAssign(
                item.applicationId
                  ? { name: nameOf(item.person, lang), applicationId: item.applicationId }
                  : { name: nameOf(item.person, lang), userRoleId: item.userRoleId },
              )
            }
          >
            {t('assign')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Panel
      title={t('candidates')}
      size="small"
      extra={<Typography.Text type="secondary">{t('candidatesHint')}</Typography.Text>}
    >
      <SmallSearch placeholder={t('searchCandidate')} onSearch={paging.setSearch} />
      <DataTable<Candidate>
        label={t('candidates')}
        rowKey="userRoleId"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noCandidates')} /> }}
        pagination={{ ...pagination, simple: true, showSizeChanger: false }}
      />
    </Panel>
  );
}

function VacanciesCard() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  const list = useVacancies({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:vacanciesTotal');
  const columns: DataColumns<Vacancy> = [
    {
      title: t('vacancies'),
      key: 'desk',
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text>{deskText(item, lang)}</Typography.Text>
          {item.plannedInRound && (
            <Tag color="gold">{t('plannedIn', { id: localDigits(item.plannedInRound, lang) })}</Tag>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Panel title={t('vacancies')} size="small">
      <SmallSearch placeholder={t('searchVacancy')} onSearch={paging.setSearch} />
      <DataTable<Vacancy>
        label={t('vacancies')}
        rowKey="deskId"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noVacancies')} /> }}
        pagination={{ ...pagination, simple: true, showSizeChanger: false }}
      />
    </Panel>
  );
}
