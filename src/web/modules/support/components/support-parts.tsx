/**
 * The support screens are plain HTML; what is drawn with the UI kit downloads with it when first
 * shown (components/kit-part.tsx): the new-ticket form and the desk's dialogs when opened, and a
 * ticket's reply box and upload field once the ticket itself has shown, so its thread is read first.
 */
import { kitPart } from '../../../components/kit-part';

export const TicketFormPart = kitPart(
  () => import('./ticket-form').then((module) => module.TicketForm),
  (props) => props.open,
);

export const ReplyPart = kitPart(
  () => import('./ticket-reply').then((module) => module.ReplyBox),
  () => true,
  { inline: true },
);

export const AttachPart = kitPart(
  () => import('./ticket-attach').then((module) => module.TicketAttach),
  () => true,
  { inline: true },
);

export const StatusReasonPart = kitPart(
  () => import('./desk-dialogs').then((module) => module.StatusReasonDialog),
  (props) => props.target !== null,
);

export const EscalatePart = kitPart(
  () => import('./desk-dialogs').then((module) => module.EscalateDialog),
  (props) => props.open,
);
