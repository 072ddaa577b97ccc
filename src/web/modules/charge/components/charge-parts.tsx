/**
 * The charge list and a charge's page are plain HTML; the "give charge" form and the dialog that
 * ends a charge early are drawn with the UI kit and download with it when first opened
 * (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const ChargeFormPart = kitPart(
  () => import('./charge-form').then((module) => module.ChargeForm),
  (props) => props.open,
);

export const ChargeEndPart = kitPart(
  () => import('./charge-end').then((module) => module.ChargeEndDialog),
  (props) => props.open,
);
