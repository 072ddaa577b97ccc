/**
 * A chart's figures as a table for screen readers, under the picture: a chart is met as a named
 * picture followed by this table. Shared by the ECharts charts and the plain ones.
 */
import { useTranslation } from 'react-i18next';
import { A11Y_NAMESPACE } from '../lib/a11y.i18n';

/** The chart's figures as a table: the first column names the rows, the others are the series. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

const column = (table: ChartTable, index: number) => table.columns[index] ?? String(index);

export function ChartDataTable({ table, label }: { table: ChartTable; label: string }) {
  const { t } = useTranslation(A11Y_NAMESPACE);
  return (
    <table className="visually-hidden">
      <caption>{t('chartData', { name: label })}</caption>
      <thead>
        <tr>
          {table.columns.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={column(table, index)} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column(table, index)}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
