/** Every module's messages in one catalogue: loaded by the browser with the first screen that shows them. */
import { appSecurityMessages } from './app-security.messages';
import { assetMessages } from './asset.messages';
import { auditMessages } from './audit.messages';
import { chargeMessages } from './charge.messages';
import { examMessages } from './exam.messages';
import { freelancerMessages } from './freelancer.messages';
import { innovationMessages } from './innovation.messages';
import { inspectionMessages } from './inspection.messages';
import { labMessages } from './lab.messages';
import { leaveMessages } from './leave.messages';
import { meetingMessages } from './meeting.messages';
import { messageMessages } from './message.messages';
import type { Lang } from './messages';
import { officeMessages } from './office.messages';
import { officerMessages } from './officer.messages';
import { profileMessages } from './profile.messages';
import { projectMessages } from './project.messages';
import { registrationMessages } from './registration.messages';
import { reportMessages } from './report.messages';
import { storeMessages } from './store.messages';
import { supportMessages } from './support.messages';
import { trainingMessages } from './training.messages';
import { transferMessages } from './transfer.messages';

export const moduleMessages = {
  ...auditMessages,
  ...assetMessages,
  ...chargeMessages,
  ...examMessages,
  ...freelancerMessages,
  ...leaveMessages,
  ...meetingMessages,
  ...innovationMessages,
  ...appSecurityMessages,
  ...inspectionMessages,
  ...labMessages,
  ...messageMessages,
  ...officeMessages,
  ...officerMessages,
  ...profileMessages,
  ...projectMessages,
  ...registrationMessages,
  ...reportMessages,
  ...storeMessages,
  ...supportMessages,
  ...trainingMessages,
  ...transferMessages,
} as const satisfies Record<string, Record<Lang, string>>;
