/**
 * A statement's state as a coloured tag, in the interface's language: plain HTML, so the lists that
 * show it carry no UI kit. `data-status` names the state for the journeys and the dashboard.
 */
import { useTranslation } from 'react-i18next';
import type { AssetStatus } from '../../../../common/contracts/asset.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';

const TONES: Record<AssetStatus, TagTone | undefined> = {
  draft: undefined,
  submitted: 'info',
  accepted: 'success',
  returned: 'error',
};

export function StatusTag({ status }: { status: AssetStatus | null }) {
  const { t } = useTranslation('asset');
  return (
    <span data-status={status ?? 'none'}>
      <Tag tone={status ? TONES[status] : undefined}>{t(`status_${status ?? 'none'}`)}</Tag>
    </span>
  );
}
