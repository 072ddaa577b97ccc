/**
 * /messages/view/:id: one message with its attachments and the rest of its thread. Opening it marks
 * the reader's copy read; the sender sees each recipient's read receipt (when, and by whom for a desk).
 */
import { ArrowLeftOutlined, PaperClipOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, List, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { MessageRecipient } from '../../../../common/contracts/message.contract';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { messageApi, useMessage, useMessageMutation } from '../message.api';

/** Date and time as the reader reads them: dd/mm/yyyy hh:mm in their digits. */
function dateTime(value: string, lang: 'bn' | 'en'): string {
  const date = new Date(value);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date, lang)} ${localDigits(time, lang)}`;
}

export default function MessageViewPage() {
  const { t } = useTranslation('message');
  const lang = useLang();
  const navigate = useNavigate();
  const id = Number(useParams().id) || null;
  const message = useMessage(id);
  const markRead = useMessageMutation(messageApi.markRead);
  const unread = message.data?.unread;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per message opened unread, not per render of the mutation.
  useEffect(() => {
    if (id && unread) markRead.mutate(id);
  }, [id, unread]);

  if (message.isError) return <Result status="404" title={t('messages:error.notFound')} />;
  if (!message.data) return <Skeleton active />;
  const item = message.data;

  const receiptColumns = [
    {
      title: t('to'),
      key: 'to',
      render: (_: unknown, r: MessageRecipient) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{nameOf(r, lang)}</Typography.Text>
          <Typography.Text type="secondary">
            {[r.kind === 'user' ? nameOf(r.designation, lang) : t('desk'), nameOf(r.office, lang)]
              .filter(Boolean)
              .join(', ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('readAt'),
      key: 'readAt',
      render: (_: unknown, r: MessageRecipient) =>
        r.readAt ? (
          <span data-testid="receipt-read">
            {dateTime(r.readAt, lang)}
            {r.readBy && r.kind === 'desk' && ` (${nameOf(r.readBy, lang)})`}
          </span>
        ) : (
          <Typography.Text type="secondary" data-testid="receipt-unread">
            {t('notYetRead')}
          </Typography.Text>
        ),
    },
  ];

  const download = async (url: string, name: string) => {
    try {
      await downloadFile(url, name);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t('back')}
        </Button>
        {item.sender.userId !== null && (
          <Link to={`/messages/new-message?replyTo=${item.id}`}>
            <Button type="primary" icon={<RollbackOutlined />}>
              {t('reply')}
            </Button>
          </Link>
        )}
      </Space>
      <Panel title={<span style={{ whiteSpace: 'normal' }}>{item.subject}</span>}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('from')}>
            {[nameOf(item.sender, lang), nameOf(item.sender.designation, lang)].filter(Boolean).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('to')}>
            {item.recipients.map((r) => nameOf(r, lang)).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('date')}>{dateTime(item.createdAt, lang)}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }} data-testid="message-body">
          {item.body}
        </Typography.Paragraph>
        {item.link && <Link to={item.link}>{t('openLink')}</Link>}
        {item.attachments.length > 0 && (
          <List
            header={t('attachments')}
            dataSource={item.attachments}
            renderItem={(file) => (
              <List.Item>
                <Button
                  type="link"
                  icon={<PaperClipOutlined />}
                  onClick={() => download(file.url, file.name)}
                >
                  {file.name}
                </Button>
              </List.Item>
            )}
          />
        )}
      </Panel>
      {item.mine && (
        <Panel title={t('receipts')}>
          <Table
            rowKey={(r) => `${r.kind}-${r.id}`}
            columns={receiptColumns}
            dataSource={item.recipients}
            pagination={false}
            size="small"
            scroll={{ x: 360 }}
          />
        </Panel>
      )}
      {item.thread.length > 0 && (
        <Panel title={t('thread')}>
          <List
            dataSource={item.thread}
            renderItem={(other) => (
              <List.Item>
                <Link to={`/messages/view/${other.id}`}>{other.subject}</Link>
                <Typography.Text type="secondary">
                  {nameOf(other.sender, lang)}, {formatDate(other.createdAt, lang)}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Panel>
      )}
    </Flex>
  );
}
