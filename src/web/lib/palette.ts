/**
 * The app's colours and font that are not the UI kit's theme: the flag's green, the font stack and
 * the charts' palettes. Apart from lib/theme.ts, so that a chart on a screen drawn without the kit
 * brings none of it.
 */

/** The green of the flag of Bangladesh: the app's primary colour in light mode. */
export const BANGLADESH_GREEN = '#006a4e';
export const FONT_FAMILY = "'Noto Sans Bengali', system-ui, sans-serif";

/**
 * Chart colours. Marks (bars, lines) read at 3:1 or more on the card behind them and carry text
 * drawn on them at 4.5:1 (`onSeries`); axis and legend text reads at 4.5:1 on the card.
 */
export const CHART_PALETTES = {
  light: {
    background: '#ffffff',
    text: '#3d3d3d',
    axisLine: '#858585',
    splitLine: '#e5e5e5',
    series: [BANGLADESH_GREEN, '#c8102e', '#0958d9', '#ad4e00', '#531dab'],
    onSeries: '#ffffff',
  },
  dark: {
    background: '#141414',
    text: '#dcdcdc',
    axisLine: '#7c7c7c',
    splitLine: '#303030',
    series: ['#3fb984', '#ff7875', '#65a9f3', '#e89a3c', '#b37feb'],
    onSeries: '#0a0a0a',
  },
} as const;
