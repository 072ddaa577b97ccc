/**
 * One ticket as its requester and the desk both see it: the facts, the description, the
 * attachments and the thread, with the reply box (and, for the desk, the internal note) below.
 * Internal notes reach only the desk; the server leaves them out for the requester. Plain HTML: the
 * reply box and the upload field bring the UI kit after the ticket has shown
 * (components/support-parts.tsx).
 */
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TicketAttachment, TicketDetail } from '../../../../common/contracts/support.contract';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { AttachPart, ReplyPart } from './support-parts';
import { OverdueTag, ReasonTag, StatusTag } from './ticket-tags';

const dateTime = (value: string, lang: 'bn' | 'en') => {
  const date = new Date(value);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date, lang)} ${localDigits(time, lang)}`;
};

/** The facts in two columns (one on a phone), each label above its value. */
const FACTS: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '8px 24px',
  margin: 0,
};
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 };
const LIST: CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };
const TEXT: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-secondary">{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/** Back to the list the ticket was opened from, drawn as a button (it stands outside a panel). */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('support');
  return (
    <Link to={to} className="action-button">
      <ArrowLeftOutlined />
      {t('back')}
    </Link>
  );
}

export function TicketView({ ticket, desk }: { ticket: TicketDetail; desk: boolean }) {
  const { t } = useTranslation('support');
  const lang = useLang();
  const onDownload = (file: TicketAttachment) => downloadFile(file.url, file.name).catch(showError);

  return (
    <div className="page-stack">
      <Panel
        data-testid="ticket"
        title={
          <div style={ROW}>
            <span>{t('ticketNoValue', { id: localDigits(ticket.id, lang) })}</span>
            <StatusTag status={ticket.status} />
            <ReasonTag reason={ticket.reason} />
            <OverdueTag overdue={ticket.overdue} />
          </div>
        }
      >
        <dl style={FACTS}>
          <Fact label={t('requester')}>{nameOf(ticket.requester, lang)}</Fact>
          <Fact label={t('office')}>{ticket.office ? nameOf(ticket.office, lang) : '—'}</Fact>
          <Fact label={t('openedAt')}>{dateTime(ticket.createdAt, lang)}</Fact>
          <Fact label={t('level')}>{localDigits(ticket.level, lang)}</Fact>
          {desk && (
            <Fact label={t('assignee')}>
              {ticket.assignee ? nameOf(ticket.assignee, lang) : t('unassigned')}
            </Fact>
          )}
          {ticket.responseDueAt && (
            <Fact label={t('responseDue')}>{dateTime(ticket.responseDueAt, lang)}</Fact>
          )}
          {ticket.statusReason && (
            <Fact label={t('statusReason')}>
              <span data-testid="status-reason">{ticket.statusReason}</span>
            </Fact>
          )}
        </dl>
        <p style={{ ...TEXT, marginTop: 12 }}>{ticket.description}</p>
      </Panel>

      <Panel title={t('attachments')} size="small">
        {ticket.attachments.length === 0 ? (
          <p className="text-secondary" style={{ margin: 0 }}>
            {t('noAttachments')}
          </p>
        ) : (
          <ul style={LIST}>
            {ticket.attachments.map((file) => (
              <li key={file.id} style={{ padding: '4px 0' }}>
                <button type="button" className="link-button" onClick={() => onDownload(file)}>
                  <PaperClipOutlined /> {file.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {ticket.can.attach && (
          <div style={{ marginTop: 12 }}>
            <AttachPart ticketId={ticket.id} />
          </div>
        )}
      </Panel>

      <Panel title={t('thread')} size="small">
        {ticket.replies.length === 0 ? (
          <p className="text-secondary" style={{ margin: 0 }}>
            {t('noReplies')}
          </p>
        ) : (
          <ul style={LIST}>
            {ticket.replies.map((reply, index) => (
              <li
                key={reply.id}
                data-testid="reply"
                data-internal={reply.internal ? 'yes' : 'no'}
                style={{
                  padding: '12px 0',
                  borderTop: index === 0 ? undefined : '1px solid rgba(128, 128, 128, 0.25)',
                }}
              >
                <div style={ROW}>
                  <strong>{nameOf(reply.author, lang)}</strong>
                  {reply.fromDesk && <Tag tone="info">{t('fromDesk')}</Tag>}
                  {reply.internal && <Tag tone="purple">{t('internalNote')}</Tag>}
                  <span className="text-secondary">{dateTime(reply.createdAt, lang)}</span>
                </div>
                <p style={TEXT}>{reply.body}</p>
              </li>
            ))}
          </ul>
        )}
        {ticket.can.reply && <ReplyPart ticket={ticket} />}
      </Panel>
    </div>
  );
}
