/** /profile/workhistory: the own entries of the tab. */
import { SectionPage } from '../components/section-page';

export default function ProfileTabPage() {
  return <SectionPage sectionKey="workhistory" />;
}
