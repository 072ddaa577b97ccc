/**
 * Adding an attachment to a ticket: the shared upload field (UI kit) with the ticket's rule; it
 * downloads with the kit after the ticket shows (components/support-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import { SUPPORT_ATTACHMENT_RULE } from '../../../../common/contracts/support.contract';
import { FileUpload } from '../../../components/file-upload';
import { toast } from '../../../lib/toast';
import { supportApi, useSupportMutation } from '../support.api';

export function TicketAttach({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('support');
  const attach = useSupportMutation(supportApi.attach);
  return (
    <FileUpload
      rule={SUPPORT_ATTACHMENT_RULE}
      label={t('addAttachment')}
      upload={async (file) => {
        await attach.mutateAsync({ id: ticketId, file });
        toast('success', t('attachmentSaved'));
      }}
    />
  );
}
