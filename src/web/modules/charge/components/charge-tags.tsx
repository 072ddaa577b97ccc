/** A charge's state as a coloured tag, plain HTML (the list carries no UI kit). */
import { useTranslation } from 'react-i18next';
import type { ChargeState } from '../../../../common/contracts/charge.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';

const STATE_TONES: Record<ChargeState, TagTone | undefined> = {
  upcoming: 'info',
  running: 'success',
  over: undefined,
  ended: 'warning',
  lapsed: 'error',
};

export function ChargeStateTag({ state }: { state: ChargeState }) {
  const { t } = useTranslation('charge');
  return <Tag tone={STATE_TONES[state]}>{t(`state_${state}`)}</Tag>;
}
