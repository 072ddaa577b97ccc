/**
 * meeting-calender-view: the office's meetings (and those it is invited to) by month, week or day,
 * in Bangla with Bangla digits and the Bengali calendar date; a meeting opens in the drawer.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Calendar, Empty, List, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '../../../../common/contracts/meeting.contract';
import { machineDate } from '../../../components/date-picker';
import { Panel } from '../../../components/panel';
import { formatBengaliDate, formatLongDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { MeetingDetailPart } from '../components/meeting-parts';
import { MeetingStatusTag } from '../components/meeting-tags';
import { useCalendar } from '../meeting.api';

type Mode = 'month' | 'week' | 'day';

function rangeOf(mode: Mode, day: Dayjs): [Dayjs, Dayjs] {
  if (mode === 'day') return [day, day];
  if (mode === 'week') return [day.startOf('week'), day.endOf('week')];
  return [day.startOf('month').startOf('week'), day.endOf('month').endOf('week')];
}

export default function MeetingCalendarPage() {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const [mode, setMode] = useState<Mode>('month');
  const [day, setDay] = useState(() => dayjs());
  const [openId, setOpenId] = useState<number | null>(null);
  const [from, to] = rangeOf(mode, day);
  const calendar = useCalendar(machineDate(from), machineDate(to));
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.data ?? [])
    byDay.set(entry.meetingDate, [...(byDay.get(entry.meetingDate) ?? []), entry]);
  const unit = mode === 'month' ? 'month' : mode === 'week' ? 'week' : 'day';
  const title =
    mode === 'month'
      ? formatLongDate(day.toDate(), lang).split(' ').slice(1).join(' ')
      : mode === 'week'
        ? `${formatLongDate(from.toDate(), lang)} – ${formatLongDate(to.toDate(), lang)}`
        : formatLongDate(day.toDate(), lang);

  const entries = (list: CalendarEntry[]) => (
    <List
      size="small"
      dataSource={list}
      locale={{ emptyText: t('noMeetingsDay') }}
      renderItem={(entry) => (
        <List.Item>
          <Space wrap>
            <span>{localDigits(entry.startTime, lang)}</span>
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              onClick={() => setOpenId(entry.id)}
            >
              {entry.title}
            </Button>
            <MeetingStatusTag status={entry.status} />
          </Space>
        </List.Item>
      )}
    />
  );

  const days = mode === 'week' ? Array.from({ length: 7 }, (_, index) => from.add(index, 'day')) : [day];
  return (
    <Panel title={t('meetingCalenderView')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          options={(['month', 'week', 'day'] as const).map((value) => ({ value, label: t(`view_${value}`) }))}
        />
        <Button
          aria-label={t('previous')}
          icon={<LeftOutlined />}
          onClick={() => setDay(day.subtract(1, unit))}
        />
        <Button onClick={() => setDay(dayjs())}>{t('today')}</Button>
        <Button aria-label={t('next')} icon={<RightOutlined />} onClick={() => setDay(day.add(1, unit))} />
        <Typography.Text strong>{title}</Typography.Text>
      </Space>
      {mode === 'month' ? (
        <>
          <Calendar
            fullscreen={false}
            value={day}
            onSelect={(value) => setDay(value)}
            headerRender={() => null}
            fullCellRender={(date, info) => {
              if (info.type !== 'date') return info.originNode;
              const count = byDay.get(machineDate(date))?.length ?? 0;
              return (
                <div className="ant-picker-cell-inner">
                  {count > 0 ? (
                    <Badge dot offset={[2, 0]} className="calendar-day-badge">
                      <span>{localDigits(date.date(), lang)}</span>
                    </Badge>
                  ) : (
                    localDigits(date.date(), lang)
                  )}
                </div>
              );
            }}
          />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {formatLongDate(day.toDate(), lang)}
            {lang === 'bn' ? ` (${formatBengaliDate(day.toDate())})` : ''}
          </Typography.Title>
          {entries(byDay.get(machineDate(day)) ?? [])}
        </>
      ) : (
        days.map((value) => (
          <div key={value.valueOf()} style={{ marginBottom: 8 }}>
            <Typography.Title level={5}>
              {formatLongDate(value.toDate(), lang)}
              {lang === 'bn' ? ` (${formatBengaliDate(value.toDate())})` : ''}
            </Typography.Title>
            {entries(byDay.get(machineDate(value)) ?? [])}
          </div>
        ))
      )}
      {calendar.isError && <Empty />}
      <MeetingDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
