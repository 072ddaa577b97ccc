/** A bill opened from a list: the printable Bangla bill in a dialog, with its print button. */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExamBill } from '../../../../common/contracts/exam.contract';
import { localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { BILL_PRINT_ID, BillPrint } from './bill-print';

/** `bill`: the bill shown, or null while closed. */
export function BillView({ bill, onClose }: { bill: ExamBill | null; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  return (
    <Modal
      open={bill !== null}
      title={bill ? localDigits(bill.billNo, lang) : ''}
      width={860}
      okText={t('print')}
      cancelText={t('common:cancel')}
      onOk={() => printElement(BILL_PRINT_ID)}
      onCancel={onClose}
    >
      {bill && <BillPrint bill={bill} />}
    </Modal>
  );
}
