/** /profile/trainings: the own entries of the tab, and the trainings completed through training management. */
import { CompletedTrainings } from '../components/completed-trainings';
import { SectionPage } from '../components/section-page';

export default function ProfileTabPage() {
  return (
    <>
      <SectionPage sectionKey="trainings" />
      <CompletedTrainings />
    </>
  );
}
