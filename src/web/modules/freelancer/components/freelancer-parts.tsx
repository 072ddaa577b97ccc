/**
 * The freelancer, mentor, team and master lists and a freelancer's page are plain HTML; the forms
 * and the Excel import are drawn with the UI kit and download with it when first opened
 * (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const FreelancerFormPart = kitPart(
  () => import('./freelancer-dialogs').then((module) => module.FreelancerFormDialog),
  (props) => props.open,
);

export const FreelancerImportPart = kitPart(
  () => import('./freelancer-dialogs').then((module) => module.FreelancerImportDialog),
  (props) => props.open,
);

export const MentorFormPart = kitPart(
  () => import('./mentor-form').then((module) => module.MentorFormDialog),
  (props) => props.open,
);

export const TeamFormPart = kitPart(
  () => import('./team-form').then((module) => module.TeamFormDialog),
  (props) => props.open,
);

export const MasterFormPart = kitPart(
  () => import('./master-form').then((module) => module.MasterFormDialog),
  (props) => props.editing !== null,
);
