import { canSeeMeetingGroup } from '../../../common/permissions';
import { childRoutes, menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { meetingBn, meetingEn } from './meeting.i18n';

const base = '/meeting-mgt';
const link = (path: string, key: keyof typeof meetingBn) => menuLink(`${base}/${path}`, `meeting:${key}`);

/** SPEC.md §2 /meeting-mgt children, in its order. */
const routes = childRoutes(base, 'meeting', [
  ['meeting-dashboard', 'meetingDashboard'],
  ['new-meeting-view', 'newMeetingView'],
  ['new-meeting-other-office', 'newMeetingOtherOffice'],
  ['upcoming-meeting-list-other-office', 'upcomingMeetingListOtherOffice'],
  ['completed-meeting-list-other-office', 'completedMeetingListOtherOffice'],
  ['nomination-pending-meeting-list-view', 'nominationPendingMeetingListView'],
  ['archived-meeting-list-view', 'archivedMeetingListView'],
  ['meeting-calender-view', 'meetingCalenderView'],
  ['update-pending-meeting-list-view', 'updatePendingMeetingListView'],
  ['all-meeting-task-view', 'allMeetingTaskView'],
  ['all-meeting-pending-task-view', 'allMeetingPendingTaskView'],
  ['all-meeting-completed-task-view', 'allMeetingCompletedTaskView'],
]);

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
      link('update-pending-meeting-list-view', 'updatePendingMeetingListView'),
      link('archived-meeting-list-view', 'archivedMeetingListView'),
      menuGroup('tasks', 'meeting:tasks', [
        link('all-meeting-task-view', 'allMeetingTaskView'),
        link('all-meeting-pending-task-view', 'allMeetingPendingTaskView'),
        link('all-meeting-completed-task-view', 'allMeetingCompletedTaskView'),
      ]),
    ],
  },
  translations: { bn: meetingBn, en: meetingEn },
  routes: [
    { path: base, titleKey: 'meeting:meetingMgt', page: redirectTo(`${base}/meeting-dashboard`) },
    ...routes,
  ],
};
