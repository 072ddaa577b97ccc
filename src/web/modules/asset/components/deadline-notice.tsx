/**
 * The due date's reminder to a declarant: from `remindDays` before the fiscal year's due date a
 * warning with the days left, after it a notice that it has passed, on the dashboard and the entry
 * form's page.
 */
import { useTranslation } from 'react-i18next';
import type { Deadline } from '../../../../common/contracts/asset.contract';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

/** What to say today, or null outside the reminder days. */
export function useDeadlineNotice(
  deadline: Deadline | null,
): { tone: 'warning' | 'error'; text: string } | null {
  const { t } = useTranslation('asset');
  const lang = useLang();
  if (!deadline) return null;
  const days = Math.ceil((Date.parse(`${deadline.dueDate}T23:59:59+06:00`) - Date.now()) / 86_400_000);
  if (days > deadline.remindDays) return null;
  const values = {
    year: localDigits(deadline.fiscalYear, lang),
    date: formatDate(deadline.dueDate, lang),
    days: localDigits(Math.max(days, 0), lang),
  };
  return days >= 0
    ? { tone: 'warning', text: t('deadlineReminder', values) }
    : { tone: 'error', text: t('deadlinePassed', values) };
}

export function DeadlineNotice({ deadline }: { deadline: Deadline | null }) {
  const notice = useDeadlineNotice(deadline);
  if (!notice) return null;
  return (
    <p className={`plain-note ${notice.tone}`} role="alert" style={{ margin: 0 }}>
      {notice.text}
    </p>
  );
}
