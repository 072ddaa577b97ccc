/**
 * The training lists and the dashboard are plain HTML; a batch's drawer, the finalising dialog, the
 * attendance sheet, a batch's feedback, a certificate, a trainee's rating and the nomination form
 * are drawn with the UI kit and download with it when first shown (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const BatchDrawerPart = kitPart(
  () => import('./batch-drawer').then((module) => module.BatchDrawer),
  (props) => props.id !== null,
);

export const FinalisePart = kitPart(
  () => import('./finalise-modal').then((module) => module.FinaliseModal),
  (props) => props.entry !== null,
);

export const AttendanceSheetPart = kitPart(
  () => import('./attendance-sheet').then((module) => module.AttendanceSheetDialog),
  (props) => props.open,
);

export const FeedbackPart = kitPart(
  () => import('./feedback-modal').then((module) => module.FeedbackModal),
  (props) => props.open === true,
);

export const CertificatePart = kitPart(
  () => import('./certificate-dialog').then((module) => module.CertificateDialog),
  (props) => props.certificate !== null,
);

export const RatingPart = kitPart(
  () => import('./rating-dialog').then((module) => module.RatingDialog),
  (props) => props.traineeId !== null,
);

/** Shown with the screen once an office is chosen: nothing shows while it loads. */
export const NominationFormPart = kitPart(
  () => import('./nomination-form').then((module) => module.NominationForm),
  (props) => props.officeId !== null,
  { inline: true },
);
