/** The archivedMeetingListView list of SPEC.md §2 /meeting-mgt. */
import { MeetingList } from '../components/meeting-list';

export default function Page() {
  return <MeetingList view="archived" titleKey="archivedMeetingListView" />;
}
