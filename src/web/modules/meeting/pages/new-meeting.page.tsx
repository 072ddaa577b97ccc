/** new-meeting-view: a meeting of the own office's desks. */
import { MeetingForm } from '../components/meeting-form';

export default function NewMeetingPage() {
  return <MeetingForm kind="own" />;
}
