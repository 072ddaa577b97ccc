/**
 * A record's facts (an officer, an office, a charge, an innovation, a freelancer) as label and value
 * pairs in plain HTML: as many columns as fit, one on a phone; a long value takes the whole row.
 */
import type { ReactNode } from 'react';

export function FactList({
  title,
  children,
  'data-testid': testId,
}: {
  /** A heading above the list, for a record read in sections. */
  title?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const list = (
    <dl className="fact-list" data-testid={testId}>
      {children}
    </dl>
  );
  if (!title) return list;
  return (
    <section>
      <h3 className="fact-list-title">{title}</h3>
      {list}
    </section>
  );
}

export function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'fact-wide' : undefined}>
      <dt className="text-secondary">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
