/**
 * Notices of meetings through the messages module, in the transaction of the change: invitations to
 * the invited desks and to the heads and admins of invited offices (who nominate), the nominated
 * officer and substitute, and the final minutes to the attendees and the desks given tasks.
 */
import { toBanglaDigits } from '../../../common/validation';
import type { Tx } from '../../db/client';
import { notifyDesk, notifyUsers } from '../message/message.notify';
import type { meetingInvitees, meetings } from './meeting.table';
import { officeLeadUsers } from './meeting-desks';

type Meeting = typeof meetings.$inferSelect;
type Invitee = typeof meetingInvitees.$inferSelect;

const when = (meeting: Meeting) =>
  `${toBanglaDigits(meeting.meetingDate)}, ${toBanglaDigits(meeting.startTime)}${meeting.venue ? `, ${meeting.venue}` : ''}${meeting.onlineLink ? `, ${meeting.onlineLink}` : ''}`;
const link = (meeting: Meeting) => `/meeting-mgt/upcoming-meeting-list-other-office?meeting=${meeting.id}`;

export async function notifyInvited(tx: Tx, meeting: Meeting, invitees: Invitee[]): Promise<void> {
  for (const invitee of invitees) {
    if (invitee.kind === 'desk' && invitee.deskId)
      await notifyDesk(tx, {
        deskId: invitee.deskId,
        subject: `সভার আমন্ত্রণ: ${meeting.title}`,
        body: `আপনাকে সভায় উপস্থিত থাকার জন্য অনুরোধ করা হলো: ${when(meeting)}।`,
        link: link(meeting),
      });
  }
  const offices = invitees.filter((invitee) => invitee.kind === 'office').map((invitee) => invitee.officeId);
  const leads = await officeLeadUsers(tx, offices);
  await notifyUsers(tx, {
    userIds: leads,
    subject: `সভার আমন্ত্রণ, মনোনয়ন প্রয়োজন: ${meeting.title}`,
    body: `আপনার অফিসকে সভায় আমন্ত্রণ জানানো হয়েছে (${when(meeting)})। একজন কর্মকর্তা ও একজন বিকল্প কর্মকর্তার মনোনয়ন দিন।`,
    link: '/meeting-mgt/nomination-pending-meeting-list-view',
  });
}

export async function notifyNominated(tx: Tx, meeting: Meeting, invitee: Invitee): Promise<void> {
  if (invitee.nomineeDeskId)
    await notifyDesk(tx, {
      deskId: invitee.nomineeDeskId,
      subject: `সভায় আপনার মনোনয়ন: ${meeting.title}`,
      body: `আপনাকে অফিসের পক্ষে সভায় উপস্থিত থাকার জন্য মনোনয়ন দেওয়া হয়েছে: ${when(meeting)}।`,
      link: link(meeting),
    });
  if (invitee.substituteDeskId)
    await notifyDesk(tx, {
      deskId: invitee.substituteDeskId,
      subject: `সভায় বিকল্প হিসেবে মনোনয়ন: ${meeting.title}`,
      body: `মনোনীত কর্মকর্তার অনুপস্থিতিতে আপনি সভায় উপস্থিত থাকবেন: ${when(meeting)}।`,
      link: link(meeting),
    });
}

export async function notifyFinalised(
  tx: Tx,
  meeting: Meeting,
  attendees: Invitee[],
  taskDeskIds: number[],
  taskOfficeIds: number[],
): Promise<void> {
  const desks = new Set<number>();
  for (const invitee of attendees) {
    const deskId = invitee.kind === 'desk' ? invitee.deskId : invitee.nomineeDeskId;
    if (deskId) desks.add(deskId);
  }
  for (const deskId of taskDeskIds) desks.add(deskId);
  for (const deskId of desks)
    await notifyDesk(tx, {
      deskId,
      subject: `সভার কার্যবিবরণী চূড়ান্ত: ${meeting.title}`,
      body: `স্মারক নং ${meeting.memoNo ?? ''}। কার্যবিবরণী ও আপনার জন্য নির্ধারিত সিদ্ধান্তসমূহ দেখুন।`,
      link: '/meeting-mgt/all-meeting-pending-task-view',
    });
  const leads = await officeLeadUsers(tx, taskOfficeIds);
  await notifyUsers(tx, {
    userIds: leads,
    subject: `সভার সিদ্ধান্ত বাস্তবায়নের দায়িত্ব: ${meeting.title}`,
    body: `স্মারক নং ${meeting.memoNo ?? ''}। আপনার অফিসের জন্য নির্ধারিত সিদ্ধান্তসমূহ বাস্তবায়ন করুন।`,
    link: '/meeting-mgt/all-meeting-pending-task-view',
  });
}

/**
 * The reminder before the meeting day, to whom the invitation went (the invited desks, the heads
 * and admins of invited offices) and to the officers those offices nominated.
 */
export async function notifyReminder(tx: Tx, meeting: Meeting, invitees: Invitee[]): Promise<void> {
  const subject = `সভার স্মরণ: ${meeting.title}`;
  const body = `স্মরণ করিয়ে দেওয়া হচ্ছে, সভাটি অনুষ্ঠিত হবে: ${when(meeting)}।`;
  const desks = new Set<number>();
  for (const invitee of invitees)
    for (const deskId of [invitee.deskId, invitee.nomineeDeskId, invitee.substituteDeskId])
      if (deskId) desks.add(deskId);
  for (const deskId of desks) await notifyDesk(tx, { deskId, subject, body, link: link(meeting) });
  const offices = invitees.filter((invitee) => invitee.kind === 'office').map((invitee) => invitee.officeId);
  await notifyUsers(tx, {
    userIds: await officeLeadUsers(tx, offices),
    subject,
    body,
    link: link(meeting),
  });
}
