/**
 * One application in a drawer, as its applicant and its desks see it: the facts, the chain of desks
 * with where it is now, the trail, the documents; the applicant's edit, submit and cancel, the
 * deciding desk's decisions (send back and reject ask why), and for an approved leave the Bangla
 * sanction order to print.
 */
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Space,
  Steps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveDecision, LeaveDetail } from '../../../../common/contracts/leave.contract';
import { nameOf } from '../../../../common/labels';
import { ApiError } from '../../../lib/api';
import { useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { leaveApi, useApplication, useLeaveMutation } from '../leave.api';
import { ApprovalCharge } from './approval-charge';
import { LeaveForm } from './leave-form';
import { LeaveStatusTag } from './leave-tags';

const NEEDS_NOTE: LeaveDecision[] = ['return', 'reject'];

function SanctionOrder({ application }: { application: LeaveDetail }) {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const approval = [...application.actions].reverse().find((action) => action.action === 'approve');
  return (
    <div id={`leave-order-${application.id}`} style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {application.office ? nameOf(application.office, lang) : ''}
      </Typography.Title>
      <Typography.Title level={5} style={{ textAlign: 'center' }}>
        {t('orderTitle')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('applicationNoValue', { id: localDigits(application.id, lang) })} —{' '}
        {approval ? formatDate(approval.createdAt, lang) : ''}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('orderBody', {
          name: nameOf(application.applicant, lang),
          desk: nameOf(application.office, lang),
          from: formatDate(application.fromDate, lang),
          to: formatDate(application.toDate, lang),
          days: localDigits(application.days, lang),
          type: t(`type_${application.leaveType}`),
          address: application.addressDuringLeave,
        })}
      </Typography.Paragraph>
      {approval && (
        <Typography.Paragraph style={{ textAlign: 'right', marginTop: 48 }}>
          {nameOf(approval.by, lang)}
          {approval.acting && ` (${t('asActing')})`}
          <br />
          {lang === 'en' ? approval.deskLabelEn : approval.deskLabelBn}
          <br />
          {t('orderSigned')}
        </Typography.Paragraph>
      )}
    </div>
  );
}

