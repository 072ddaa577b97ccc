/**
 * How far along something is (a profile's completeness), as a thin bar and its percentage in the
 * interface's digits: plain HTML and CSS, named for screen readers by `label`.
 */
import { localDigits } from '../lib/format';
import { useLang } from '../lib/use-lang';

export function Meter({ percent, label }: { percent: number; label: string }) {
  const lang = useLang();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const text = `${localDigits(value, lang)}%`;
  return (
    <div
      className="meter"
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={text}
      aria-label={label}
    >
      <span className="meter-track">
        <span className={value === 100 ? 'meter-fill done' : 'meter-fill'} style={{ width: `${value}%` }} />
      </span>
      <span className="meter-text">{text}</span>
    </div>
  );
}
