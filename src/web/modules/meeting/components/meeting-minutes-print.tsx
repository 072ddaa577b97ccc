/** The printable Bangla minutes with the memo number, shown under a finalised meeting. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../../common/contracts/meeting.contract';
import { nameOf } from '../../../../common/labels';
import { formatBengaliDate, formatDate, formatLongDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function inviteeName(invitee: MeetingDetail['invitees'][number], lang: 'bn' | 'en'): string {
  const desk = invitee.kind === 'desk' ? invitee.desk : invitee.nominee;
  const deskLabel = desk ? (lang === 'en' ? desk.labelEn : desk.labelBn) : nameOf(invitee.office, lang);
  return desk?.holder ? `${nameOf(desk.holder, lang)}, ${deskLabel}` : deskLabel;
}

/** The minutes as printed: office, memo number and date, chair, attendance, discussion, decisions. */
export function MinutesPrint({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const date = new Date(`${meeting.meetingDate}T00:00:00`);
  const chair = meeting.chair
    ? meeting.chair.holder
      ? `${nameOf(meeting.chair.holder, lang)}, ${lang === 'en' ? meeting.chair.labelEn : meeting.chair.labelBn}`
      : lang === 'en'
        ? meeting.chair.labelEn
        : meeting.chair.labelBn
    : '';
  return (
    <div id={`meeting-minutes-${meeting.id}`} style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {nameOf(meeting.office, lang)}
      </Typography.Title>
      <Typography.Title level={5} style={{ textAlign: 'center' }}>
        {t('minutesTitle')}: {meeting.title}
      </Typography.Title>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <span>{t('memoLine', { memo: meeting.memoNo ?? '' })}</span>
        <span>
          {formatLongDate(date, lang)}
          {lang === 'bn' ? ` (${formatBengaliDate(date)})` : ''}
        </span>
      </div>
      <p>{t('minutesPresided', { chair })}</p>
      <p>{t('minutesWhen', { date: formatDate(date, lang), time: localDigits(meeting.startTime, lang) })}</p>
      <p>{t('minutesWhere', { venue: [meeting.venue, meeting.onlineLink].filter(Boolean).join(', ') })}</p>
      <Typography.Title level={5}>{t('attendance')}</Typography.Title>
      <ol>
        {meeting.invitees
          .filter((invitee) => invitee.attended)
          .map((invitee) => (
            <li key={invitee.id}>{inviteeName(invitee, lang)}</li>
          ))}
      </ol>
      <Typography.Title level={5}>{t('discussion')}</Typography.Title>
      {meeting.agenda.map((item) => (
        <div key={item.no}>
          <strong>
            {localDigits(item.no, lang)}. {item.title}
          </strong>
          {item.carried.length > 0 && (
            <ul>
              {item.carried.map((task) => (
                <li key={task.id}>{task.text}</li>
              ))}
            </ul>
          )}
          <p style={{ whiteSpace: 'pre-wrap' }}>{item.discussion}</p>
        </div>
      ))}
      <Typography.Title level={5}>{t('decisions')}</Typography.Title>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="visually-hidden">{t('decisions')}</caption>
        <thead>
          <tr>
            <th style={{ textAlign: 'left' }}>#</th>
            <th style={{ textAlign: 'left' }}>{t('decision')}</th>
            <th style={{ textAlign: 'left' }}>{t('responsible')}</th>
            <th style={{ textAlign: 'left' }}>{t('deadline')}</th>
          </tr>
        </thead>
        <tbody>
          {meeting.decisions.map((decision, index) => (
            <tr key={decision.id}>
              <td>{localDigits(index + 1, lang)}</td>
              <td>{decision.text}</td>
              <td>
                {decision.responsibleDesk
                  ? lang === 'en'
                    ? decision.responsibleDesk.labelEn
                    : decision.responsibleDesk.labelBn
                  : decision.responsibleOffice
                    ? nameOf(decision.responsibleOffice, lang)
                    : ''}
              </td>
              <td>{decision.deadline ? formatDate(decision.deadline, lang) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ textAlign: 'right', marginTop: 48 }}>
        <div>({chair})</div>
        <div>{t('signature')}</div>
      </div>
    </div>
  );
}
