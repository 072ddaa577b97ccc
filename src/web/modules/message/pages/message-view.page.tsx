/**
 * /messages/view/:id: one message with its attachments and the rest of its thread. Opening it marks
 * the reader's copy read; the sender sees each recipient's read receipt (when, and by whom for a desk).
 * Plain HTML: a message is read without the UI kit. Its reply opens the compose form
 * (/messages/new-message?replyTo=), the route that brings the kit.
 */
import { ArrowLeftOutlined, PaperClipOutlined, RollbackOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { MessageRecipient } from '../../../../common/contracts/message.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
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

const FACTS = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
};
const LIST = { margin: 0, padding: 0, listStyle: 'none' } as const;
const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '12px 0' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-secondary">{label}:</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
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

  if (message.isError)
    return (
      <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
        {t('messages:error.notFound')}
      </p>
    );
  if (!message.data) return <Panel loading />;
  const item = message.data;

  const receiptColumns: DataColumns<MessageRecipient> = [
    {
      title: t('to'),
      key: 'to',
      render: (_, r) => (
        <div className="cell-lines">
          <span>{nameOf(r, lang)}</span>
          <span className="text-secondary">
            {[r.kind === 'user' ? nameOf(r.designation, lang) : t('desk'), nameOf(r.office, lang)]
              .filter(Boolean)
              .join(', ')}
          </span>
        </div>
      ),
    },
    {
      title: t('readAt'),
      key: 'readAt',
      render: (_, r) =>
        r.readAt ? (
          <span data-testid="receipt-read">
            {dateTime(r.readAt, lang)}
            {r.readBy && r.kind === 'desk' && ` (${nameOf(r.readBy, lang)})`}
          </span>
        ) : (
          <span className="text-secondary" data-testid="receipt-unread">
            {t('notYetRead')}
          </span>
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
    <div className="page-stack">
      <div className="panel-actions">
        <button type="button" className="action-button" onClick={() => navigate(-1)}>
          <ArrowLeftOutlined />
          {t('back')}
        </button>
        {item.sender.userId !== null && (
          <Link to={`/messages/new-message?replyTo=${item.id}`} className="action-button primary">
            <RollbackOutlined />
            {t('reply')}
          </Link>
        )}
      </div>
      <Panel title={<span style={{ whiteSpace: 'normal' }}>{item.subject}</span>}>
        <dl style={FACTS}>
          <Fact label={t('from')}>
            {[nameOf(item.sender, lang), nameOf(item.sender.designation, lang)].filter(Boolean).join(', ')}
          </Fact>
          <Fact label={t('to')}>{item.recipients.map((r) => nameOf(r, lang)).join(', ')}</Fact>
          <Fact label={t('date')}>{dateTime(item.createdAt, lang)}</Fact>
        </dl>
        <p style={TEXT} data-testid="message-body">
          {item.body}
        </p>
        {item.link && <Link to={item.link}>{t('openLink')}</Link>}
        {item.attachments.length > 0 && (
          <section style={{ marginTop: 12 }}>
            <h3 style={{ margin: '0 0 4px', fontSize: 15 }}>{t('attachments')}</h3>
            <ul style={LIST}>
              {item.attachments.map((file) => (
                <li key={file.id} style={{ padding: '4px 0' }}>
                  <button type="button" className="link-button" onClick={() => download(file.url, file.name)}>
                    <PaperClipOutlined /> {file.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Panel>
      {item.mine && (
        <Panel title={t('receipts')}>
          <DataTable<MessageRecipient>
            label={t('receipts')}
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
          <ul style={LIST}>
            {item.thread.map((other) => (
              <li key={other.id} className="cell-lines" style={{ padding: '6px 0' }}>
                <Link to={`/messages/view/${other.id}`}>{other.subject}</Link>
                <span className="text-secondary">
                  {nameOf(other.sender, lang)}, {formatDate(other.createdAt, lang)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
