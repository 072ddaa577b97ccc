/** exam-answersheets: answer-script packets issued to examiners and received back. */
import { MovementList } from '../components/movement-list';

export default function ExamAnswersheetsPage() {
  return <MovementList kind="answer" />;
}
