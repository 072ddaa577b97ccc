/**
 * meeting-calender-view: the office's meetings (and those it is invited to) by month, week or day,
 * in Bangla with Bangla digits and the Bengali calendar date; a meeting opens in the drawer. Plain
 * HTML as the meeting lists: the drawer brings the UI kit when a meeting is first opened.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '../../../../common/contracts/meeting.contract';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { formatBengaliDate, formatLongDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { MeetingDetailPart } from '../components/meeting-parts';
import { MeetingStatusTag } from '../components/meeting-tags';
import { isoDay, MonthGrid } from '../components/month-grid';
import { useCalendar } from '../meeting.api';

type Mode = 'month' | 'week' | 'day';

function rangeOf(mode: Mode, day: Dayjs): [Dayjs, Dayjs] {
  if (mode === 'day') return [day, day];
  if (mode === 'week') return [day.startOf('week'), day.endOf('week')];
  return [day.startOf('month').startOf('week'), day.endOf('month').endOf('week')];
}

export default function MeetingCalendarPage() {
  const { t } = useTranslation('meeting');
  const { t: common } = useTranslation();
  const lang = useLang();
  const [mode, setMode] = useState<Mode>('month');
  const [day, setDay] = useState(() => dayjs());
  const [openId, setOpenId] = useState<number | null>(null);
  const [from, to] = rangeOf(mode, day);
  const calendar = useCalendar(isoDay(from), isoDay(to));
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.data ?? [])
    byDay.set(entry.meetingDate, [...(byDay.get(entry.meetingDate) ?? []), entry]);
  const title =
    mode === 'month'
      ? formatLongDate(day.toDate(), lang).split(' ').slice(1).join(' ')
      : mode === 'week'
        ? `${formatLongDate(from.toDate(), lang)} – ${formatLongDate(to.toDate(), lang)}`
        : formatLongDate(day.toDate(), lang);

  const dayHeading = (value: Dayjs) => (
    <h3 className="calendar-day-heading">
      {formatLongDate(value.toDate(), lang)}
      {lang === 'bn' ? ` (${formatBengaliDate(value.toDate())})` : ''}
    </h3>
  );
  const entries = (list: CalendarEntry[]) =>
    list.length === 0 ? (
      <p className="record-empty">{t('noMeetingsDay')}</p>
    ) : (
      <ul className="plain-list">
        {list.map((entry) => (
          <li key={entry.id}>
            <span>{localDigits(entry.startTime, lang)}</span>{' '}
            <button type="button" className="link-button" onClick={() => setOpenId(entry.id)}>
              {entry.title}
            </button>{' '}
            <MeetingStatusTag status={entry.status} />
          </li>
        ))}
      </ul>
    );

  const days = mode === 'week' ? Array.from({ length: 7 }, (_, index) => from.add(index, 'day')) : [day];
  return (
    <Panel title={t('meetingCalenderView')}>
      <div className="calendar-controls">
        <OptionGroup
          legend={t('view')}
          value={mode}
          onChange={setMode}
          options={(['month', 'week', 'day'] as const).map((value) => ({ value, label: t(`view_${value}`) }))}
        />
        <button
          type="button"
          className="action-button"
          aria-label={t('previous')}
          onClick={() => setDay(day.subtract(1, mode))}
        >
          <LeftOutlined />
        </button>
        <button type="button" className="action-button" onClick={() => setDay(dayjs())}>
          {t('today')}
        </button>
        <button
          type="button"
          className="action-button"
          aria-label={t('next')}
          onClick={() => setDay(day.add(1, mode))}
        >
          <RightOutlined />
        </button>
        <strong aria-live="polite">{title}</strong>
      </div>
      {mode === 'month' ? (
        <>
          <MonthGrid
            day={day}
            counts={new Map([...byDay].map(([date, list]) => [date, list.length]))}
            onSelect={setDay}
          />
          {dayHeading(day)}
          {entries(byDay.get(isoDay(day)) ?? [])}
        </>
      ) : (
        days.map((value) => (
          <div key={value.valueOf()}>
            {dayHeading(value)}
            {entries(byDay.get(isoDay(value)) ?? [])}
          </div>
        ))
      )}
      {calendar.isError && <p className="record-empty">{common('noData')}</p>}
      <MeetingDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
