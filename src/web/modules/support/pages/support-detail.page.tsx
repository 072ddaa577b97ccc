/** /support-details/:id: the requester's ticket, its public thread, and reopening a resolved one. */
import { Alert, App, Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { TicketView } from '../components/ticket-view';
import { supportApi, useSupportMutation, useTicket } from '../support.api';

export default function SupportDetailPage() {
  const { t } = useTranslation('support');
  const lang = useLang();
  const { modal } = App.useApp();
  const id = Number(useParams().id) || null;
  const query = useTicket(id);
  const reopen = useSupportMutation(supportApi.reopen);
  const ticket = query.data;

  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={query.error instanceof ApiError ? query.error.message : t('common:noData')}
        action={<Link to="/support">{t('back')}</Link>}
      />
    );
  if (!ticket || !id) return <Skeleton active />;

  const onReopen = () =>
    modal.confirm({
      title: t('confirmReopen', { id: localDigits(id, lang) }),
      okText: t('reopen'),
      cancelText: t('cancel'),
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
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Link to="/support">{t('back')}</Link>
        {ticket.can.reopen && <Button onClick={onReopen}>{t('reopen')}</Button>}
      </Space>
      <TicketView ticket={ticket} desk={false} />
    </Space>
  );
}
