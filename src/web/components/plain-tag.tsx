/**
 * A short label on a row (a state, "acting", "vacant") in plain HTML and CSS: the dashboard and the
 * lists draw without antd's tag. Each tone keeps its text at 4.5:1 or more on its background.
 */
import type { ReactNode } from 'react';

export type TagTone = 'warning' | 'purple' | 'success' | 'error' | 'info';

export function Tag({ children, tone }: { children: ReactNode; tone?: TagTone }) {
  return <span className={tone ? `plain-tag ${tone}` : 'plain-tag'}>{children}</span>;
}
