/** The updatePendingMeetingListView list of SPEC.md §2 /meeting-mgt. */
import { MeetingList } from '../components/meeting-list';

export default function Page() {
  return <MeetingList view="update-pending" titleKey="updatePendingMeetingListView" />;
}
