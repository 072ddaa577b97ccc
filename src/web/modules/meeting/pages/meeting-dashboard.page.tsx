/**
 * meeting-dashboard: the office's meetings by status, meetings per month of the last twelve, the
 * week ahead, nominations owed, tasks pending, completed and overdue (each figure opens its list),
 * and the overdue tasks. Plain HTML, as the admin dashboard: the charts' code loads when they scroll
 * into view, and the figures beside them are links.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEETING_STATUSES } from '../../../../common/contracts/meeting.paths';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useMeetingDashboard } from '../meeting.api';

const StatusChart = lazy(() =>
  import('../components/meeting-charts').then((charts) => ({ default: charts.StatusChart })),
);
const MonthChart = lazy(() =>
  import('../components/meeting-charts').then((charts) => ({ default: charts.MonthChart })),
);

const base = '/meeting-mgt';
const STATUS_LINKS: Record<string, string> = {
  draft: `${base}/upcoming-meeting-list-other-office`,
  invited: `${base}/upcoming-meeting-list-other-office`,
  held: `${base}/update-pending-meeting-list-view`,
  minutes_pending: `${base}/update-pending-meeting-list-view`,
  finalised: `${base}/completed-meeting-list-other-office`,
  archived: `${base}/archived-meeting-list-view`,
};

export default function MeetingDashboardPage() {
  const { t } = useTranslation('meeting');
  const { t: common } = useTranslation();
  const lang = useLang();
  const board = useMeetingDashboard();
  const data = board.data;
  const figure = (value: number) => localDigits(value, lang);

  if (!data)
    return (
      <Panel title={t('meetingDashboard')} loading={board.isLoading}>
        {board.isError && <p className="record-empty">{common('noData')}</p>}
      </Panel>
    );
  const stats: [string, number, string][] = [
    [t('upcomingWeek'), data.upcomingWeek, `${base}/upcoming-meeting-list-other-office`],
    [
      t('nominationPendingMeetingListView'),
      data.nominationsPending,
      `${base}/nomination-pending-meeting-list-view`,
    ],
    [
      t('updatePendingMeetingListView'),
      data.byStatus.held + data.byStatus.minutes_pending,
      `${base}/update-pending-meeting-list-view`,
    ],
    [t('openTasks'), data.tasks.open, `${base}/all-meeting-pending-task-view`],
    [t('doneTasks'), data.tasks.done, `${base}/all-meeting-completed-task-view`],
    [t('overdueTasks'), data.tasks.overdue, `${base}/all-meeting-pending-task-view?overdue=true`],
  ];
  return (
    <div className="dashboard-staff">
      <div className="dashboard-quarters">
        {stats.map(([label, value, path]) => (
          <Link key={label} to={path} className="dashboard-card linked figure-link">
            <div className="figure-label">{label}</div>
            <div className="figure-value">{figure(value)}</div>
          </Link>
        ))}
      </div>
      <div className="dashboard-pair">
        <Panel title={t('byStatus')}>
          <WhenVisible minHeight={280}>
            <StatusChart byStatus={data.byStatus} />
          </WhenVisible>
          <ul className="link-grid">
            {MEETING_STATUSES.map((status) => (
              <li key={status}>
                <Link to={STATUS_LINKS[status] as string}>
                  {t(`status_${status}`)}: {figure(data.byStatus[status])}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('perMonth')}>
          <WhenVisible minHeight={280}>
            <MonthChart perMonth={data.perMonth} />
          </WhenVisible>
        </Panel>
      </div>
      <Panel title={t('overdueTasks')}>
        {data.overdueTasks.length === 0 ? (
          <p className="record-empty">{t('noOverdue')}</p>
        ) : (
          <ul className="plain-list">
            {data.overdueTasks.map((task) => (
              <li key={task.id}>
                <Link to={`${base}/all-meeting-pending-task-view?overdue=true`}>{task.text}</Link>
                <div>
                  {task.meetingTitle} — {t('deadline')}:{' '}
                  {task.deadline ? formatDate(task.deadline, lang) : ''}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
