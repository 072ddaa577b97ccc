/**
 * Registration: a verified mobile, a checked NID (when fixedData.isNidVerificationEnabled), then the
 * account, profile, family and a pending desk request, all in one transaction. Until the office
 * admin approves the request the officer signs in as role 0 ('no office').
 */
import { eq, or } from 'drizzle-orm';
import { placementIssues, type Registration } from '../../../common/contracts/registration.contract';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { NidVerifier } from '../../platform/nid';
import { consumeVerifiedOtp } from '../../platform/otp';
import { hashPassword } from '../../platform/passwords';
import { districts, upazilas } from '../geography/geography.table';
import { desks } from '../office/office.table';
import { refreshProfileProgress } from '../profile/profile.progress';
import { addRegisteredSkills } from '../profile/profile.skills-import';
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

/** What registration and an admin's new officer share: everything but the OTP and the terms. */
export type OfficerFields = Omit<Registration, 'otpId' | 'termsAccepted'>;

/** What an account is made of: an officer's fields without the post and the password (given hashed). */
export type AccountFields = Omit<
  OfficerFields,
  'officeId' | 'sectionId' | 'deskId' | 'password' | 'confirmPassword'
>;

/** 409 naming the first of email, mobile, NID or service id that another account already uses. */
export async function refuseDuplicates(db: Db, input: OfficerFields): Promise<void> {
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

export async function chosenDesk(db: Db, input: OfficerFields) {
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
  // SPEC.md §5: a post in a branch needs its branch named (placementIssues, shared with the form).
  const [issue] = placementIssues(input, {
    officeHasBranches: desk.sectionId !== null,
    postBranchId: desk.sectionId,
  });
  if (issue) throw badRequest('error.invalidInput', [{ field: issue.field, messageKey: issue.message }]);
  return desk;
}

/**
 * The preferred district and upazila must exist, and the upazila lie in the district: a reference to
 * a row that is not there is a field error, never stored.
 */
export async function checkPreferredPlace(db: Db, input: OfficerFields): Promise<void> {
  const errors: { field: string; messageKey: string }[] = [];
  const districtId = input.preferredDistrictId ?? null;
  const upazilaId = input.preferredUpazilaId ?? null;
  if (districtId !== null) {
    const [district] = await db
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.id, districtId));
    if (!district) errors.push({ field: 'preferredDistrictId', messageKey: 'registration.districtUnknown' });
  }
  if (upazilaId !== null) {
    const [upazila] = await db
      .select({ districtId: upazilas.districtId })
      .from(upazilas)
      .where(eq(upazilas.id, upazilaId));
    if (!upazila || (districtId !== null && upazila.districtId !== districtId))
      errors.push({ field: 'preferredUpazilaId', messageKey: 'registration.upazilaUnknown' });
  }
  if (errors.length > 0) throw badRequest('error.invalidInput', errors);
}

export async function register(
  db: Db,
  verifier: NidVerifier,
  input: Registration,
  ip: string,
): Promise<{ userId: number; requestId: number }> {
  const desk = await chosenDesk(db, input);
  await checkPreferredPlace(db, input);
  await refuseDuplicates(db, input);
  if (await isNidVerificationEnabled(db)) await checkNid(verifier, input.nid, input.dateOfBirth);
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    await consumeVerifiedOtp(tx as unknown as Db, 'registration', input.otpId, input.mobile);
    const { userId } = await insertAccount(tx, input, passwordHash, desk.officeId);
    const [request] = await tx
      .insert(deskRequests)
      .values({
        userId,
        deskId: desk.id,
        officeId: desk.officeId,
        joinedOn: input.currentJoiningDate,
      })
      .returning({ id: deskRequests.id });
    await writeAudit(tx as unknown as Db, {
      userId,
      action: 'register',
      entity: 'desk_request',
      entityId: request.id,
      after: { deskId: desk.id, officeId: desk.officeId },
      ip,
    });
    return { userId, requestId: request.id };
  });
}

/** The account, its profile, spouses and children of a new officer, at home in `homeOfficeId`. */
export async function insertAccount(
  tx: Tx,
  input: AccountFields,
  passwordHash: string,
  homeOfficeId: number,
): Promise<{ userId: number; profileId: number }> {
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
      homeOfficeId,
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
  // Skills named at registration land in the profile's skills tab; the progress follows.
  await addRegisteredSkills(tx, user.id, input.skills);
  await refreshProfileProgress(tx, user.id);
  return { userId: user.id, profileId: profile.id };
}
