/** The allMeetingTaskView list of SPEC.md §2 /meeting-mgt. */
import { TaskList } from '../components/task-list';

export default function Page() {
  return <TaskList view="all" titleKey="allMeetingTaskView" />;
}
