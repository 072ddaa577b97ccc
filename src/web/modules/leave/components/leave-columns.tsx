/**
 * The columns every leave list shares: number, applicant, type, period, days, desk and status, in
 * plain HTML (the lists carry no UI kit).
 */
import { useTranslation } from 'react-i18next';
import type { LeaveSummary } from '../../../../common/contracts/leave.contract';
import { nameOf } from '../../../../common/labels';
import type { DataColumns } from '../../../components/data-table';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { LeaveStatusTag } from './leave-tags';

export function useLeaveColumns({
  onOpen,
  applicant,
}: {
  onOpen: (id: number) => void;
  applicant: boolean;
}): DataColumns<LeaveSummary> {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const columns: DataColumns<LeaveSummary> = [
    {
      title: t('applicationNo'),
      key: 'id',
      width: 90,
      render: (_, item) => (
        <button type="button" className="link-button" onClick={() => onOpen(item.id)}>
          #{localDigits(item.id, lang)}
        </button>
      ),
    },
    {
      title: t('leaveType'),
      key: 'leaveType',
      width: 190,
      render: (_, item) => t(`type_${item.leaveType}`),
    },
    {
      title: t('period'),
      key: 'period',
      width: 190,
      render: (_, item) => `${formatDate(item.fromDate, lang)} – ${formatDate(item.toDate, lang)}`,
    },
    {
      title: t('days'),
      key: 'days',
      width: 70,
      render: (_, item) => localDigits(item.days, lang),
    },
    {
      title: t('currentDesk'),
      key: 'desk',
      width: 200,
      render: (_, item) =>
        item.currentDesk ? (
          <div className="cell-lines">
            <span>{lang === 'en' ? item.currentDesk.labelEn : item.currentDesk.labelBn}</span>
            <span className="text-secondary">
              {t('step')} {localDigits(t('stepValue', { step: item.step, steps: item.steps }), lang)}
            </span>
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, item) => <LeaveStatusTag status={item.status} />,
    },
  ];
  if (applicant)
    columns.splice(1, 0, {
      title: t('applicant'),
      key: 'applicant',
      width: 220,
      render: (_, item) => (
        <div className="cell-lines">
          <span>{nameOf(item.applicant, lang)}</span>
          <span className="text-secondary">{nameOf(item.office, lang)}</span>
        </div>
      ),
    });
  return columns;
}
