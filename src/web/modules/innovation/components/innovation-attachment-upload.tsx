/**
 * Adding a proof to an innovation: the plain upload field with the innovation's rule (kinds and
 * size), shown with the innovation's plain page to whoever may still change it
 * (innovation-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import { INNOVATION_ATTACHMENT_RULE } from '../../../../common/contracts/innovation.paths';
import { PlainFileUpload } from '../../../components/plain-file-upload';
import { toast } from '../../../lib/toast';
import { innovationApi, useInnovationMutation } from '../innovation.api';

export function InnovationAttachmentUpload({ id }: { id: number }) {
  const { t } = useTranslation('innovation');
  const addAttachment = useInnovationMutation(innovationApi.addAttachment);
  return (
    <PlainFileUpload
      rule={INNOVATION_ATTACHMENT_RULE}
      label={t('addAttachment')}
      upload={async (file) => {
        await addAttachment.mutateAsync({ id, file });
        toast('success', t('attachmentSaved'));
      }}
    />
  );
}
