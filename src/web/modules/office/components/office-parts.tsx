/**
 * The office screens that list and read (ministries, sections, organogram, office information, office
 * admins, honour board, user roles, geolocation) are plain HTML; their forms and dialogs are drawn
 * with the UI kit and download with it when first opened (components/kit-part.tsx), but for the
 * office information's form, which is plain.
 */
import type { ComponentType } from 'react';
import { kitPart, plainPart } from '../../../components/kit-part';
import type { NameModalProps } from './name-modal';

export const CatalogFormPart = kitPart(
  () => import('./catalog-form').then((module) => module.CatalogForm),
  (props) => props.open,
);

/** A section's two names (the modal is generic in its values; a section has only the names). */
export const SectionFormPart = kitPart(
  () =>
    import('./name-modal').then(
      (module) => module.NameModal as ComponentType<NameModalProps<{ nameBn: string; nameEn: string }>>,
    ),
  (props) => props.open,
);

export const HonourBoardFormPart = kitPart(
  () => import('./honour-board-modal').then((module) => module.HonourBoardModal),
  (props) => props.open,
);

export const PostFormPart = kitPart(
  () => import('./post-modal').then((module) => module.PostModal),
  (props) => props.open,
);

export const LocationFormPart = kitPart(
  () => import('./location-modal').then((module) => module.LocationModal),
  (props) => props.office !== null,
);

/** The information's form is plain HTML (office-form.tsx): it downloads without the kit. */
export const OfficeInfoFormPart = plainPart(
  () => import('./office-info-form').then((module) => module.OfficeInfoForm),
  (props) => props.office !== null,
);

export const OfficeAdminsFormPart = kitPart(
  () => import('./office-admins-form').then((module) => module.OfficeAdminsForm),
  (props) => props.open,
);
