/**
 * The digital lab a plan, inspection or recommendation is about, where it names one: the
 * institution's name and its EIIN (or code), in the interface's digits. `LabLine` is the second line
 * under the office in a list's cell, plain HTML (the lists carry no UI kit).
 */
import { useTranslation } from 'react-i18next';
import type { LabRef } from '../../../../common/contracts/inspection.contract';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function useLabLabel() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  return (lab: LabRef) =>
    t('labNameCode', {
      name: (lang === 'en' && lab.institutionEn) || lab.institutionBn,
      code: localDigits(lab.code, lang),
    });
}

export function LabLine({ lab }: { lab: LabRef | null }) {
  const { t } = useTranslation('inspection');
  const label = useLabLabel();
  if (!lab) return null;
  return (
    <span className="text-secondary" style={{ display: 'block', fontSize: 12 }}>
      {t('labShort')}: {label(lab)}
    </span>
  );
}
