/** exam-questions: question paper issue and receipt (confidential, reads audited). */
import { MovementList } from '../components/movement-list';

export default function ExamQuestionsPage() {
  return <MovementList kind="question" />;
}
