/** The columns every leave list shares: number, applicant, type, period, days, desk and status. */
import { Button, Space, Typography } from 'antd';
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
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(item.id)}>
          #{localDigits(item.id, lang)}
        </Button>
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
          <Space orientation="vertical" size={0}>
            <Typography.Text>
              {lang === 'en' ? item.currentDesk.labelEn : item.currentDesk.labelBn}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('step')} {localDigits(t('stepValue', { step: item.step, steps: item.steps }), lang)}
            </Typography.Text>
          </Space>
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
        <Space orientation="vertical" size={0}>
          <Typography.Text>{nameOf(item.applicant, lang)}</Typography.Text>
          <Typography.Text type="secondary">{nameOf(item.office, lang)}</Typography.Text>
        </Space>
      ),
    });
  return columns;
}
