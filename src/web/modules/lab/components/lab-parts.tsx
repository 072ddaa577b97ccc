/**
 * The lab lists are plain HTML; a lab's drawer (with its forms) and a device's condition dialog are
 * drawn with the UI kit and download with it when first opened (components/kit-part.tsx).
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
