/** /profile/trainer-view: the officer's trainer record, once the training module adds the officer as a trainer. */
import { RecordEmptyState } from '../components/record-empty-state';

export default function TrainerViewPage() {
  return <RecordEmptyState messageKey="trainerEmpty" />;
}
