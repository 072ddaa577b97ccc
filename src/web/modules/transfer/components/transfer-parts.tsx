/**
 * The transfer lists and the planner are plain HTML; the application form, an application's drawer,
 * the round form, the dialog that gives a person a vacant post and the office order's print dialog
 * are drawn with the UI kit and download with it when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const ApplicationFormPart = kitPart(
  () => import('./application-form').then((module) => module.ApplicationForm),
  (props) => props.open,
);

export const ApplicationViewPart = kitPart(
  () => import('./application-view').then((module) => module.ApplicationView),
  (props) => props.id !== null,
);

export const RoundFormPart = kitPart(
  () => import('./round-form').then((module) => module.RoundForm),
  (props) => props.open,
);

export const AssignPart = kitPart(
  () => import('./assign-modal').then((module) => module.AssignModal),
  (props) => props.target !== null,
);

export const OfficeOrderPart = kitPart(
  () => import('./office-order-dialog').then((module) => module.OfficeOrderDialog),
  (props) => props.open,
);
