/**
 * The inspection lists are plain HTML; an inspection's visit report is drawn with the UI kit in a
 * drawer and downloads with it when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const ReportDrawerPart = kitPart(
  () => import('./report-drawer').then((module) => module.ReportDrawer),
  (props) => props.id !== null,
);
