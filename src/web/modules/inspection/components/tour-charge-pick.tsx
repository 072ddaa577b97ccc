/**
 * Who takes the planner's charge on a tour: a server-searched choice of the office's held desks
 * whose holders are not away that day (the planner's form by the visit's day, the approving desk by
 * the plan). The server's charge rules decide at approval.
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanChargeDesk } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useTourChargeDesks } from '../inspection.api';

export function TourChargePick({
  source,
  named,
  value,
  onChange,
}: {
  source: { visitDate?: string; planId?: number };
  /** The desk named already, kept choosable when the search does not bring it back. */
  named?: PlanChargeDesk | null;
  value?: number;
  onChange?: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const choices = useTourChargeDesks(source, debounced);
  const options = (choices.data ?? []).map((desk) => ({
    value: desk.deskId,
    label: `${lang === 'en' ? desk.roleEn : desk.roleBn} — ${nameOf(desk.holder, lang)}`,
  }));
  if (named && !options.some((option) => option.value === named.deskId))
    options.unshift({
      value: named.deskId,
      label: `${lang === 'en' ? named.labelEn : named.labelBn}${named.holder ? ` — ${nameOf(named.holder, lang)}` : ''}`,
    });
  return (
    <Select
      // The approving desk may change the choice but not take it away (the API keeps the named one).
      allowClear={!source.planId}
      aria-label={t('chargeDesk')}
      placeholder={source.planId || source.visitDate ? t('chargeChoose') : t('chargeDateFirst')}
      disabled={!source.planId && !source.visitDate}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? null : t('chargeNoChoice')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
