import {
  canDesignInspectionTemplates,
  canManageInspectionSetup,
  canUseInspections,
} from '../../../common/permissions';
import { childRoutes, menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import type { inspectionBn } from './inspection.i18n';

const base = '/inspection-mgt';
const link = (path: string, key: keyof typeof inspectionBn) =>
  menuLink(`${base}/${path}`, `inspection:${key}`);

/** The screens of the children, by path; the two SPEC.md calls "in development" stay placeholders. */
const PAGES: Record<string, RouteDefinition['page']> = {
  'inspection-dashboard': () => import('./pages/inspection-dashboard.page'),
  'target-list': () => import('./pages/target-list.page'),
  'tour-plan': () => import('./pages/tour-plan.page'),
  'inspection/{planId}/{editable?}': () => import('./pages/inspection.page'),
  'visit-report': () => import('./pages/visit-report.page'),
  'visit-feedback-progress/{officeString?}': () => import('./pages/visit-feedback-progress.page'),
  'create-checklist-template': () => import('./pages/create-checklist-template.page'),
  'create-checklist-item': () => import('./pages/create-checklist-item.page'),
  'add-item-to-checklist': () => import('./pages/add-item-to-checklist.page'),
  'checklist-template-design': () => import('./pages/checklist-template-design.page'),
  'general-info-template': () => import('./pages/general-info-template.page'),
  'inspection-list': () => import('./pages/inspection-list.page'),
  'self-inspection-list': () => import('./pages/self-inspection-list.page'),
  'officer-visit-reports': () => import('./pages/officer-visit-reports.page'),
  'inspection-progress-report': () => import('./pages/inspection-progress-report.page'),
  'inspection-settings': () => import('./pages/inspection-settings.page'),
  'inspection-entry-permissions': () => import('./pages/inspection-entry-permissions.page'),
};
const DESIGN = new Set([
  'create-checklist-template',
  'create-checklist-item',
  'add-item-to-checklist',
  'checklist-template-design',
  'general-info-template',
]);

/**
 * The screens drawn in plain HTML, with only the core of the server's messages: the dashboard (its
 * charts load when they scroll near), the lists and reports, the inspection read as its visit report,
 * and the template and item screens. What they open or hold (a plan's dialog and drawer, a
 * recommendation's drawer, a visit report's drawer, the template editor, the new item form and the
 * inspection's form while it is filled) brings the UI kit and the modules' server messages when it
 * first shows (components/inspection-parts.tsx). The form that adds an item to a checklist, the
 * settings and the entry permissions (a form above its list) are plain forms too: their checks say
 * "choose one" or the core's "enter a valid value", and the server's own words arrive translated.
 */
const PLAIN = new Set([
  'inspection-dashboard',
  'target-list',
  'tour-plan',
  'inspection/{planId}/{editable?}',
  'visit-report',
  'visit-feedback-progress/{officeString?}',
  'create-checklist-template',
  'create-checklist-item',
  'add-item-to-checklist',
  'checklist-template-design',
  'general-info-template',
  'inspection-list',
  'self-inspection-list',
  'officer-visit-reports',
  'inspection-progress-report',
  'inspection-settings',
  'inspection-entry-permissions',
]);
const plainRoute = { plain: true, coreMessagesOnly: true } as const;

const accessOf = (path: string) =>
  DESIGN.has(path)
    ? canDesignInspectionTemplates
    : path === 'inspection-entry-permissions'
      ? canManageInspectionSetup
      : canUseInspections;

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
]).map((route) => {
  const path = route.path.slice(base.length + 1);
  if (!PAGES[path]) return route;
  return { ...route, page: PAGES[path], access: accessOf(path), ...(PLAIN.has(path) ? plainRoute : {}) };
});

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
      menuLink(
        `${base}/inspection-entry-permissions`,
        'inspection:inspectionEntryPermissions',
        canManageInspectionSetup,
      ),
    ],
  },
  translations: () =>
    import('./inspection.i18n').then((catalogue) => ({
      bn: catalogue.inspectionBn,
      en: catalogue.inspectionEn,
    })),
  routes: [
    // The forwarding routes lead to plain screens: they need not wait for the UI kit either.
    {
      path: base,
      titleKey: 'inspection:inspectionMgt',
      page: redirectTo(`${base}/inspection-dashboard`),
      ...plainRoute,
    },
    ...children,
    // The top-level entries of SPEC.md §2 open the same screens inside the inspection area.
    {
      path: '/tour-plan',
      titleKey: 'inspection:tourPlan',
      page: redirectTo(`${base}/tour-plan`),
      ...plainRoute,
    },
    {
      path: '/visit-report',
      titleKey: 'inspection:visitReport',
      page: redirectTo(`${base}/visit-report`),
      ...plainRoute,
    },
    {
      path: '/visit-feedback-progress',
      titleKey: 'inspection:visitFeedbackProgress',
      page: redirectTo(`${base}/visit-feedback-progress`),
      ...plainRoute,
    },
  ],
};
