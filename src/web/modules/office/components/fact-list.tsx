/** Fields to read, each label above its value, two or three to a row (one on a phone): plain HTML. */
import type { ReactNode } from 'react';

export function FactList({
  children,
  'data-testid': testId,
}: {
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <dl className="office-facts" data-testid={testId}>
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-secondary">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
