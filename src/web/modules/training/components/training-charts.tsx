/**
 * The training dashboard's charts: trainees and completed by year, provider and topic as bars; by
 * gender as a ring. Drawn plain (components/plain-charts.tsx): the first of them is on a phone's
 * first screen, and ECharts would more than double what the page downloads.
 */
import { useTranslation } from 'react-i18next';
import type { Tally } from '../../../../common/contracts/training.contract';
import { PlainBarChart, PlainRingChart } from '../../../components/plain-charts';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

function useTally() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const label = (row: Tally) => localDigits(lang === 'bn' ? row.labelBn : row.labelEn, lang);
  const n = (value: number) => formatNumber(value, lang);
  const table = (rows: Tally[]) => ({
    columns: ['', t('traineesSeries'), t('completedSeries')],
    rows: rows.map((row) => [label(row), n(row.trainees), n(row.completed)]),
  });
  return { t, label, n, table };
}

/** Trainees and completed of each row as bars; the table names every row, the bars the first `limit`. */
export function TallyBarChart({
  rows,
  name,
  limit = rows.length,
}: {
  rows: Tally[];
  name: string;
  limit?: number;
}) {
  const { t, label, n, table } = useTally();
  const shown = rows.slice(0, limit);
  return (
    <PlainBarChart
      label={name}
      categories={shown.map(label)}
      series={[
        { name: t('traineesSeries'), values: shown.map((row) => row.trainees) },
        { name: t('completedSeries'), values: shown.map((row) => row.completed) },
      ]}
      format={n}
      table={table(rows)}
    />
  );
}

/** Trainees by gender as a ring. */
export function GenderChart({ rows, name }: { rows: Tally[]; name: string }) {
  const { label, n, table } = useTally();
  return (
    <PlainRingChart
      label={name}
      slices={rows.map((row) => ({ name: label(row), value: row.trainees }))}
      format={n}
      table={table(rows)}
    />
  );
}
