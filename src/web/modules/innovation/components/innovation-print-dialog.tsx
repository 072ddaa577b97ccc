/**
 * The innovation as the Bangla document it prints as, with the button that prints it. A kit part of
 * the innovation's plain page (innovation-parts.tsx).
 */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InnovationDetail } from '../../../../common/contracts/innovation.contract';
import { printElement } from '../../../lib/print';
import { InnovationPrint, PRINT_ELEMENT_ID } from './innovation-print';

export function InnovationPrintDialog({
  item,
  open,
  onClose,
}: {
  item: InnovationDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('innovation');
  return (
    <Modal
      open={open}
      title={t('print')}
      width={820}
      okText={t('print')}
      cancelText={t('common:cancel')}
      onOk={() => printElement(PRINT_ELEMENT_ID)}
      onCancel={onClose}
    >
      <InnovationPrint item={item} />
    </Modal>
  );
}
