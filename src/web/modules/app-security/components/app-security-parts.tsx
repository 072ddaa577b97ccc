/**
 * The app-security lists are plain HTML; the access role's form and its drawer (grants and whom it
 * is given to) are drawn with the UI kit and download with it when first opened
 * (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const RoleFormPart = kitPart(
  () => import('./role-form').then((module) => module.RoleForm),
  (props) => props.open,
);

export const RoleDrawerPart = kitPart(
  () => import('./role-drawer').then((module) => module.RoleDrawer),
  (props) => props.roleId !== null,
);
