/**
 * The store's lists and dashboard are plain HTML; its forms, dialogs and drawers are drawn with the
 * UI kit and download with it when first opened (components/kit-part.tsx).
 */
import { kitPart } from '../../../components/kit-part';

export const ProductFormPart = kitPart(
  () => import('./product-form').then((module) => module.ProductForm),
  (props) => props.editing !== null,
);

export const AdjustmentFormPart = kitPart(
  () => import('./adjustment-form').then((module) => module.AdjustmentForm),
  (props) => props.product !== null,
);

export const LedgerDrawerPart = kitPart(
  () => import('./ledger-drawer').then((module) => module.LedgerDrawer),
  (props) => props.product !== null,
);

export const CategoryFormPart = kitPart(
  () => import('./category-form').then((module) => module.CategoryForm),
  (props) => props.editing !== null,
);

export const AssetFormPart = kitPart(
  () => import('./asset-form').then((module) => module.AssetForm),
  (props) => props.editing !== null,
);

export const ReceiptFormPart = kitPart(
  () => import('./receipt-form').then((module) => module.ReceiptForm),
  (props) => props.open,
);

export const ReceiptDrawerPart = kitPart(
  () => import('./receipt-drawer').then((module) => module.ReceiptDrawer),
  (props) => props.id !== null,
);

export const RequisitionFormPart = kitPart(
  () => import('./requisition-form').then((module) => module.RequisitionForm),
  (props) => props.open,
);

export const RequisitionDrawerPart = kitPart(
  () => import('./requisition-drawer').then((module) => module.RequisitionDrawer),
  (props) => props.id !== null,
);
