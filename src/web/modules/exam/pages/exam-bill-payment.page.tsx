/** exam-bill-payment: honorarium bills (payment). */
import { BillList } from '../components/bill-list';

export default function ExamBillPaymentPage() {
  return <BillList mode="payment" />;
}
