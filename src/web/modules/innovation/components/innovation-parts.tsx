/**
 * The innovation list and an innovation's page are plain HTML; the decision and print dialogs and
 * the proof upload are drawn with the UI kit and download with it when first shown
 * (components/kit-part.tsx). The upload shows with the page for whoever may still change the
 * innovation (`inline`), so the innovation is read first.
 */
import { kitPart } from '../../../components/kit-part';

export const DecisionPart = kitPart(
  () => import('./innovation-decision').then((module) => module.InnovationDecision),
  (props) => props.decision !== null,
);

export const PrintPart = kitPart(
  () => import('./innovation-print-dialog').then((module) => module.InnovationPrintDialog),
  (props) => props.open,
);

export const AttachmentUploadPart = kitPart(
  () => import('./innovation-attachment-upload').then((module) => module.InnovationAttachmentUpload),
  () => true,
  { inline: true },
);
