/**
 * The asset statement lists, the dashboard and the settings are plain HTML; a statement's drawer in
 * the approval queue and the due-date form are drawn with the UI kit and download with it when
 * first shown (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const StatementDrawerPart = kitPart(
  () => import('./statement-drawer').then((module) => module.StatementDrawer),
  (props) => props.id !== null,
);

/** Shown with the settings page itself (to app admins): nothing shows while it loads, the list is read first. */
export const DeadlineFormPart = kitPart(
  () => import('./deadline-form').then((module) => module.DeadlineForm),
  () => true,
  { inline: true },
);
