/** /profile/freelancer-view: the officer's freelancer record, once the freelancer module registers the officer. */
import { RecordEmptyState } from '../components/record-empty-state';

export default function FreelancerViewPage() {
  return <RecordEmptyState messageKey="freelancerEmpty" />;
}
