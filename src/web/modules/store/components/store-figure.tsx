/**
 * One figure of the store dashboard, in the interface's digits, as a link to the list behind it:
 * a plain card (the dashboard draws without the UI kit).
 */
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function StoreFigure({ title, value, to }: { title: string; value: number; to: string }) {
  const lang = useLang();
  return (
    <section className="dashboard-card linked">
      <Link to={to} className="figure-link">
        <div className="figure-label">{title}</div>
        <div className="figure-value">{formatNumber(value, lang)}</div>
      </Link>
    </section>
  );
}
