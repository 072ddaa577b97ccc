/** Which set a screen serves: the internal screens are the same pages under an internal path. */
import { useLocation } from 'react-router';
import type { TrainingKind } from '../../../../common/contracts/training.paths';

export function useTrainingKind(): TrainingKind {
  const { pathname } = useLocation();
  return pathname.includes('internal') ? 'internal' : 'external';
}

/** The parent of the screen's siblings: /training-mgt-internal or /training-mgt. */
export function useTrainingBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/training-mgt-internal') ? '/training-mgt-internal' : '/training-mgt';
}

/** The path of a sibling screen of the same set (`name` is the external name; '-internal' is added). */
export function useSiblingPath(): (external: string, internal?: string) => string {
  const base = useTrainingBase();
  const kind = useTrainingKind();
  return (external, internal) =>
    `${base}/${kind === 'internal' ? (internal ?? `${external}-internal`) : external}`;
}
