/**
 * The inspection screens are plain HTML; their forms, dialogs and drawers are drawn with the UI kit
 * and download with it when first shown (components/kit-part.tsx). The template editor, the new item
 * form and the inspection's own form show with their screen (`inline`), so the screen reads first.
 */
import { kitPart } from '../../../components/kit-part';

export const ReportDrawerPart = kitPart(
  () => import('./report-drawer').then((module) => module.ReportDrawer),
  (props) => props.id !== null,
);

export const PlanFormPart = kitPart(
  () => import('./plan-form').then((module) => module.PlanForm),
  (props) => props.open,
);

export const PlanDrawerPart = kitPart(
  () => import('./plan-drawer').then((module) => module.PlanDrawer),
  (props) => props.id !== null,
);

export const RecommendationDrawerPart = kitPart(
  () => import('./recommendation-drawer').then((module) => module.RecommendationDrawer),
  (props) => props.id !== null,
);

export const TemplateEditorPart = kitPart(
  () => import('./template-editor').then((module) => module.TemplateEditor),
  () => true,
  { inline: true },
);

export const ItemFormPart = kitPart(
  () => import('./item-form').then((module) => module.ItemForm),
  () => true,
  { inline: true },
);

export const InspectionFormPart = kitPart(
  () => import('./inspection-form').then((module) => module.InspectionForm),
  () => true,
  { inline: true },
);
