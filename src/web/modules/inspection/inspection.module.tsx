import { canDesignInspectionTemplates } from '../../../common/permissions';
import { childRoutes, menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { inspectionBn, inspectionEn } from './inspection.i18n';

const base = '/inspection-mgt';
const link = (path: string, key: keyof typeof inspectionBn) =>
  menuLink(`${base}/${path}`, `inspection:${key}`);

/** SPEC.md §2 /inspection-mgt children, in its order (the last two are in development). */
const children = childRoutes(base, 'inspection', [
  ['inspection-dashboard', 'inspectionDashboard'],
  ['target-list', 'targetList'],
  ['tour-plan', 'tourPlan'],
  ['inspection/{planId}/{editable?}', 'inspection'],
  ['visit-report', 'visitReport'],
  ['visit-feedback-progress/{officeString?}', 'visitFeedbackProgress'],
  ['create-checklist-template', 'createChecklistTemplate'],
  ['create-checklist-item', 'createChecklistItem'],
  ['add-item-to-checklist', 'addItemToChecklist'],
  ['checklist-template-design', 'checklistTemplateDesign'],
  ['general-info-template', 'generalInfoTemplate'],
  ['inspection-list', 'inspectionList'],
  ['self-inspection-list', 'selfInspectionList'],
  ['officer-visit-reports', 'officerVisitReports'],
  ['inspection-progress-report', 'inspectionProgressReport'],
  ['inspection-settings', 'inspectionSettings'],
  ['inspection-entry-permissions', 'inspectionEntryPermissions'],
  ['inspection-type-reports', 'inspectionTypeReports'],
  ['geolocation-inspection-reports', 'geolocationInspectionReports'],
]);

/** Inspections (SPEC.md §2): the /inspection-mgt area and the top-level tour plan and visit screens. */
export const inspectionModule: ModuleManifest = {
  id: 'inspection',
  sideMenu: 'inspection-management',
  menu: {
    id: 'inspection-management',
    items: [
      link('inspection-dashboard', 'inspectionDashboard'),
      link('target-list', 'targetList'),
      link('tour-plan', 'tourPlan'),
      link('visit-report', 'visitReport'),
      link('visit-feedback-progress', 'visitFeedbackProgress'),
      link('inspection-list', 'inspectionList'),
      link('self-inspection-list', 'selfInspectionList'),
      // SPEC.md §6: "template and checklist design items only for super or support admin".
      menuGroup(
        'template-design',
        'inspection:templateDesign',
        [
          link('create-checklist-template', 'createChecklistTemplate'),
          link('create-checklist-item', 'createChecklistItem'),
          link('add-item-to-checklist', 'addItemToChecklist'),
          link('checklist-template-design', 'checklistTemplateDesign'),
          link('general-info-template', 'generalInfoTemplate'),
        ],
        canDesignInspectionTemplates,
      ),
      menuGroup('reports', 'inspection:reports', [
        link('officer-visit-reports', 'officerVisitReports'),
        link('inspection-progress-report', 'inspectionProgressReport'),
        link('inspection-type-reports', 'inspectionTypeReports'),
        link('geolocation-inspection-reports', 'geolocationInspectionReports'),
      ]),
      link('inspection-settings', 'inspectionSettings'),
      link('inspection-entry-permissions', 'inspectionEntryPermissions'),
    ],
  },
  translations: { bn: inspectionBn, en: inspectionEn },
  routes: [
    { path: base, titleKey: 'inspection:inspectionMgt', page: redirectTo(`${base}/inspection-dashboard`) },
    ...children,
    { path: '/tour-plan', titleKey: 'inspection:tourPlan' },
    { path: '/visit-report', titleKey: 'inspection:visitReport' },
    { path: '/visit-feedback-progress', titleKey: 'inspection:visitFeedbackProgress' },
  ],
};
