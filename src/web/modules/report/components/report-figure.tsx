/**
 * A figure of the report dashboard: a plain card whose number links to the list behind it, drawn with
 * the dashboard's card classes (styles.css), so the dashboard shows without the UI kit.
 */
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function ReportFigure({ label, value, to }: { label: string; value: number; to: string }) {
  const lang = useLang();
  return (
    <div className="dashboard-card linked">
      <Link to={to} className="figure-link">
        <div className="figure-label">{label}</div>
        <div className="figure-value">{formatNumber(value, lang)}</div>
      </Link>
    </div>
  );
}
