/**
 * /admin-support-details/:id: the desk works one ticket: assign it (to self or another admin of its
 * level), change its status along the allowed steps (resolving and cancelling say why), escalate it
 * to the next level, and answer or note in the thread. Plain HTML: the thread shows before the UI
 * kit, which comes with the reply box and the dialogs (components/support-parts.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TicketDetail } from '../../../../common/contracts/support.contract';
import { STATUSES_NEEDING_REASON, type SupportStatus } from '../../../../common/contracts/support.paths';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { EscalatePart, StatusReasonPart } from '../components/support-parts';
import { BackLink, TicketView } from '../components/ticket-view';
import { supportApi, useSupportAdmins, useSupportMutation, useTicket } from '../support.api';

export default function AdminSupportDetailPage() {
  const { t } = useTranslation('support');
  const id = Number(useParams().id) || null;
  const query = useTicket(id);
  const ticket = query.data;

  if (query.isError)
    return (
      <div className="page-stack">
        <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
          {query.error instanceof ApiError ? query.error.message : t('common:noData')}
        </p>
        <div>
          <BackLink to="/admin-supports" />
        </div>
      </div>
    );
  if (!ticket || !id) return <Panel loading />;

  return (
    <div className="page-stack">
      <div>
        <BackLink to="/admin-supports" />
      </div>
      {ticket.can.work && <DeskActions ticket={ticket} />}
      <TicketView ticket={ticket} desk />
    </div>
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
  const [target, setTarget] = useState<SupportStatus | null>(null);
  const [escalating, setEscalating] = useState(false);
  const open = ticket.status === 1 || ticket.status === 2;

  const onMove = async (to: SupportStatus) => {
    // Resolving and cancelling ask for the reason in a dialog first.
    if (STATUSES_NEEDING_REASON.includes(to)) {
      setTarget(to);
      return;
    }
    try {
      await status.mutateAsync({ id: ticket.id, status: to });
      toast('success', t('statusChanged'));
    } catch (error) {
      showError(error);
    }
  };
  const onAssign = async (userId: number) => {
    try {
      await assign.mutateAsync({ id: ticket.id, userId });
      toast('success', t('assigned'));
    } catch (error) {
      showError(error);
    }
  };
  const onEscalated = (level: number) => {
    setEscalating(false);
    // Above the caller's level the ticket leaves their queue.
    if (level > (session.isSuperAdmin ? 3 : session.supportLevel || 1)) navigate('/admin-supports');
  };

  const eligible = (admins.data ?? []).filter((admin) => admin.level >= ticket.level);
  // The one it is assigned to stays a choice, also when no longer eligible.
  const assignee = ticket.assignee;
  const choices =
    assignee && !eligible.some((admin) => admin.userId === assignee.userId)
      ? [assignee, ...eligible]
      : eligible;
  const buttonClass = (to: SupportStatus) =>
    to === 3 ? 'action-button primary' : to === 4 ? 'action-button danger' : 'action-button';

  return (
    <Panel title={t('actions')} size="small">
      <div className="panel-actions" style={{ alignItems: 'center' }}>
        {ticket.can.moveTo.map((to) => (
          <button
            key={to}
            type="button"
            className={buttonClass(to)}
            disabled={status.isPending}
            onClick={() => onMove(to)}
          >
            {t(`moveTo_${to}`)}
          </button>
        ))}
        {open && (
          <>
            <button
              type="button"
              className="action-button"
              onClick={() => onAssign(session.user.id)}
              disabled={assignee?.userId === session.user.id || assign.isPending}
            >
              {t('assignSelf')}
            </button>
            <select
              className="plain-select"
              style={{ width: 'auto', minWidth: 200, maxWidth: '100%' }}
              aria-label={t('assignTo')}
              value={assignee?.userId ?? ''}
              disabled={assign.isPending}
              onChange={(event) => onAssign(Number(event.target.value))}
            >
              {!assignee && (
                <option value="" disabled>
                  {t('assignTo')}
                </option>
              )}
              {choices.map((admin) => (
                <option key={admin.userId} value={admin.userId}>
                  {nameOf(admin, lang)}
                </option>
              ))}
            </select>
          </>
        )}
        {ticket.can.escalate && (
          <button type="button" className="action-button" onClick={() => setEscalating(true)}>
            {t('escalate')}
          </button>
        )}
      </div>
      <StatusReasonPart ticketId={ticket.id} target={target} onClose={() => setTarget(null)} />
      <EscalatePart
        ticketId={ticket.id}
        open={escalating}
        onClose={() => setEscalating(false)}
        onEscalated={onEscalated}
      />
    </Panel>
  );
}
