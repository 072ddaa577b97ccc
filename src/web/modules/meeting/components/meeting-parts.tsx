/**
 * The meeting and task lists are plain HTML; a meeting's drawer (with its form, minutes and
 * nomination) and the dialog that completes a task are drawn with the UI kit and download with it
 * when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const MeetingDetailPart = kitPart(
  () => import('./meeting-detail').then((module) => module.MeetingDetailDrawer),
  (props) => props.id !== null,
);

export const TaskCompletePart = kitPart(
  () => import('./task-complete').then((module) => module.TaskCompleteDialog),
  (props) => props.task !== null,
);
