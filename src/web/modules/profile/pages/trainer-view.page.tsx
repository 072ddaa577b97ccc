/**
 * /profile/trainer-view: a trainer's profile (subjects and the batches trained). The officer's own
 * trainer record; with `?trainerId=` (the trainer list's link) that trainer's, for the training
 * admins. Without a record, the empty state says what to do.
 */

import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { TrainerProfileView } from '../../training/components/trainer-profile-view';
import { useTrainerProfile } from '../../training/training.api';
import { ProfileProgressCard } from '../components/profile-progress';
import { RecordEmptyState } from '../components/record-empty-state';

export default function TrainerViewPage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('trainerId'));
  const trainerId = Number.isInteger(asked) && asked > 0 && asked <= 2147483647 ? asked : null;
  const profile = useTrainerProfile(trainerId);
  if (profile.isPending) return <Panel loading />;
  if (trainerId) return profile.data ? <TrainerProfileView trainer={profile.data} /> : <Panel />;
  if (!profile.data) return <RecordEmptyState messageKey="trainerEmpty" />;
  return (
    <>
      <ProfileProgressCard />
      <TrainerProfileView trainer={profile.data} />
    </>
  );
}
