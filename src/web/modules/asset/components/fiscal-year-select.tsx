/**
 * The fiscal year a page shows: this one and the four before it, in the interface's digits. The
 * browser's own select, so the lists and the dashboard that offer it carry no UI kit.
 */
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function recentFiscalYears(current: string, count = 5): string[] {
  const start = Number(current.slice(0, 4));
  return Array.from({ length: count }, (_, index) => {
    const year = start - index;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

export function FiscalYearSelect({
  current,
  value,
  onChange,
  id,
}: {
  current: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The field's id, when a form's label names it. */
  id?: string;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  return (
    <select
      id={id}
      className="plain-select"
      style={{ width: 'auto', minWidth: 130 }}
      aria-label={t('fiscalYear')}
      value={value ?? current}
      onChange={(event) => onChange?.(event.target.value)}
    >
      {recentFiscalYears(current).map((year) => (
        <option key={year} value={year}>
          {localDigits(year, lang)}
        </option>
      ))}
    </select>
  );
}
