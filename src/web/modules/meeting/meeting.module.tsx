import { canManageMeetings, canSeeMeetingGroup, canUseMeetings } from '../../../common/permissions';
import { menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import type { meetingBn } from './meeting.i18n';

const base = '/meeting-mgt';
const link = (path: string, key: keyof typeof meetingBn, visible = canUseMeetings) =>
  menuLink(`${base}/${path}`, `meeting:${key}`, visible);

/** SPEC.md §2 /meeting-mgt children, in its order, each with its screen and its access rule. */
const routes: RouteDefinition[] = (
  [
    ['meeting-dashboard', 'meetingDashboard', () => import('./pages/meeting-dashboard.page'), canUseMeetings],
    ['new-meeting-view', 'newMeetingView', () => import('./pages/new-meeting.page'), canManageMeetings],
    [
      'new-meeting-other-office',
      'newMeetingOtherOffice',
      () => import('./pages/new-meeting-other-office.page'),
      canManageMeetings,
    ],
    [
      'upcoming-meeting-list-other-office',
      'upcomingMeetingListOtherOffice',
      () => import('./pages/upcoming-meetings.page'),
      canManageMeetings,
    ],
    [
      'completed-meeting-list-other-office',
      'completedMeetingListOtherOffice',
      () => import('./pages/completed-meetings.page'),
      canManageMeetings,
    ],
    [
      'nomination-pending-meeting-list-view',
      'nominationPendingMeetingListView',
      () => import('./pages/nomination-pending.page'),
      canUseMeetings,
    ],
    [
      'archived-meeting-list-view',
      'archivedMeetingListView',
      () => import('./pages/archived-meetings.page'),
      canManageMeetings,
    ],
    [
      'meeting-calender-view',
      'meetingCalenderView',
      () => import('./pages/meeting-calendar.page'),
      canUseMeetings,
    ],
    [
      'update-pending-meeting-list-view',
      'updatePendingMeetingListView',
      () => import('./pages/update-pending-meetings.page'),
      canManageMeetings,
    ],
    ['all-meeting-task-view', 'allMeetingTaskView', () => import('./pages/all-tasks.page'), canUseMeetings],
    [
      'all-meeting-pending-task-view',
      'allMeetingPendingTaskView',
      () => import('./pages/pending-tasks.page'),
      canUseMeetings,
    ],
    [
      'all-meeting-completed-task-view',
      'allMeetingCompletedTaskView',
      () => import('./pages/completed-tasks.page'),
      canUseMeetings,
    ],
  ] as const
).map(([path, key, page, access]) => ({ path: `${base}/${path}`, titleKey: `meeting:${key}`, page, access }));

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
