/**
 * The report screens are plain HTML; what is drawn with the UI kit downloads with it when first shown
 * (components/kit-part.tsx): a report's definition form, the offices' and the desks' drawers and the
 * send-back dialog when opened, and a response's form and upload field once the response itself has
 * shown, so its figures and steps are read first.
 */
import { kitPart } from '../../../components/kit-part';

export const DefinitionFormPart = kitPart(
  () => import('./definition-form').then((module) => module.DefinitionForm),
  (props) => props.open,
);

export const AssignmentDrawerPart = kitPart(
  () => import('./assignment-drawer').then((module) => module.AssignmentDrawer),
  (props) => props.report !== null,
);

export const PermittedDesksPart = kitPart(
  () => import('./permitted-desks-drawer').then((module) => module.PermittedDesksDrawer),
  (props) => props.report !== null,
);

export const SendBackPart = kitPart(
  () => import('./send-back-dialog').then((module) => module.SendBackDialog),
  (props) => props.step !== null,
);

export const ResponseFormPart = kitPart(
  () => import('./response-form').then((module) => module.ResponseForm),
  () => true,
  { inline: true },
);

export const ResponseAttachPart = kitPart(
  () => import('./response-attach').then((module) => module.ResponseAttach),
  () => true,
  { inline: true },
);
