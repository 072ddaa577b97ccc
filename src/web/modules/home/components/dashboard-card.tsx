/**
 * The dashboard's building blocks in plain HTML and CSS (the dashboard draws without the UI kit): a
 * small card with a title and a figure with its label.
 */
import type { ReactNode } from 'react';

export function DashboardCard({
  title,
  children,
  className,
  'data-testid': testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <section className={className ? `dashboard-card ${className}` : 'dashboard-card'} data-testid={testId}>
      {title && <h3 className="dashboard-card-title">{title}</h3>}
      {children}
    </section>
  );
}

/** A label and its number, the number large (the figure a person looks for). */
export function Figure({ label, value, suffix }: { label: ReactNode; value: string; suffix?: string }) {
  return (
    <div className="figure">
      <div className="figure-label">{label}</div>
      <div className="figure-value">
        {value}
        {suffix && <span className="figure-suffix"> {suffix}</span>}
      </div>
    </div>
  );
}
