/**
 * How the approval chains name their desks and their leave type, shared by the plain list of chains
 * and its form (kit-drawn), so both read the same.
 */
import { useTranslation } from 'react-i18next';
import type { LeaveDesk } from '../../../../common/contracts/leave.contract';
import type { LeaveType } from '../../../../common/contracts/leave.paths';
import { useLang } from '../../../lib/use-lang';

/** The chain for every leave type without its own, as the form's choice names it. */
export const ALL_TYPES = 'all';

export function useChainLabels() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  return {
    /** The desk with its office, and who holds it (or that it is vacant). */
    desk: (desk: Pick<LeaveDesk, 'labelBn' | 'labelEn' | 'holder'>) =>
      `${lang === 'en' ? desk.labelEn : desk.labelBn} — ${
        desk.holder ? (lang === 'en' ? desk.holder.nameEn : desk.holder.nameBn) : t('vacant')
      }`,
    chain: (type: LeaveType | null) => (type ? t(`type_${type}`) : t('chainAllTypes')),
  };
}
