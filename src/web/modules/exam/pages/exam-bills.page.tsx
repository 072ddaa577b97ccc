/** exam-bills: honorarium bills (all). */
import { BillList } from '../components/bill-list';

export default function ExamBillsPage() {
  return <BillList mode="all" />;
}
