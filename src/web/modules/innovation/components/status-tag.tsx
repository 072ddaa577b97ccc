/** An innovation's state as a coloured tag, in the interface's language. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InnovationStatus } from '../../../../common/contracts/innovation.contract';

export const STATUS_COLOURS: Record<InnovationStatus, string | undefined> = {
  draft: undefined,
  submitted: 'blue',
  accepted: 'green',
  returned: 'red',
  replicated: 'gold',
};

export function StatusTag({ status }: { status: InnovationStatus }) {
  const { t } = useTranslation('innovation');
  return (
    <Tag color={STATUS_COLOURS[status]} data-status={status}>
      {t(`status_${status}`)}
    </Tag>
  );
}
