/** The round's office order in a dialog, as it will print, with its print button. */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundDetail } from '../../../../common/contracts/transfer.contract';
import { printElement } from '../../../lib/print';
import { OFFICE_ORDER_ID, OfficeOrder } from './office-order';

export function OfficeOrderDialog({
  round,
  open,
  onClose,
}: {
  round: RoundDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('transfer');
  return (
    <Modal
      open={open}
      title={t('printOrder')}
      width={820}
      okText={t('printOrder')}
      cancelText={t('cancel')}
      onOk={() => printElement(OFFICE_ORDER_ID)}
      onCancel={onClose}
    >
      <OfficeOrder round={round} />
    </Modal>
  );
}
