/** A ticket's status, reason and overdue flag as tags, in the interface's language. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupportReason, SupportStatus } from '../../../../common/contracts/support.contract';

export const STATUS_COLOURS: Record<SupportStatus, string | undefined> = {
  1: 'blue',
  2: 'gold',
  3: 'green',
  4: undefined,
};

export function StatusTag({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <Tag color={STATUS_COLOURS[status]} data-status={status}>
      {t(`status_${status}`)}
    </Tag>
  );
}

export function ReasonTag({ reason }: { reason: SupportReason }) {
  const { t } = useTranslation('support');
  return <Tag>{t(`reason_${reason}`)}</Tag>;
}

export function OverdueTag({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation('support');
  return overdue ? (
    <Tag color="red" data-overdue="yes">
      {t('overdue')}
    </Tag>
  ) : null;
}