export function LeaveDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const confirm = useConfirm();
  const detail = useApplication(id);
  const [editing, setEditing] = useState(false);
  const [deciding, setDeciding] = useState<LeaveDecision | null>(null);
  const [noteForm] = Form.useForm<{ note?: string; chargeDeskId?: number }>();
  // A refusal (a charge rule, a decision taken meanwhile) stays in the dialog: nothing was decided.
  const [refusal, setRefusal] = useState<string | null>(null);
  const decide = useLeaveMutation(leaveApi.decide);
  const submit = useLeaveMutation(leaveApi.submit);
  const cancel = useLeaveMutation(leaveApi.cancel);
  const application = detail.data;

  const onDecide = async () => {
    if (!application || !deciding) return;
    const { note, chargeDeskId } = noteForm.getFieldsValue();
    if (NEEDS_NOTE.includes(deciding) && !note?.trim()) {
      noteForm.setFields([{ name: 'note', errors: [t('noteNeeded')] }]);
      return;
    }
    setRefusal(null);
    try {
      const changedCharge =
        deciding === 'approve' && chargeDeskId && chargeDeskId !== application.chargeDesk?.deskId
          ? { chargeDeskId }
          : {};
      await decide.mutateAsync({
        id: application.id,
        action: deciding,
        note: note?.trim() || undefined,
        ...changedCharge,
      });
      toast('success', t(`decided_${deciding}`));
      setDeciding(null);
      noteForm.resetFields();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
      else showError(error);
    }
  };

  const dateTime = (value: string) => formatDate(value, lang);
  const deskLabel = (desk: { labelBn: string; labelEn: string }) =>
    lang === 'en' ? desk.labelEn : desk.labelBn;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={id ? t('applicationNoValue', { id: localDigits(id, lang) }) : ''}
      extra={application && <LeaveStatusTag status={application.status} />}
    >
      {detail.isError && <Empty description={t('messages:error.notFound')} />}
      {application && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="leave-detail">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('applicant')}>
              {nameOf(application.applicant, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('office')}>{nameOf(application.office, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('leaveType')}>{t(`type_${application.leaveType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('period')}>
              {formatDate(application.fromDate, lang)} – {formatDate(application.toDate, lang)} (
              {t('daysValue', { days: localDigits(application.days, lang) })})
            </Descriptions.Item>
            <Descriptions.Item label={t('reason')}>{application.reason}</Descriptions.Item>
            <Descriptions.Item label={t('addressDuringLeave')}>
              {application.addressDuringLeave}
            </Descriptions.Item>
            <Descriptions.Item label={t('chargeDesk')}>
              {application.chargeDesk ? deskLabel(application.chargeDesk) : '—'}
            </Descriptions.Item>
            {application.applicantBalance && (
              <Descriptions.Item label={t('applicantBalance')}>
                {application.applicantBalance.available === null
                  ? t('noBalance')
                  : t('applicantBalanceValue', {
                      entitled: localDigits(application.applicantBalance.entitled ?? 0, lang),
                      used: localDigits(application.applicantBalance.used, lang),
                      pending: localDigits(application.applicantBalance.pending, lang),
                      available: localDigits(application.applicantBalance.available, lang),
                    })}
              </Descriptions.Item>
            )}
            {application.decisionNote && (
              <Descriptions.Item label={t('decisionNote')}>{application.decisionNote}</Descriptions.Item>
            )}
          </Descriptions>
          {application.chain.length > 0 && (
            <>
              <Typography.Title level={5}>{t('chain')}</Typography.Title>
              <Steps
                orientation="vertical"
                size="small"
                current={application.status === 'pending' ? application.step - 1 : application.chain.length}
                items={application.chain.map((desk) => ({
                  title: deskLabel(desk),
                  content: desk.holder ? nameOf(desk.holder, lang) : t('vacant'),
                }))}
              />
            </>
          )}
          <Typography.Title level={5}>{t('attachments')}</Typography.Title>
          {application.attachments.length === 0 ? (
            <Typography.Text type="secondary">{t('noAttachments')}</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={application.attachments}
              renderItem={(file) => (
                <List.Item>
                  <Button type="link" onClick={() => downloadFile(file.url, file.name).catch(showError)}>
                    {file.name}
                  </Button>
                </List.Item>
              )}
            />
          )}
          <Typography.Title level={5}>{t('trail')}</Typography.Title>
          <List
            size="small"
            dataSource={application.actions}
            renderItem={(action) => (
              <List.Item>
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>
                    {t(`action_${action.action}`)} — {nameOf(action.by, lang)}
                    {action.acting && ` (${t('asActing')})`}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {(lang === 'en' ? action.deskLabelEn : action.deskLabelBn) ?? ''} ·{' '}
                    {dateTime(action.createdAt)}
                  </Typography.Text>
                  {action.note && <Typography.Text>{action.note}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
          <Space wrap>
            {application.can.decide.map((decision) => (
              <Button
                key={decision}
                type={decision === 'approve' || decision === 'forward' ? 'primary' : 'default'}
                danger={decision === 'reject'}
                onClick={() => setDeciding(decision)}
              >
                {t(`decide_${decision}`)}
              </Button>
            ))}
            {application.can.edit && <Button onClick={() => setEditing(true)}>{t('edit')}</Button>}
            {application.can.submit && (
              <Button
                type="primary"
                loading={submit.isPending}
                onClick={() =>
                  submit
                    .mutateAsync(application.id)
                    .then(() => toast('success', t('submitted')))
                    .catch(showError)
                }
              >
                {t('submit')}
              </Button>
            )}
            {application.can.cancel && (
              <Button
                danger
                onClick={() =>
                  confirm.remove(
                    t('applicationNoValue', { id: localDigits(application.id, lang) }),
                    async () => {
                      await cancel.mutateAsync(application.id).catch(showError);
                      toast('success', t('cancelled'));
                    },
                  )
                }
              >
                {t('cancelApplication')}
              </Button>
            )}
            {application.status === 'approved' && (
              <Button onClick={() => printElement(`leave-order-${application.id}`)}>{t('print')}</Button>
            )}
          </Space>
          {application.status === 'approved' && <SanctionOrder application={application} />}
        </Space>
      )}
      <Modal
        open={deciding !== null}
        title={
          application && deciding
            ? t('confirmDecision', {
                id: localDigits(application.id, lang),
                decision: t(`decide_${deciding}`),
              })
            : ''
        }
        okText={deciding ? t(`decide_${deciding}`) : ''}
        cancelText={t('cancel')}
        okButtonProps={{ danger: deciding === 'reject', loading: decide.isPending }}
        onOk={onDecide}
        onCancel={() => {
          setDeciding(null);
          setRefusal(null);
        }}
        destroyOnHidden
      >
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
        <Form
          form={noteForm}
          layout="vertical"
          initialValues={{ chargeDeskId: application?.chargeDesk?.deskId }}
        >
          {deciding === 'approve' && application && <ApprovalCharge application={application} />}
          <Form.Item
            name="note"
            label={t('noteLabel')}
            required={deciding ? NEEDS_NOTE.includes(deciding) : false}
          >
            <Input.TextArea aria-label={t('noteLabel')} rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
      {application && (
        <LeaveForm
          open={editing}
          editing={application}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Drawer>
  );
}
