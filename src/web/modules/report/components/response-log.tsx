/**
 * A response's steps, oldest first: what was done, when, at which desk by whom, and the comment
 * (a send-back's reason). Plain HTML, a dot of the step's colour before each.
 */
import { useTranslation } from 'react-i18next';
import type { ResponseDetail } from '../../../../common/contracts/report.contract';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

const LIST = { margin: 0, padding: 0, listStyle: 'none' } as const;

const dotOf = (action: string) =>
  action === 'send-back'
    ? 'status-dot error'
    : action === 'approve'
      ? 'status-dot success'
      : 'status-dot info';

export function ResponseLog({ log }: { log: ResponseDetail['log'] }) {
  const { t } = useTranslation('report');
  const lang = useLang();
  return (
    <ol style={LIST}>
      {log.map((entry) => (
        <li key={entry.id} style={{ padding: '6px 0' }}>
          <span className={dotOf(entry.action)}>
            <strong>{t(`action_${entry.action}`)}</strong>
          </span>{' '}
          <span className="text-secondary">
            {formatDate(entry.at, lang)}{' '}
            {localDigits(
              new Date(entry.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
              lang,
            )}
          </span>
          {entry.desk && (
            <div style={{ paddingInlineStart: 14 }}>
              {lang === 'en' ? entry.desk.labelEn : entry.desk.labelBn}
              {(lang === 'en' ? entry.desk.holderEn : entry.desk.holderBn) &&
                ` — ${lang === 'en' ? entry.desk.holderEn : entry.desk.holderBn}`}
            </div>
          )}
          {entry.comment && (
            <div style={{ paddingInlineStart: 14 }}>
              {t('comment')}: {entry.comment}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
