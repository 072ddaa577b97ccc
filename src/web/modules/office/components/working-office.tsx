/**
 * Which office a screen works on: the active role's office by default; the super and support
 * admins may pick any office. The choice lives in the URL (?officeId=), so a link or a reload
 * opens the same office. Plain HTML (the picker is the plain combobox), so the office screens that
 * list and read draw without the UI kit.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { nameOf } from '../../../../common/labels';
import { isAppAdmin, subjectOfSession } from '../../../../common/permissions';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { useLang } from '../../../lib/use-lang';
import { useSession, useSubject } from '../../../lib/use-session';
import { useOffice } from '../office.api';

export function useWorkingOffice(): { officeId: number | null; setOfficeId: (id: number | null) => void } {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const own = session.userrole[0]?.OfficeId || null;
  // Only app admins work on other offices; everyone else always sees the own office.
  const chosen = isAppAdmin(subjectOfSession(session)) ? Number(params.get('officeId')) : 0;
  const officeId = Number.isInteger(chosen) && chosen > 0 ? chosen : own;
  const setOfficeId = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id) next.set('officeId', String(id));
        else next.delete('officeId');
        return next;
      },
      { replace: true },
    );
  return { officeId, setOfficeId };
}

/** The office bar at the top of a screen: a searchable picker for app admins, the office name for others. */
export function WorkingOfficeBar({
  officeId,
  onChange,
}: {
  officeId: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const office = useOffice(officeId);
  const selected = office.data
    ? { id: office.data.id, nameBn: office.data.nameBn, nameEn: office.data.nameEn }
    : null;

  if (!isAppAdmin(subject)) {
    return (
      <h5 className="working-office-name" data-testid="working-office">
        {nameOf(selected, lang)}
      </h5>
    );
  }
  return (
    <div className="working-office-choice">
      <label htmlFor="working-office">{t('office-selector:office')}</label>
      <OptionSelect
        id="working-office"
        kind="offices"
        value={officeId}
        selected={selected}
        allowClear={false}
        onChange={(id) => onChange(id)}
      />
    </div>
  );
}
