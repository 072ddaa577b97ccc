/**
 * Small pieces every report screen shows: a status tag, a period's name and a fiscal year in the
 * interface's digits. Plain HTML, so the pending and sent lists draw them without the UI kit.
 */
import { useTranslation } from 'react-i18next';
import {
  fiscalYearLabel,
  type OfficeWiseState,
  periodDates,
  type ReportFrequency,
  type ResponseStatus,
} from '../../../../common/contracts/report.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { localDigits, type UiLang } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

const STATUS_TONES: Record<ResponseStatus, TagTone | undefined> = {
  1: undefined,
  2: 'info',
  3: 'warning',
  4: 'success',
};
const STATE_TONES: Record<OfficeWiseState, TagTone> = {
  submitted: 'success',
  late: 'warning',
  'in-progress': 'info',
  missing: 'error',
};

export function StatusTag({
  status,
  returned,
  late,
}: {
  status: ResponseStatus | null;
  returned?: boolean;
  late?: boolean;
}) {
  const { t } = useTranslation('report');
  if (status === null) return <Tag>{t('notStarted')}</Tag>;
  return (
    <>
      <Tag tone={STATUS_TONES[status]}>{t(`status_${status}`)}</Tag>
      {returned && <Tag tone="error">{t('returned')}</Tag>}
      {status === 4 && late && <Tag tone="warning">{t('late')}</Tag>}
    </>
  );
}

export function StateTag({ state }: { state: OfficeWiseState }) {
  const { t } = useTranslation('report');
  return <Tag tone={STATE_TONES[state]}>{t(`state_${state}`)}</Tag>;
}

export const fiscalYearText = (fiscalYear: number, lang: UiLang) =>
  localDigits(fiscalYearLabel(fiscalYear), lang);

/** A monthly period by its month and year; others by their number within the fiscal year. */
export function periodText(
  frequency: ReportFrequency,
  fiscalYear: number,
  periodNo: number,
  lang: UiLang,
  t: (key: string) => string,
): string {
  if (frequency === 'monthly') {
    const start = new Date(`${periodDates(frequency, fiscalYear, periodNo, 1).start}T00:00:00Z`);
    return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(start);
  }
  if (frequency === 'yearly') return fiscalYearText(fiscalYear, lang);
  return `${t(`report:frequency_${frequency}`)} ${localDigits(periodNo, lang)}, ${fiscalYearText(fiscalYear, lang)}`;
}

export function PeriodText({
  frequency,
  fiscalYear,
  periodNo,
}: {
  frequency: ReportFrequency;
  fiscalYear: number;
  periodNo: number;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  return <>{periodText(frequency, fiscalYear, periodNo, lang, t)}</>;
}

/** yyyy-mm-dd as dd/mm/yyyy in the interface's digits. */
export const dayText = (day: string, lang: UiLang) => localDigits(day.split('-').reverse().join('/'), lang);

/** The fiscal years a person picks from: this one and the four before. */
export function fiscalYearOptions(current: number, lang: UiLang) {
  return Array.from({ length: 5 }, (_, index) => current - index).map((value) => ({
    value,
    label: fiscalYearText(value, lang),
  }));
}
