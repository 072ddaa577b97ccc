/**
 * The lab lists and reports are plain HTML; a lab's drawer (with its forms), a device's condition
 * dialog and a recommendation's progress dialog are drawn with the UI kit and download with it when
 * first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const LabDrawerPart = kitPart(
  () => import('./lab-drawer').then((module) => module.LabDrawer),
  (props) => props.labId !== null,
);

export const ConditionDialogPart = kitPart(
  () => import('./lab-dialogs').then((module) => module.ConditionDialog),
  (props) => props.item !== null,
);

export const ProgressDialogPart = kitPart(
  () => import('./lab-dialogs').then((module) => module.ProgressDialog),
  (props) => props.item !== null,
);
