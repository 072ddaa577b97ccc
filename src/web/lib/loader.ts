/** The full-page loader is driven by a window event named toggleLoader with detail true or false (SPEC.md §2). */
import { LOADER_EVENT } from '../../common/constants';

export function toggleLoader(show: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(LOADER_EVENT, { detail: show }));
}
