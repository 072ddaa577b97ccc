/**
 * The innovation list and an innovation's page are plain HTML; the decision and print dialogs are
 * drawn with the UI kit and download with it when first shown (components/kit-part.tsx). The proof
 * upload is plain too; it shows with the page for whoever may still change the innovation, and
 * downloads after the page with the modules' server messages (its refusals, such as too many
 * proofs), which the page itself does not load, so the innovation is read first.
 */
import { kitPart, plainPart } from '../../../components/kit-part';

export const DecisionPart = kitPart(
  () => import('./innovation-decision').then((module) => module.InnovationDecision),
  (props) => props.decision !== null,
);

export const PrintPart = kitPart(
  () => import('./innovation-print-dialog').then((module) => module.InnovationPrintDialog),
  (props) => props.open,
);

/** Shown with the page, so it waits for nothing (`inline`). */
export const AttachmentUploadPart = plainPart(
  () => import('./innovation-attachment-upload').then((module) => module.InnovationAttachmentUpload),
  () => true,
  { inline: true },
);
