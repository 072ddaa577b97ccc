/** The fiscal year a page shows: this one and the four before it, in the interface's digits. */
import { Select } from 'antd';
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
}: {
  current: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  return (
    <Select
      aria-label={t('fiscalYear')}
      style={{ minWidth: 130 }}
      value={value}
      onChange={onChange}
      options={recentFiscalYears(current).map((year) => ({ value: year, label: localDigits(year, lang) }))}
    />
  );
}
