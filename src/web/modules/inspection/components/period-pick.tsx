/** A year and a month (or a quarter of the fiscal year) for the reports, in the interface's digits. */
import { Col, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export interface Period {
  year: number;
  month?: number;
  quarter?: number;
}

export const thisMonth = (): Period => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1 });

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
      <Col xs={12} md={4}>
        <Select
          aria-label={t('year')}
          style={{ width: '100%' }}
          value={value.year}
          onChange={(year) => onChange({ ...value, year })}
          options={years.map((year) => ({ value: year, label: localDigits(year, lang) }))}
        />
      </Col>
      <Col xs={12} md={6}>
        <Select
          aria-label={t('period')}
          style={{ width: '100%' }}
          value={period}
          onChange={(next: string) =>
            onChange(
              next.startsWith('q')
                ? { year: value.year, quarter: Number(next.slice(1)) }
                : { year: value.year, month: Number(next.slice(1)) },
            )
          }
          options={[...monthOptions, ...quarterOptions]}
        />
      </Col>
    </>
  );
}
