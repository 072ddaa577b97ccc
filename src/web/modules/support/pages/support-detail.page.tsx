/**
 * /support-details/:id: the requester's ticket, its public thread, and reopening a resolved one.
 * Plain HTML: the thread shows before the UI kit, which comes with the reply box
 * (components/support-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { ask } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { BackLink, TicketView } from '../components/ticket-view';
import { supportApi, useSupportMutation, useTicket } from '../support.api';

export default function SupportDetailPage() {
  const { t } = useTranslation('support');
  const lang = useLang();
  const id = Number(useParams().id) || null;
  const query = useTicket(id);
  const reopen = useSupportMutation(supportApi.reopen);
  const ticket = query.data;

  if (query.isError)
    return (
      <div className="page-stack">
        <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
          {query.error instanceof ApiError ? query.error.message : t('common:noData')}
        </p>
        <div>
          <BackLink to="/support" />
        </div>
      </div>
    );
  if (!ticket || !id) return <Panel loading />;

  const onReopen = () =>
    ask({
      title: t('confirmReopen', { id: localDigits(id, lang) }),
      ok: t('reopen'),
      cancel: t('cancel'),
      onOk: async () => {
        try {
          await reopen.mutateAsync(id);
          toast('success', t('reopened'));
        } catch (error) {
          showError(error);
        }
      },
    });

  return (
    <div className="page-stack">
      <div className="panel-actions" style={{ alignItems: 'center' }}>
        <BackLink to="/support" />
        {ticket.can.reopen && (
          <button type="button" className="action-button" onClick={onReopen}>
            {t('reopen')}
          </button>
        )}
      </div>
      <TicketView ticket={ticket} desk={false} />
    </div>
  );
}
