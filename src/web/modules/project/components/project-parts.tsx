/**
 * The project lists are plain HTML; a project's and a site's dialogs are drawn with the UI kit and
 * download with it when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const ProjectDialogPart = kitPart(
  () => import('./project-dialog').then((module) => module.ProjectDialog),
  (props) => props.editing !== null,
);

export const SiteDialogPart = kitPart(
  () => import('./site-dialog').then((module) => module.SiteDialog),
  (props) => props.editing !== null,
);
