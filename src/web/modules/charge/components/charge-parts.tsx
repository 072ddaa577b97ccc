/**
 * The charge list is plain HTML; the "give charge" form is drawn with the UI kit and downloads with
 * it when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const ChargeFormPart = kitPart(
  () => import('./charge-form').then((module) => module.ChargeForm),
  (props) => props.open,
);
