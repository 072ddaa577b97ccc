/**
 * The plain charts: bars scaled to the largest figure with each figure written beside its bar, a
 * ring whose legend gives each share, and both read as a named picture with a table of figures.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addModuleTranslations } from '../i18n';
import { A11Y_NAMESPACE, a11yTranslations } from '../lib/a11y.i18n';
import { formatNumber } from '../lib/format';
import { PlainBarChart, PlainRingChart } from './plain-charts';

addModuleTranslations(A11Y_NAMESPACE, a11yTranslations);
afterEach(cleanup);

const bn = (value: number) => formatNumber(value, 'bn');

describe('the plain charts', () => {
  it('draws each category’s bars against the largest value, with the figures in Bangla digits', () => {
    const { container } = render(
      <PlainBarChart
        label="বছরভিত্তিক প্রশিক্ষণার্থী"
        categories={['২০২৪', '২০২৫']}
        series={[
          { name: 'প্রশিক্ষণার্থী', values: [40, 80] },
          { name: 'সম্পন্ন', values: [20, 0] },
        ]}
        format={bn}
        table={{ columns: ['', 'প্রশিক্ষণার্থী', 'সম্পন্ন'], rows: [['২০২৪', '৪০', '২০']] }}
      />,
    );
    const picture = screen.getByRole('img', { name: 'বছরভিত্তিক প্রশিক্ষণার্থী' });
    expect(within(picture).getByText('প্রশিক্ষণার্থী')).toBeTruthy();
    const bars = [...container.querySelectorAll<HTMLElement>('.plain-bar')].map((bar) => bar.style.width);
    expect(bars).toEqual(['50%', '25%', '100%', '0%']);
    const figures = [...container.querySelectorAll('.plain-bar-value')].map((value) => value.textContent);
    expect(figures).toEqual(['৪০', '২০', '৮০', '০']);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'বছরভিত্তিক প্রশিক্ষণার্থী: চার্টের তথ্য',
    );
  });

  it('gives each slice of the ring its figure and share, and draws nothing of an empty one', () => {
    const { container } = render(
      <PlainRingChart
        label="লিঙ্গভিত্তিক"
        slices={[
          { name: 'পুরুষ', value: 30 },
          { name: 'নারী', value: 10 },
          { name: 'অন্যান্য', value: 0 },
        ]}
        format={bn}
      />,
    );
    const legend = within(screen.getByRole('img', { name: 'লিঙ্গভিত্তিক' }));
    expect(legend.getByText('পুরুষ: ৩০ (৭৫%)')).toBeTruthy();
    expect(legend.getByText('নারী: ১০ (২৫%)')).toBeTruthy();
    expect(legend.getByText('অন্যান্য: ০ (০%)')).toBeTruthy();
    const arcs = [...container.querySelectorAll('circle[stroke-dasharray]')];
    expect(arcs.map((arc) => arc.getAttribute('stroke-dasharray'))).toEqual(['75 25', '25 75']);
    // The second slice starts where the first ends, clockwise from twelve o'clock.
    expect(arcs.map((arc) => arc.getAttribute('stroke-dashoffset'))).toEqual(['25', '-50']);
  });
});
