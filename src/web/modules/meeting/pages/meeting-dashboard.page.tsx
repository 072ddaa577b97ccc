/**
 * meeting-dashboard: the office's meetings by status, meetings per month of the last twelve, the
 * week ahead, nominations owed, tasks pending, completed and overdue (each figure opens its list),
 * and the overdue tasks.
 */
import { Col, Empty, List, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEETING_STATUSES } from '../../../../common/contracts/meeting.paths';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useMeetingDashboard } from '../meeting.api';

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
  const lang = useLang();
  const board = useMeetingDashboard();
  const data = board.data;
  const figure = (value: number) => localDigits(value, lang);

  const statusOption = useMemo(
    () =>
      data && {
        tooltip: {},
        grid: { left: 40, right: 16, top: 16, bottom: 64 },
        xAxis: {
          type: 'category',
          data: MEETING_STATUSES.map((status) => t(`status_${status}`)),
          axisLabel: { interval: 0, rotate: 30 },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { formatter: (value: number) => localDigits(value, lang) },
        },
        series: [{ type: 'bar', data: MEETING_STATUSES.map((status) => data.byStatus[status]) }],
      },
    [data, t, lang],
  );
  const monthOption = useMemo(
    () =>
      data && {
        tooltip: {},
        grid: { left: 40, right: 16, top: 16, bottom: 40 },
        xAxis: { type: 'category', data: data.perMonth.map((row) => localDigits(row.month, lang)) },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { formatter: (value: number) => localDigits(value, lang) },
        },
        series: [{ type: 'line', smooth: true, data: data.perMonth.map((row) => row.count) }],
      },
    [data, lang],
  );

  if (!data)
    return (
      <Panel title={t('meetingDashboard')} loading={board.isLoading}>
        {board.isError && <Empty />}
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
    <Row gutter={[16, 16]}>
      {stats.map(([label, value, path]) => (
        <Col xs={12} md={8} xl={4} key={label}>
          <Link to={path}>
            <Panel hoverable>
              <Statistic title={label} value={figure(value)} />
            </Panel>
          </Link>
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <Panel title={t('byStatus')}>
          {statusOption && (
            <Chart
              option={statusOption}
              label={t('byStatus')}
              table={{
                columns: [t('status'), t('count')],
                rows: MEETING_STATUSES.map((status) => [
                  t(`status_${status}`),
                  figure(data.byStatus[status]),
                ]),
              }}
            />
          )}
          <List
            size="small"
            grid={{ gutter: 8, xs: 2, md: 3 }}
            dataSource={MEETING_STATUSES}
            renderItem={(status) => (
              <List.Item>
                <Link to={STATUS_LINKS[status]}>
                  {t(`status_${status}`)}: {figure(data.byStatus[status])}
                </Link>
              </List.Item>
            )}
          />
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={t('perMonth')}>
          {monthOption && (
            <Chart
              option={monthOption}
              label={t('perMonth')}
              table={{
                columns: [t('month'), t('count')],
                rows: data.perMonth.map((row) => [localDigits(row.month, lang), figure(row.count)]),
              }}
            />
          )}
        </Panel>
      </Col>
      <Col xs={24}>
        <Panel title={t('overdueTasks')}>
          <List
            size="small"
            dataSource={data.overdueTasks}
            locale={{ emptyText: t('noOverdue') }}
            renderItem={(task) => (
              <List.Item>
                <div style={{ overflowWrap: 'anywhere' }}>
                  <Link to={`${base}/all-meeting-pending-task-view?overdue=true`}>{task.text}</Link>
                  <div>
                    {task.meetingTitle} — {t('deadline')}:{' '}
                    {task.deadline ? formatDate(task.deadline, lang) : ''}
                  </div>
                </div>
              </List.Item>
            )}
          />
        </Panel>
      </Col>
    </Row>
  );
}
