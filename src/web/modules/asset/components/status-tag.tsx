/** A statement's state as a coloured tag, in the interface's language. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssetStatus } from '../../../../common/contracts/asset.contract';

const COLOURS: Record<AssetStatus, string | undefined> = {
  draft: undefined,
  submitted: 'blue',
  accepted: 'green',
  returned: 'red',
};

export function StatusTag({ status }: { status: AssetStatus | null }) {
  const { t } = useTranslation('asset');
  if (status === null) return <Tag data-status="none">{t('status_none')}</Tag>;
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`status_${status}`)}
    </Tag>
  );
}
