/** US dollars with cents as the lists, the dashboard and a freelancer's page show them. */
import { localDigits } from '../../../lib/format';

export const dollars = (value: string | null, lang: 'bn' | 'en') =>
  value === null
    ? '—'
    : `$${localDigits(Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 }), lang)}`;
