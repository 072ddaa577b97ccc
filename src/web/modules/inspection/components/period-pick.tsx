/**
 * A year and a month (or a quarter of the fiscal year) for the reports, in the interface's digits:
 * the browser's own selects (the reports carry no UI kit), the choice kept in the address
 * (`year`, and `month` or `quarter`) so a reload or a shared link keeps it.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export interface Period {
  year: number;
  month?: number;
  quarter?: number;
}

export const thisMonth = (): Period => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1 });

/** A whole number of the address between `min` and `max`, or nothing. */
function whole(text: string | null, min: number, max: number): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * The period of the address (this month when it names none) and its setter, which calls `onChange`
 * after (a list goes back to its first page). A quarter counts only where `quarters` are offered.
 */
export function usePeriodParam({
  quarters = false,
  onChange,
}: {
  quarters?: boolean;
  onChange?: () => void;
} = {}): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const now = thisMonth();
  const quarter = quarters ? whole(params.get('quarter'), 1, 4) : undefined;
  const period: Period = {
    year: whole(params.get('year'), 2000, 2100) ?? now.year,
    ...(quarter ? { quarter } : { month: whole(params.get('month'), 1, 12) ?? now.month }),
  };
  const setPeriod = (next: Period) => {
    const address = new URLSearchParams(params);
    address.set('year', String(next.year));
    address.delete('month');
    address.delete('quarter');
    if (next.quarter) address.set('quarter', String(next.quarter));
    else address.set('month', String(next.month ?? 1));
    setParams(address, { replace: true });
    onChange?.();
  };
  return [period, setPeriod];
}

export function PeriodPick({
  value,
  onChange,
  quarters,
}: {
  value: Period;
  onChange: (next: Period) => void;
  quarters?: boolean;
}) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const now = new Date().getFullYear();
  const years = [now + 1, now, now - 1, now - 2, now - 3];
  if (!years.includes(value.year)) years.push(value.year);
  const monthOptions = Array.from({ length: 12 }, (_, index) => ({
    value: `m${index + 1}`,
    label: t(`month_${index + 1}`),
  }));
  const quarterOptions = quarters
    ? [1, 2, 3, 4].map((quarter) => ({ value: `q${quarter}`, label: t(`quarter_${quarter}`) }))
    : [];
  const period = value.quarter ? `q${value.quarter}` : `m${value.month ?? 1}`;
  return (
    <>
      <select
        className="plain-select"
        aria-label={t('year')}
        value={value.year}
        onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {localDigits(year, lang)}
          </option>
        ))}
      </select>
      <select
        className="plain-select"
        aria-label={t('period')}
        value={period}
        onChange={(event) => {
          const next = event.target.value;
          onChange(
            next.startsWith('q')
              ? { year: value.year, quarter: Number(next.slice(1)) }
              : { year: value.year, month: Number(next.slice(1)) },
          );
        }}
      >
        {[...monthOptions, ...quarterOptions].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
