/**
 * A month as a grid of days in plain HTML (the calendar screen draws without the UI kit): a button
 * per day in the interface's digits, a dot under a day with meetings, the chosen day pressed. Weeks
 * start on the day dayjs's locale starts them, as the kit's calendar did.
 */
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatLongDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

/** yyyy-mm-dd in English digits, as the contracts' dates are. */
export const isoDay = (value: Dayjs) => value.locale('en').format('YYYY-MM-DD');

export function MonthGrid({
  day,
  counts,
  onSelect,
}: {
  /** The chosen day; its month is shown. */
  day: Dayjs;
  /** Meetings per yyyy-mm-dd. */
  counts: Map<string, number>;
  onSelect: (day: Dayjs) => void;
}) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const first = day.startOf('month').startOf('week');
  const weeks = Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, index) => first.add(week * 7 + index, 'day')),
  ).filter((week) => week.some((value) => value.month() === day.month()));
  const weekday = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', { weekday: 'short' });
  return (
    <table className="month-grid">
      <caption className="visually-hidden">{formatLongDate(day.toDate(), lang)}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((value) => (
            <th key={value.day()} scope="col">
              {weekday.format(value.toDate())}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={isoDay(week[0] as Dayjs)}>
            {week.map((value) => {
              const count = counts.get(isoDay(value)) ?? 0;
              return (
                <td key={isoDay(value)}>
                  <button
                    type="button"
                    className={value.month() === day.month() ? 'month-day' : 'month-day other-month'}
                    aria-pressed={value.isSame(day, 'day')}
                    aria-label={
                      count > 0
                        ? t('meetingsOnDay', {
                            date: formatLongDate(value.toDate(), lang),
                            count: localDigits(count, lang),
                          })
                        : formatLongDate(value.toDate(), lang)
                    }
                    onClick={() => onSelect(value)}
                  >
                    {localDigits(value.date(), lang)}
                    {count > 0 && <span className="month-day-dot" aria-hidden="true" />}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
