/**
 * A year and a month (or a quarter of the fiscal year) for the reports, in the interface's digits:
 * the browser's own selects (the reports carry no UI kit), the choice kept in the address
 * (`year`, and `month` or `quarter`) so a reload or a shared link keeps it.
 */
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../lib/format';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';

export interface Period {
  year: number;
  month?: number;
  quarter?: number;
}

/** What one select of the period changes: the year, or the month or quarter in place of the other. */
export type PeriodChange = { year: number } | { month: number } | { quarter: number };

export const thisMonth = (): Period => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1 });

/** A whole number of the address between `min` and `max`, or nothing. */
function whole(text: string | undefined, min: number, max: number): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * The period of the address (this month when it names none) and its setter, which calls `onChange`
 * after (a list goes back to its first page). A quarter counts only where `quarters` are offered.
 * The setter writes only what a select changed, so a year and then a month chosen before the list
 * is drawn again both stay.
 */
export function usePeriodParam({
  quarters = false,
  onChange,
}: {
  quarters?: boolean;
  onChange?: () => void;
} = {}): [Period, (change: PeriodChange) => void] {
  const { filters, setFilters } = useFilterParams(['year', 'month', 'quarter'], onChange);
  const now = thisMonth();
  const quarter = quarters ? whole(filters.quarter, 1, 4) : undefined;
  const period: Period = {
    year: whole(filters.year, 2000, 2100) ?? now.year,
    ...(quarter ? { quarter } : { month: whole(filters.month, 1, 12) ?? now.month }),
  };
  const setPeriod = (change: PeriodChange) =>
    setFilters(
      'year' in change
        ? { year: change.year }
        : 'quarter' in change
          ? { quarter: change.quarter, month: null }
          : { month: change.month, quarter: null },
    );
  return [period, setPeriod];
}

export function PeriodPick({
  value,
  onChange,
  quarters,
}: {
  value: Period;
  onChange: (change: PeriodChange) => void;
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
        onChange={(event) => onChange({ year: Number(event.target.value) })}
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
            next.startsWith('q') ? { quarter: Number(next.slice(1)) } : { month: Number(next.slice(1)) },
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
