/**
 * /admin-support-details/:id: the desk works one ticket: assign it (to self or another admin of its
 * level), change its status along the allowed steps (resolving and cancelling say why), escalate it
 * to the next level, and answer or note in the thread.
 */
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  STATUSES_NEEDING_REASON,
  type SupportStatus,
  type TicketDetail,
} from '../../../../common/contracts/support.contract';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { TicketView } from '../components/ticket-view';
import { supportApi, useSupportAdmins, useSupportMutation, useTicket } from '../support.api';

export default function AdminSupportDetailPage() {
  const { t } = useTranslation('support');
  const id = Number(useParams().id) || null;
  const query = useTicket(id);
  const ticket = query.data;

  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={query.error instanceof ApiError ? query.error.message : t('common:noData')}
        action={<Link to="/admin-supports">{t('back')}</Link>}
      />
    );
  if (!ticket || !id) return <Skeleton active />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Link to="/admin-supports">{t('back')}</Link>
      {ticket.can.work && <DeskActions ticket={ticket} />}
      <TicketView ticket={ticket} desk />
    </Space>
  );
}

function DeskActions({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const lang = useLang();
  const navigate = useNavigate();
  const session = useSession();
  const admins = useSupportAdmins(true);
  const status = useSupportMutation(supportApi.status);
  const assign = useSupportMutation(supportApi.assign);
  const escalate = useSupportMutation(supportApi.escalate);
  const [target, setTarget] = useState<SupportStatus | null>(null);
  const [escalating, setEscalating] = useState(false);
  const [statusForm] = Form.useForm<{ reason?: string }>();
  const [escalateForm] = Form.useForm<{ note?: string }>();
  const open = ticket.status === 1 || ticket.status === 2;

  const move = async (to: SupportStatus, reason?: string) => {
    try {
      await status.mutateAsync({ id: ticket.id, status: to, reason });
      toast('success', t('statusChanged'));
      return true;
    } catch (error) {
      showError(error, statusForm);
      return false;
    }
  };
  const onMove = (to: SupportStatus) => {
    if (STATUSES_NEEDING_REASON.includes(to)) {
      statusForm.resetFields();
      setTarget(to);
    } else void move(to);
  };
  const onAssign = async (userId: number) => {
    try {
      await assign.mutateAsync({ id: ticket.id, userId });
      toast('success', t('assigned'));
    } catch (error) {
      showError(error);
    }
  };
  const onEscalate = async () => {
    try {
      const result = await escalate.mutateAsync({ id: ticket.id, note: escalateForm.getFieldValue('note') });
      toast('success', t('escalated', { level: localDigits(result.level, lang) }));
      setEscalating(false);
      // Above the caller's level the ticket leaves their queue.
      if (result.level > (session.isSuperAdmin ? 3 : session.supportLevel || 1)) navigate('/admin-supports');
    } catch (error) {
      showError(error);
    }
  };

  const eligible = (admins.data ?? []).filter((admin) => admin.level >= ticket.level);

  return (
    <Panel title={t('actions')} size="small">
      <Space wrap>
        {ticket.can.moveTo.map((to) => (
          <Button
            key={to}
            type={to === 3 ? 'primary' : 'default'}
            danger={to === 4}
            onClick={() => onMove(to)}
          >
            {t(`moveTo_${to}`)}
          </Button>
        ))}
        {open && (
          <>
            <Button
              onClick={() => onAssign(session.user.id)}
              disabled={ticket.assignee?.userId === session.user.id}
            >
              {t('assignSelf')}
            </Button>
            <Select
              style={{ minWidth: 200 }}
              aria-label={t('assignTo')}
              placeholder={t('assignTo')}
              value={ticket.assignee?.userId}
              onChange={onAssign}
              options={eligible.map((admin) => ({ value: admin.userId, label: nameOf(admin, lang) }))}
            />
          </>
        )}
        {ticket.can.escalate && <Button onClick={() => setEscalating(true)}>{t('escalate')}</Button>}
      </Space>

      <Modal
        open={target !== null}
        title={target ? t(`moveTo_${target}`) : ''}
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={status.isPending}
        onCancel={() => setTarget(null)}
        onOk={async () => {
          if (target && (await move(target, statusForm.getFieldValue('reason')))) setTarget(null);
        }}
      >
        <Form form={statusForm} layout="vertical">
          <Form.Item name="reason" label={target ? t(`reasonFor_${target}`) : ''} required>
            <Input.TextArea aria-label={target ? t(`reasonFor_${target}`) : ''} rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={escalating}
        title={t('escalate')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={escalate.isPending}
        onCancel={() => setEscalating(false)}
        onOk={onEscalate}
      >
        <Form form={escalateForm} layout="vertical">
          <Form.Item name="note" label={t('escalateNote')}>
            <Input.TextArea aria-label={t('escalateNote')} rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </Panel>
  );
}
