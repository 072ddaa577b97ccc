import { canManageMeetings, canSeeMeetingGroup, canUseMeetings } from '../../../common/permissions';
import { menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import type { meetingBn } from './meeting.i18n';

const base = '/meeting-mgt';
const link = (path: string, key: keyof typeof meetingBn, visible = canUseMeetings) =>
  menuLink(`${base}/${path}`, `meeting:${key}`, visible);

/**
 * SPEC.md §2 /meeting-mgt children, in its order, each with its screen and its access rule. The
 * meeting, task and nomination lists are plain HTML with no form of their own: a meeting's drawer and
 * the dialog that completes a task bring the UI kit and the modules' server messages when first
 * opened (components/meeting-parts.tsx). The dashboard, the calendar and the new-meeting forms are
 * plain too: the forms show the contract's messages, so they keep the module's server messages.
 */
const routes: RouteDefinition[] = [
  {
    path: '/meeting-mgt/meeting-dashboard',
    titleKey: 'meeting:meetingDashboard',
    page: () => import('./pages/meeting-dashboard.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseMeetings,
  },
  {
    path: '/meeting-mgt/new-meeting-view',
    titleKey: 'meeting:newMeetingView',
    page: () => import('./pages/new-meeting.page'),
    plain: true,
    access: canManageMeetings,
  },
  {
    path: '/meeting-mgt/new-meeting-other-office',
    titleKey: 'meeting:newMeetingOtherOffice',
    page: () => import('./pages/new-meeting-other-office.page'),
    plain: true,
    access: canManageMeetings,
  },
  {
    path: '/meeting-mgt/upcoming-meeting-list-other-office',
    titleKey: 'meeting:upcomingMeetingListOtherOffice',
    page: () => import('./pages/upcoming-meetings.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canManageMeetings,
  },
  {
    path: '/meeting-mgt/completed-meeting-list-other-office',
    titleKey: 'meeting:completedMeetingListOtherOffice',
    page: () => import('./pages/completed-meetings.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canManageMeetings,
  },
  {
    path: '/meeting-mgt/nomination-pending-meeting-list-view',
    titleKey: 'meeting:nominationPendingMeetingListView',
    page: () => import('./pages/nomination-pending.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseMeetings,
  },
  {
    path: '/meeting-mgt/archived-meeting-list-view',
    titleKey: 'meeting:archivedMeetingListView',
    page: () => import('./pages/archived-meetings.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canManageMeetings,
  },
  {
    path: '/meeting-mgt/meeting-calender-view',
    titleKey: 'meeting:meetingCalenderView',
    page: () => import('./pages/meeting-calendar.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseMeetings,
  },
  {
    path: '/meeting-mgt/update-pending-meeting-list-view',
    titleKey: 'meeting:updatePendingMeetingListView',
    page: () => import('./pages/update-pending-meetings.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canManageMeetings,
  },
  {
    path: '/meeting-mgt/all-meeting-task-view',
    titleKey: 'meeting:allMeetingTaskView',
    page: () => import('./pages/all-tasks.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseMeetings,
  },
  {
    path: '/meeting-mgt/all-meeting-pending-task-view',
    titleKey: 'meeting:allMeetingPendingTaskView',
    page: () => import('./pages/pending-tasks.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseMeetings,
  },
  {
    path: '/meeting-mgt/all-meeting-completed-task-view',
    titleKey: 'meeting:allMeetingCompletedTaskView',
    page: () => import('./pages/completed-tasks.page'),
    plain: true,
    coreMessagesOnly: true,
    access: canUseMeetings,
  },
];

/** Meetings (SPEC.md §2). */
export const meetingModule: ModuleManifest = {
  id: 'meeting',
  sideMenu: 'meeting-mgt',
  menu: {
    id: 'meeting-mgt',
    items: [
      link('meeting-dashboard', 'meetingDashboard'),
      link('meeting-calender-view', 'meetingCalenderView'),
      // SPEC.md §6: "the meetings group (new, upcoming, completed) only if site permission meetingMgt is true".
      menuGroup(
        'meetings',
        'meeting:meetings',
        [
          link('new-meeting-view', 'newMeetingView'),
          link('new-meeting-other-office', 'newMeetingOtherOffice'),
          link('upcoming-meeting-list-other-office', 'upcomingMeetingListOtherOffice'),
          link('completed-meeting-list-other-office', 'completedMeetingListOtherOffice'),
        ],
        canSeeMeetingGroup,
      ),
      link('nomination-pending-meeting-list-view', 'nominationPendingMeetingListView'),
      link('update-pending-meeting-list-view', 'updatePendingMeetingListView', canManageMeetings),
      link('archived-meeting-list-view', 'archivedMeetingListView', canManageMeetings),
      menuGroup('tasks', 'meeting:tasks', [
        link('all-meeting-task-view', 'allMeetingTaskView'),
        link('all-meeting-pending-task-view', 'allMeetingPendingTaskView'),
        link('all-meeting-completed-task-view', 'allMeetingCompletedTaskView'),
      ]),
    ],
  },
  translations: () =>
    import('./meeting.i18n').then((catalogue) => ({ bn: catalogue.meetingBn, en: catalogue.meetingEn })),
  routes: [
    { path: base, titleKey: 'meeting:meetingMgt', page: redirectTo(`${base}/meeting-dashboard`) },
    ...routes,
  ],
};
