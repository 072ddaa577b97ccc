/** exam-bill-approval: honorarium bills (approval). */
import { BillList } from '../components/bill-list';

export default function ExamBillApprovalPage() {
  return <BillList mode="approval" />;
}
