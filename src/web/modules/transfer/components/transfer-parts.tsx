/**
 * The transfer lists are plain HTML; the application form and an application's drawer are drawn
 * with the UI kit and download with it when first opened (components/kit-part.tsx).
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
