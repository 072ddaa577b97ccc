/**
 * The leave lists are plain HTML; the application form, an application's drawer and the forms of
 * the approvers' screen (a chain of desks, a public holiday) are drawn with the UI kit and download
 * with it when first shown (components/kit-part.tsx). The chain form shows with its list for the
 * office admin (`inline`), so the chains are read first.
 */
import { kitPart } from '../../../components/kit-part';

export const LeaveFormPart = kitPart(
  () => import('./leave-form').then((module) => module.LeaveForm),
  (props) => props.open,
);

export const LeaveDetailPart = kitPart(
  () => import('./leave-detail').then((module) => module.LeaveDetailDrawer),
  (props) => props.id !== null,
);

export const ChainFormPart = kitPart(
  () => import('./chain-form').then((module) => module.ChainForm),
  () => true,
  { inline: true },
);

export const HolidayFormPart = kitPart(
  () => import('./holiday-form').then((module) => module.HolidayForm),
  (props) => props.editing !== null,
);
