/**
 * The leave lists are plain HTML; the application form and an application's drawer are drawn with
 * the UI kit and download with it when first opened (components/kit-part.tsx).
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
