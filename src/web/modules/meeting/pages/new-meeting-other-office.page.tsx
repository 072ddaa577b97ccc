/** new-meeting-other-office: a meeting with other offices and designations, who nominate. */
import { MeetingForm } from '../components/meeting-form';

export default function NewMeetingOtherOfficePage() {
  return <MeetingForm kind="inter_office" />;
}
