/**
 * Small charts drawn in HTML and SVG, for dashboards whose first chart is on a phone's first screen:
 * ECharts (about 150 KB) would then come with the page. Bars run across, one row per category with
 * its label above, so long Bangla names need no rotation on a narrow screen; a ring shows shares
 * with its legend beside it. Each is met as a named picture followed by a table of its figures, as
 * the ECharts charts are, and takes the charts' palette (light or dark).
 */
import { CHART_PALETTES } from '../lib/palette';
import { useUiPreferences } from '../lib/ui-preferences';
import { ChartDataTable, type ChartTable } from './chart-table';

export interface BarSeries {
  name: string;
  values: number[];
}

function useSeriesColours(): readonly string[] {
  const dark = useUiPreferences((state) => state.darkMode);
  return CHART_PALETTES[dark ? 'dark' : 'light'].series;
}

function Legend({ names, colours }: { names: string[]; colours: readonly string[] }) {
  return (
    <ul className="plain-chart-legend">
      {names.map((name, index) => (
        <li key={name}>
          <span className="plain-chart-swatch" style={{ background: colours[index % colours.length] }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** Each category's values of every series as bars, scaled to the largest value shown. */
export function PlainBarChart({
  label,
  categories,
  series,
  format,
  table,
}: {
  /** What the chart shows, read as the picture's name. */
  label: string;
  categories: string[];
  series: BarSeries[];
  /** A value as the bar's figure (Bangla digits in Bangla). */
  format: (value: number) => string;
  table?: ChartTable;
}) {
  const colours = useSeriesColours();
  const largest = Math.max(0, ...series.flatMap((one) => one.values));
  const width = (value: number) => (largest > 0 ? `${(100 * Math.max(0, value)) / largest}%` : '0');
  return (
    <figure className="plain-chart">
      <div role="img" aria-label={label}>
        {series.length > 1 && <Legend names={series.map((one) => one.name)} colours={colours} />}
        <div className="plain-bars">
          {categories.map((category, row) => (
            <div key={category} className="plain-bar-row">
              <span className="plain-bar-label">{category}</span>
              {series.map((one, index) => (
                <span key={one.name} className="plain-bar-line">
                  <span
                    className="plain-bar"
                    style={{
                      width: width(one.values[row] ?? 0),
                      background: colours[index % colours.length],
                    }}
                  />
                  <span className="plain-bar-value">{format(one.values[row] ?? 0)}</span>
                </span>
              ))}
            </div>
          ))}
        </div>
      </div>
      {table && <ChartDataTable table={table} label={label} />}
    </figure>
  );
}

/** Circumference of the ring's circle, so a share in percent is its stroke length. */
const RING_RADIUS = 100 / (2 * Math.PI);

/** Shares of a whole as a ring, each slice with its figure and share in the legend. */
export function PlainRingChart({
  label,
  slices,
  format,
  table,
}: {
  label: string;
  slices: { name: string; value: number }[];
  format: (value: number) => string;
  table?: ChartTable;
}) {
  const colours = useSeriesColours();
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  let before = 0;
  const arcs = slices.map((slice, index) => {
    const share = total > 0 ? (100 * Math.max(0, slice.value)) / total : 0;
    // Slices start at twelve o'clock and run clockwise (a circle's stroke starts at three).
    const arc = { share, offset: 25 - before, colour: colours[index % colours.length] };
    before += share;
    return arc;
  });
  return (
    <figure className="plain-chart plain-ring-chart">
      <div role="img" aria-label={label} className="plain-ring-body">
        <svg viewBox="0 0 42 42" className="plain-ring" aria-hidden="true">
          <circle className="plain-ring-track" cx="21" cy="21" r={RING_RADIUS} />
          {arcs.map(
            (arc, index) =>
              arc.share > 0 && (
                <circle
                  key={slices[index]?.name}
                  cx="21"
                  cy="21"
                  r={RING_RADIUS}
                  fill="none"
                  stroke={arc.colour}
                  strokeWidth="6"
                  strokeDasharray={`${arc.share} ${100 - arc.share}`}
                  strokeDashoffset={arc.offset}
                />
              ),
          )}
        </svg>
        <ul className="plain-chart-legend plain-ring-legend">
          {slices.map((slice, index) => (
            <li key={slice.name}>
              <span className="plain-chart-swatch" style={{ background: arcs[index]?.colour }} />
              {slice.name}: {format(slice.value)} ({format(Math.round(arcs[index]?.share ?? 0))}%)
            </li>
          ))}
        </ul>
      </div>
      {table && <ChartDataTable table={table} label={label} />}
    </figure>
  );
}
