/**
 * tour-plan (and /tour-plan): the officer's planned visits, the plans waiting at the caller's desk
 * (the controlling desk approves, sends back or rejects before the visit) and, for the office admin
 * and head, the office's plans; paged, filtered, exported to Excel. An approved plan opens its
 * inspection.
 */
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Drawer, Empty, Form, Input, Modal, Row, Select, Space, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  INSPECTION_PATHS,
  PLAN_STATUSES,
  type PlanDecision,
  type PlanSummary,
  planInputSchema,
} from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { PlanStatusTag } from '../components/inspection-tags';
import { LabLine, useLabLabel } from '../components/lab-name';
import { LabPick } from '../components/lab-pick';
import { OfficePick } from '../components/office-pick';
import { TourChargePick } from '../components/tour-charge-pick';
import { inspectionApi, useInspectionMutation, usePlan, usePlans, useTemplates } from '../inspection.api';

interface PlanValues {
  targetOfficeId: number;
  visitDate: Dayjs;
  purpose: string;
  templateId?: number;
  labId?: number;
  chargeDeskId?: number;
}

function PlanModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [form] = Form.useForm<PlanValues>();
  const templates = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const create = useInspectionMutation(inspectionApi.createPlan);
  const submit = useInspectionMutation(inspectionApi.submitPlan);
  const visitDate = Form.useWatch('visitDate', form);

  const save = async (send: boolean) => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const plan = await create.mutateAsync({ ...values, visitDate: machineDate(values.visitDate) });
      if (send) await submit.mutateAsync(plan.id);
      toast('success', send ? t('planSubmitted') : t('saved'));
      form.resetFields();
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={t('newPlan')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="draft" loading={create.isPending} onClick={() => save(false)}>
          {t('saveDraft')}
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={create.isPending || submit.isPending}
          onClick={() => save(true)}
        >
          {t('sendForApproval')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="targetOfficeId"
          label={t('officeToVisit')}
          rules={[{ required: true, message: t('validationOffice') }]}
        >
          <OfficePick aria-label={t('officeToVisit')} />
        </Form.Item>
        <Form.Item
          name="visitDate"
          label={t('visitDate')}
          rules={[{ required: true, message: t('validationDate') }]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="chargeDeskId" label={t('chargeDesk')} extra={t('chargeDeskHint')}>
          <TourChargePick source={{ visitDate: visitDate ? machineDate(visitDate) : undefined }} />
        </Form.Item>
        <Form.Item name="purpose" label={t('purpose')} rules={[zodRule(planInputSchema.shape.purpose)]}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item name="labId" label={t('labVisited')} extra={t('labVisitedHelp')}>
          <LabPick aria-label={t('labVisited')} />
        </Form.Item>
        <Form.Item name="templateId" label={t('checklist')} extra={t('checklistDefault')}>
          <Select
            allowClear
            options={(templates.data?.items ?? []).map((row) => ({
              value: row.id,
              label: nameOf(row, lang),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PlanDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const navigate = useNavigate();
  const labLabel = useLabLabel();
  const plan = usePlan(id);
  const [note, setNote] = useState('');
  const [chargeDeskId, setChargeDeskId] = useState<number | undefined>();
  const decide = useInspectionMutation(inspectionApi.decidePlan);
  const submit = useInspectionMutation(inspectionApi.submitPlan);
  const cancel = useInspectionMutation(inspectionApi.cancelPlan);
  const data = plan.data;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast('success', done);
      setNote('');
    } catch (error) {
      showError(error);
    }
  };
  const decideAs = (action: PlanDecision) => {
    // The approver's changed choice of who takes the charge goes with the approval only.
    const changed =
      action === 'approve' && chargeDeskId && chargeDeskId !== data?.chargeDesk?.deskId
        ? { chargeDeskId }
        : {};
    return act(
      () => decide.mutateAsync({ id: id ?? 0, action, note: note || undefined, ...changed }),
      t(`decided_${action}`),
    );
  };
  const deskOf = (desk: NonNullable<typeof data>['chargeDesk']) =>
    desk
      ? `${lang === 'en' ? desk.labelEn : desk.labelBn}${desk.holder ? ` — ${nameOf(desk.holder, lang)}` : ''}`
      : '—';

  return (
    <Drawer open={id !== null} onClose={onClose} title={t('tourPlan')} size={520}>
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('planNo')}>#{localDigits(data.id, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <PlanStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('inspector')}>{nameOf(data.inspector, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('officeToVisit')}>
              {nameOf(data.targetOffice, lang)}
            </Descriptions.Item>
            {data.lab && <Descriptions.Item label={t('labVisited')}>{labLabel(data.lab)}</Descriptions.Item>}
            <Descriptions.Item label={t('visitDate')}>{formatDate(data.visitDate, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('purpose')}>{data.purpose}</Descriptions.Item>
            <Descriptions.Item label={t('checklist')}>
              {data.template ? nameOf(data.template, lang) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('approverDesk')}>
              {(lang === 'en' ? data.approverDeskLabelEn : data.approverDeskLabelBn) ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('chargeDesk')}>{deskOf(data.chargeDesk)}</Descriptions.Item>
            {data.decisionNote && (
              <Descriptions.Item label={t('decisionNote')}>{data.decisionNote}</Descriptions.Item>
            )}
          </Descriptions>
          {data.can.decide && (
            <>
              <Form layout="vertical" component="div">
                <Form.Item label={t('chargeDesk')} extra={t('chargeConfirmHint')}>
                  <TourChargePick
                    source={{ planId: data.id }}
                    named={data.chargeDesk}
                    value={chargeDeskId ?? data.chargeDesk?.deskId}
                    onChange={setChargeDeskId}
                  />
                </Form.Item>
              </Form>
              <Input.TextArea
                aria-label={t('decisionNote')}
                placeholder={t('decisionNoteHint')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={1000}
              />
              <Space wrap>
                <Button type="primary" loading={decide.isPending} onClick={() => decideAs('approve')}>
                  {t('approve')}
                </Button>
                <Button onClick={() => decideAs('return')}>{t('sendBack')}</Button>
                <Button danger onClick={() => decideAs('reject')}>
                  {t('reject')}
                </Button>
              </Space>
            </>
          )}
          <Space wrap>
            {data.can.submit && (
              <Button
                type="primary"
                onClick={() => act(() => submit.mutateAsync(data.id), t('planSubmitted'))}
              >
                {t('sendForApproval')}
              </Button>
            )}
            {data.can.cancel && (
              <Button danger onClick={() => act(() => cancel.mutateAsync(data.id), t('planCancelled'))}>
                {t('cancelPlan')}
              </Button>
            )}
            {data.can.inspect && (
              <Button type="primary" onClick={() => navigate(`/inspection-mgt/inspection/${data.id}/edit`)}>
                {data.inspectionId ? t('openInspection') : t('startInspection')}
              </Button>
            )}
            {!data.can.inspect && data.inspectionId && (
              <Button onClick={() => navigate(`/inspection-mgt/inspection/${data.id}`)}>
                {t('openInspection')}
              </Button>
            )}
          </Space>
        </Space>
      )}
    </Drawer>
  );
}

export default function TourPlanPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const role = useSubject().activeRole;
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') ?? 'own';
  const status = params.get('status') ?? undefined;
  const paging = usePaging();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const filters = { scope, status, search: paging.search || undefined };
  const list = usePlans({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const officeView = role.IsOfficeAdmin || role.IsOfficeHead;

  const set = (key: string, value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    paging.reset();
  };

  const columns: DataColumns<PlanSummary> = [
    {
      title: t('planNo'),
      key: 'id',
      width: 90,
      render: (_, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(row.id)}>
          #{localDigits(row.id, lang)}
        </Button>
      ),
    },
    { title: t('visitDate'), key: 'date', width: 120, render: (_, row) => formatDate(row.visitDate, lang) },
    {
      title: t('officeToVisit'),
      key: 'office',
      width: 240,
      render: (_, row) => (
        <>
          {nameOf(row.targetOffice, lang)}
          <LabLine lab={row.lab} />
        </>
      ),
    },
    { title: t('inspector'), key: 'inspector', width: 180, render: (_, row) => nameOf(row.inspector, lang) },
    { title: t('purpose'), key: 'purpose', width: 240, dataIndex: 'purpose' },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, row) => <PlanStatusTag status={row.status} />,
    },
  ];

  return (
    <Panel
      title={t('tourPlan')}
      extra={
        <Space wrap>
          <Button
            icon={<FileExcelOutlined />}
            onClick={() =>
              downloadFile(
                withQuery(INSPECTION_PATHS.plansExport, filters),
                `tour-plans-${dayjs().format('YYYY-MM-DD')}.xlsx`,
              ).catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('newPlan')}
          </Button>
        </Space>
      }
    >
      <Tabs
        className="wrapping-tabs"
        activeKey={scope}
        onChange={(key) => set('scope', key === 'own' ? undefined : key)}
        items={[
          { key: 'own', label: t('myPlans') },
          { key: 'approvals', label: t('waitingAtMyDesk') },
          ...(officeView ? [{ key: 'office', label: t('officePlans') }] : []),
        ]}
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={10}>
          <Input.Search
            allowClear
            placeholder={t('searchPlan')}
            aria-label={t('searchPlan')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            allowClear
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            style={{ width: '100%' }}
            value={status}
            onChange={(value) => set('status', value)}
            options={PLAN_STATUSES.map((value) => ({ value, label: t(`plan_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable
        label={t('tourPlan')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyPlans')} /> }}
        scroll={{ x: 1020 }}
      />
      <PlanModal open={adding} onClose={() => setAdding(false)} />
      <PlanDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
