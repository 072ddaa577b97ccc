/**
 * Who covers whom: the office's month of approved leave, each absent officer with the officers who
 * hold their desk's charge on which days, and the days no one does. A month at a time (the server
 * pages by month); days are dates of the month, in Bangla digits in Bangla. Plain HTML.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CoverAbsence } from '../../../../common/contracts/leave.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Tag } from '../../../components/plain-tag';
import { formatDate, localDigits } from '../../../lib/format';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useCoverMonth } from '../leave.api';

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** yyyy-mm moved by `step` months. */
export function shiftMonth(month: string, step: number): string {
  const [year, number] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year, number - 1 + step, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Days of the month as runs: [3,4,5,9] → "3–5, 9". */
export function dayRuns(days: number[]): string {
  const runs: string[] = [];
  let start = days[0];
  for (let index = 0; index < days.length; index += 1) {
    const next = days[index + 1];
    if (next === days[index] + 1) continue;
    runs.push(start === days[index] ? `${start}` : `${start}–${days[index]}`);
    start = next;
  }
  return runs.join(', ');
}

/** The month shown is in the address (`month=yyyy-mm`), so a reload or a shared link keeps it. */
export function OfficeCover({ initialMonth = thisMonth() }: { initialMonth?: string }) {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const { filters, setFilter } = useFilterParams(['month']);
  const asked = filters.month ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : initialMonth;
  const setMonth = (next: string) => setFilter('month', next);
  const cover = useCoverMonth(month);
  const name = (person: { nameBn: string; nameEn: string }) =>
    lang === 'en' ? person.nameEn : person.nameBn;
  const monthName = localDigits(
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'bn-BD', { month: 'long', year: 'numeric' }).format(
      new Date(`${month}-15T00:00:00Z`),
    ),
    lang,
  );
  const runs = (days: number[]) => localDigits(dayRuns(days), lang);

  const columns: DataColumns<CoverAbsence> = [
    {
      title: t('coverOfficer'),
      key: 'officer',
      width: 220,
      render: (_, row) => (
        <div className="cell-lines">
          <span className="text-strong">{name(row.applicant)}</span>
          <span className="text-secondary">{name(row.desk)}</span>
        </div>
      ),
    },
    {
      title: t('coverLeave'),
      key: 'leave',
      width: 200,
      render: (_, row) => (
        <div className="cell-lines">
          <span>{t(`type_${row.leaveType}`)}</span>
          <span>
            {formatDate(row.fromDate, lang)} – {formatDate(row.toDate, lang)}
          </span>
        </div>
      ),
    },
    { title: t('coverDays'), key: 'days', width: 120, render: (_, row) => runs(row.days) },
    {
      title: t('coverBy'),
      key: 'by',
      width: 260,
      render: (_, row) =>
        row.covers.length === 0 ? (
          t('coverNone')
        ) : (
          <div className="cell-lines" style={{ gap: 4 }}>
            {row.covers.map((charge) => (
              <span key={charge.chargeId}>
                <span className="text-strong">{name(charge.acting)}</span>{' '}
                <Tag tone="info">{t(`coverKind_${charge.kind}`)}</Tag> {runs(charge.days)}
              </span>
            ))}
          </div>
        ),
    },
    {
      title: t('coverUncovered'),
      key: 'uncovered',
      width: 130,
      render: (_, row) => (row.uncovered.length > 0 ? <Tag tone="error">{runs(row.uncovered)}</Tag> : '—'),
    },
  ];

  return (
    <div className="page-stack">
      <p className="plain-note info" style={{ margin: 0 }}>
        {t('coverHint')}
      </p>
      <div className="panel-actions">
        <button type="button" className="action-button" onClick={() => setMonth(shiftMonth(month, -1))}>
          <LeftOutlined />
          {t('coverPrevious')}
        </button>
        <button type="button" className="action-button" onClick={() => setMonth(thisMonth())}>
          {t('coverThisMonth')}
        </button>
        <button type="button" className="action-button" onClick={() => setMonth(shiftMonth(month, 1))}>
          {t('coverNext')}
          <RightOutlined />
        </button>
      </div>
      <h3 style={{ margin: 0, fontSize: 16 }}>{t('coverTitle', { month: monthName })}</h3>
      <DataTable
        label={t('coverTitle', { month: monthName })}
        rowKey="applicationId"
        loading={cover.isFetching}
        columns={columns}
        dataSource={cover.data?.items ?? []}
        pagination={false}
        scroll={{ x: 930 }}
        locale={{ emptyText: t('coverEmpty') }}
      />
    </div>
  );
}
