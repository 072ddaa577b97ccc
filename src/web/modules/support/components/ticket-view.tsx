/**
 * One ticket as its requester and the desk both see it: the facts, the description, the
 * attachments and the thread, with the reply box (and, for the desk, the internal note) below.
 * Internal notes reach only the desk; the server leaves them out for the requester.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Checkbox, Descriptions, Empty, Form, Input, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  replyInputSchema,
  SUPPORT_ATTACHMENT_RULE,
  type TicketAttachment,
  type TicketDetail,
} from '../../../../common/contracts/support.contract';
import { nameOf } from '../../../../common/labels';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { supportApi, useSupportMutation } from '../support.api';
import { OverdueTag, ReasonTag, StatusTag } from './ticket-tags';

const dateTime = (value: string, lang: 'bn' | 'en') => {
  const date = new Date(value);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date, lang)} ${localDigits(time, lang)}`;
};

export function TicketView({ ticket, desk }: { ticket: TicketDetail; desk: boolean }) {
  const { t } = useTranslation('support');
  const lang = useLang();
  const attach = useSupportMutation(supportApi.attach);
  const onDownload = (file: TicketAttachment) => downloadFile(file.url, file.name).catch(showError);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        data-testid="ticket"
        title={
          <Space wrap>
            <span>{t('ticketNoValue', { id: localDigits(ticket.id, lang) })}</span>
            <StatusTag status={ticket.status} />
            <ReasonTag reason={ticket.reason} />
            <OverdueTag overdue={ticket.overdue} />
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('requester')}>{nameOf(ticket.requester, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('office')}>
            {ticket.office ? nameOf(ticket.office, lang) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('openedAt')}>{dateTime(ticket.createdAt, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('level')}>{localDigits(ticket.level, lang)}</Descriptions.Item>
          {desk && (
            <Descriptions.Item label={t('assignee')}>
              {ticket.assignee ? nameOf(ticket.assignee, lang) : t('unassigned')}
            </Descriptions.Item>
          )}
          {ticket.responseDueAt && (
            <Descriptions.Item label={t('responseDue')}>
              {dateTime(ticket.responseDueAt, lang)}
            </Descriptions.Item>
          )}
          {ticket.statusReason && (
            <Descriptions.Item label={t('statusReason')}>
              <span data-testid="status-reason">{ticket.statusReason}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
          {ticket.description}
        </Typography.Paragraph>
      </Panel>

      <Panel title={t('attachments')} size="small">
        <List
          dataSource={ticket.attachments}
          locale={{ emptyText: t('noAttachments') }}
          renderItem={(file) => (
            <List.Item>
              <Button type="link" icon={<PaperClipOutlined />} onClick={() => onDownload(file)}>
                {file.name}
              </Button>
            </List.Item>
          )}
        />
        {ticket.can.attach && (
          <FileUpload
            rule={SUPPORT_ATTACHMENT_RULE}
            label={t('addAttachment')}
            upload={async (file) => {
              await attach.mutateAsync({ id: ticket.id, file });
              toast('success', t('attachmentSaved'));
            }}
          />
        )}
      </Panel>

      <Panel title={t('thread')} size="small">
        {ticket.replies.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noReplies')} />
        ) : (
          <List
            dataSource={ticket.replies}
            renderItem={(reply) => (
              <List.Item data-testid="reply" data-internal={reply.internal ? 'yes' : 'no'}>
                <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                  <Space wrap size={4}>
                    <Typography.Text strong>{nameOf(reply.author, lang)}</Typography.Text>
                    {reply.fromDesk && <Tag color="blue">{t('fromDesk')}</Tag>}
                    {reply.internal && <Tag color="purple">{t('internalNote')}</Tag>}
                    <Typography.Text type="secondary">{dateTime(reply.createdAt, lang)}</Typography.Text>
                  </Space>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    {reply.body}
                  </Typography.Paragraph>
                </Space>
              </List.Item>
            )}
          />
        )}
        {ticket.can.reply && <ReplyBox ticket={ticket} />}
      </Panel>
    </Space>
  );
}

function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const [form] = Form.useForm<{ body: string; internal?: boolean }>();
  const reply = useSupportMutation(supportApi.reply);
  const internal = Form.useWatch('internal', form) ?? false;

  const onSend = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await reply.mutateAsync({ id: ticket.id, body: values.body, internal: values.internal ?? false });
      toast('success', values.internal ? t('noteSaved') : t('replySent'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
      <Form.Item name="body" label={t('reply')} rules={[zodRule(replyInputSchema.shape.body)]}>
        <Input.TextArea aria-label={t('reply')} rows={3} maxLength={3000} />
      </Form.Item>
      {ticket.can.note && (
        <Form.Item name="internal" valuePropName="checked" extra={t('internalHint')}>
          <Checkbox>{t('internalNote')}</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" onClick={onSend} loading={reply.isPending}>
        {internal ? t('addNote') : t('sendReply')}
      </Button>
    </Form>
  );
}
