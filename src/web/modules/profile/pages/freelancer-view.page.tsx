/**
 * /profile/freelancer-view: the officer's own freelancer record, the one registered (by a district
 * ICT office) with the account's mobile number; without one, the empty state says what to do.
 */
import { Panel } from '../../../components/panel';
import { FreelancerDetailView } from '../../freelancer/components/freelancer-detail-view';
import { useMyFreelancer } from '../../freelancer/freelancer.api';
import { ProfileProgressCard } from '../components/profile-progress';
import { RecordEmptyState } from '../components/record-empty-state';

export default function FreelancerViewPage() {
  const mine = useMyFreelancer();
  if (mine.isPending) return <Panel loading />;
  if (!mine.data) return <RecordEmptyState messageKey="freelancerEmpty" />;
  return (
    <>
      <ProfileProgressCard />
      <FreelancerDetailView item={mine.data} />
    </>
  );
}
