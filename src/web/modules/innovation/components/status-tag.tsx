/**
 * An innovation's state as a coloured tag, in the interface's language; plain HTML, as the list
 * carries no UI kit. `data-status` names the state for the screens' checks.
 */
import { useTranslation } from 'react-i18next';
import type { InnovationStatus } from '../../../../common/contracts/innovation.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';

export const STATUS_TONES: Record<InnovationStatus, TagTone | undefined> = {
  draft: undefined,
  submitted: 'info',
  accepted: 'success',
  returned: 'error',
  replicated: 'warning',
};

export function StatusTag({ status }: { status: InnovationStatus }) {
  const { t } = useTranslation('innovation');
  return (
    <span data-status={status}>
      <Tag tone={STATUS_TONES[status]}>{t(`status_${status}`)}</Tag>
    </span>
  );
}
