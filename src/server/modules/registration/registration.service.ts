/**
 * Registration: a verified mobile, a checked NID (when fixedData.isNidVerificationEnabled), then the
 * account, profile, family and a pending desk request, all in one transaction. Until the office
 * admin approves the request the officer signs in as role 0 ('no office').
 */
import { eq, or } from 'drizzle-orm';
import type { Registration } from '../../../common/contracts/registration.contract';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, conflict } from '../../platform/errors';
import type { NidVerifier } from '../../platform/nid';
import { consumeVerifiedOtp } from '../../platform/otp';
import { hashPassword } from '../../platform/passwords';
import { desks } from '../office/office.table';
import { appSettings } from '../settings/settings.table';
import { profileChildren, profileSpouses, profiles, users } from '../users/users.table';
import { deskRequests } from './registration.table';

export async function isNidVerificationEnabled(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'fixedData'));
  return (
    (row?.value as { isNidVerificationEnabled?: boolean } | undefined)?.isNidVerificationEnabled === true
  );
}

export async function checkNid(verifier: NidVerifier, nid: string, dateOfBirth: string): Promise<void> {
  const verdict = await verifier.verify({ nid, dateOfBirth });
  if (!verdict.ok) throw new AppError(400, 'nid.failed', {}, [{ field: 'nid', messageKey: 'nid.failed' }]);
}

/** 409 naming the first of email, mobile, NID or service id that another account already uses. */
async function refuseDuplicates(db: Db, input: Registration): Promise<void> {
  const [user] = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.mobile, input.mobile)))
    .limit(1);
  if (user?.email === input.email) throw conflict('registration.duplicateEmail');
  if (user) throw conflict('registration.duplicateMobile');
  const [profile] = await db
    .select({ nid: profiles.nid })
    .from(profiles)
    .where(
      input.serviceId
        ? or(eq(profiles.nid, input.nid), eq(profiles.serviceId, input.serviceId))
        : eq(profiles.nid, input.nid),
    )
    .limit(1);
  if (profile?.nid === input.nid) throw conflict('registration.duplicateNid');
  if (profile) throw conflict('registration.duplicateServiceId');
}

async function chosenDesk(db: Db, input: Registration) {
  const [desk] = await db.select().from(desks).where(eq(desks.id, input.deskId));
  // The post decides the branch: a branch, when chosen, must be the post's own.
  if (
    !desk ||
    desk.officeId !== input.officeId ||
    (input.sectionId != null && input.sectionId !== desk.sectionId)
  ) {
    throw new AppError(400, 'registration.deskMismatch', {}, [
      { field: 'deskId', messageKey: 'registration.deskMismatch' },
    ]);
  }
  return desk;
}

export async function register(
  db: Db,
  verifier: NidVerifier,
  input: Registration,
  ip: string,
): Promise<{ userId: number; requestId: number }> {
  const desk = await chosenDesk(db, input);
  await refuseDuplicates(db, input);
  if (await isNidVerificationEnabled(db)) await checkNid(verifier, input.nid, input.dateOfBirth);
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    await consumeVerifiedOtp(tx as unknown as Db, 'registration', input.otpId, input.mobile);
    const [user] = await tx
      .insert(users)
      .values({ name: input.nameEn, email: input.email, mobile: input.mobile, passwordHash })
      .returning({ id: users.id });
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: user.id,
        knownAs: input.nameEn,
        knownAsBangla: input.nameBn,
        gender: input.gender,
        homeOfficeId: desk.officeId,
        fatherNameBn: input.fatherNameBn || null,
        fatherNameEn: input.fatherNameEn || null,
        motherNameBn: input.motherNameBn || null,
        motherNameEn: input.motherNameEn || null,
        dateOfBirth: input.dateOfBirth,
        nid: input.nid,
        religion: input.religion || null,
        permanentAddress: input.permanentAddress || null,
        presentAddress: (input.sameAddress ? input.permanentAddress : input.presentAddress) || null,
        postOffice: input.postOffice || null,
        postCode: input.postCode || null,
        preferredDistrictId: input.preferredDistrictId ?? null,
        preferredUpazilaId: input.preferredUpazilaId ?? null,
        serviceId: input.serviceId || null,
        firstJoiningDate: input.firstJoiningDate,
        currentJoiningDate: input.currentJoiningDate,
        skills: input.skills.filter((skill) => skill.length > 0),
      })
      .returning({ id: profiles.id });
    if (input.kids.length > 0) {
      await tx.insert(profileChildren).values(
        input.kids.map((kid) => ({
          profileId: profile.id,
          name: kid.name,
          gender: kid.gender,
          dateOfBirth: kid.dateOfBirth || null,
        })),
      );
    }
    if (input.spouses.length > 0) {
      await tx.insert(profileSpouses).values(
        input.spouses.map((spouse) => ({
          profileId: profile.id,
          name: spouse.name,
          occupation: spouse.occupation || null,
        })),
      );
    }
    const [request] = await tx
      .insert(deskRequests)
      .values({
        userId: user.id,
        deskId: desk.id,
        officeId: desk.officeId,
        joinedOn: input.currentJoiningDate,
      })
      .returning({ id: deskRequests.id });
    await writeAudit(tx as unknown as Db, {
      userId: user.id,
      action: 'register',
      entity: 'desk_request',
      entityId: request.id,
      after: { deskId: desk.id, officeId: desk.officeId },
      ip,
    });
    return { userId: user.id, requestId: request.id };
  });
}
