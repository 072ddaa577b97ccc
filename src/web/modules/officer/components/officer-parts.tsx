/**
 * The officer's page is plain HTML; the posting form and the release dialog are drawn with the UI
 * kit and download with it when first shown (components/kit-part.tsx). The posting form shows with
 * the page (`inline`), so the officer's record is read first.
 */
import { kitPart } from '../../../components/kit-part';

export const PostingFormPart = kitPart(
  () => import('./posting-forms').then((module) => module.PostingForm),
  () => true,
  { inline: true },
);

export const ReleaseDialogPart = kitPart(
  () => import('./posting-forms').then((module) => module.ReleaseDialog),
  (props) => props.record !== null,
);
