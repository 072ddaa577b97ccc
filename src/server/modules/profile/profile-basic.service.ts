/**
 * The officer's personal fields (/profile/basic), edited by the officer: names, parents, gender,
 * birth date, religion, addresses, preferred posting place, spouses and children. NID and service
 * id are shown, never changed here. And the whole profile of one officer for the CV.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type {
  BasicValues,
  FullProfile,
  ProfileBasic,
} from '../../../common/contracts/profile-sections.contract';
import type { Db, Tx } from '../../db/client';
import {
  desks,
  districts,
  offices,
  profileChildren,
  profileSpouses,
  profiles,
  roles,
  upazilas,
  userRoles,
  users,
} from '../../db/schema';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { assertCanReadProfileOf } from './profile.access';
import { lockProfile, progressOfUser, refreshProfileProgress } from './profile.progress';
import { listSection } from './profile-sections.service';

export async function getBasic(db: Db | Tx, userId: number): Promise<ProfileBasic> {
  const [row] = await db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      nameBn: profiles.knownAsBangla,
      nameEn: profiles.knownAs,
      fatherNameBn: profiles.fatherNameBn,
      fatherNameEn: profiles.fatherNameEn,
      motherNameBn: profiles.motherNameBn,
      motherNameEn: profiles.motherNameEn,
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      religion: profiles.religion,
      permanentAddress: profiles.permanentAddress,
      presentAddress: profiles.presentAddress,
      postOffice: profiles.postOffice,
      postCode: profiles.postCode,
      districtId: profiles.preferredDistrictId,
      districtBn: districts.nameBn,
      districtEn: districts.nameEn,
      upazilaId: profiles.preferredUpazilaId,
      upazilaBn: upazilas.nameBn,
      upazilaEn: upazilas.nameEn,
      nid: profiles.nid,
      serviceId: profiles.serviceId,
      email: users.email,
      mobile: users.mobile,
      photoUrl: profiles.photoUrl,
      signatureUrl: profiles.signatureUrl,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(districts, eq(districts.id, profiles.preferredDistrictId))
    .leftJoin(upazilas, eq(upazilas.id, profiles.preferredUpazilaId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!row) throw notFound();
  const [spouses, kids] = await Promise.all([
    db
      .select({
        SpouseId: profileSpouses.id,
        name: profileSpouses.name,
        occupation: profileSpouses.occupation,
      })
      .from(profileSpouses)
      .where(eq(profileSpouses.profileId, row.profileId))
      .orderBy(asc(profileSpouses.id)),
    db
      .select({
        KidId: profileChildren.id,
        name: profileChildren.name,
        gender: profileChildren.gender,
        dateOfBirth: profileChildren.dateOfBirth,
      })
      .from(profileChildren)
      .where(eq(profileChildren.profileId, row.profileId))
      .orderBy(asc(profileChildren.id)),
  ]);
  const {
    profileId: _id,
    districtId,
    districtBn,
    districtEn,
    upazilaId,
    upazilaBn,
    upazilaEn,
    ...rest
  } = row;
  return {
    ...rest,
    preferredDistrict:
      districtId && districtBn ? { id: districtId, nameBn: districtBn, nameEn: districtEn ?? '' } : null,
    preferredUpazila:
      upazilaId && upazilaBn ? { id: upazilaId, nameBn: upazilaBn, nameEn: upazilaEn ?? '' } : null,
    spouses,
    kids,
  };
}

/** The preferred district must exist and the upazila lie in it (as registration checks). */
async function checkPreferredPlace(tx: Tx, values: BasicValues): Promise<void> {
  if (values.preferredUpazilaId && !values.preferredDistrictId) {
    throw badRequest('error.invalidInput', [
      { field: 'preferredUpazilaId', messageKey: 'validation.profile.upazilaNotInDistrict' },
    ]);
  }
  if (values.preferredDistrictId) {
    const [district] = await tx
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.id, values.preferredDistrictId));
    if (!district) {
      throw badRequest('error.invalidInput', [
        { field: 'preferredDistrictId', messageKey: 'validation.invalid' },
      ]);
    }
  }
  if (values.preferredUpazilaId) {
    const [upazila] = await tx
      .select({ districtId: upazilas.districtId })
      .from(upazilas)
      .where(eq(upazilas.id, values.preferredUpazilaId));
    if (!upazila || upazila.districtId !== values.preferredDistrictId) {
      throw badRequest('error.invalidInput', [
        { field: 'preferredUpazilaId', messageKey: 'validation.profile.upazilaNotInDistrict' },
      ]);
    }
  }
}

/** Saves the caller's personal fields, spouses and children (the lists replace the stored ones). */
export async function updateBasic(db: Db, actor: Actor, values: BasicValues): Promise<ProfileBasic> {
  const userId = actor.auth.userId;
  return inTransaction(db, async (tx) => {
    const profileId = await lockProfile(tx, userId);
    await checkPreferredPlace(tx, values);
    const before = await getBasic(tx, userId);
    const presentAddress = values.sameAddress ? values.permanentAddress : values.presentAddress;
    await tx
      .update(profiles)
      .set({
        knownAsBangla: values.nameBn,
        knownAs: values.nameEn,
        fatherNameBn: values.fatherNameBn ?? null,
        fatherNameEn: values.fatherNameEn ?? null,
        motherNameBn: values.motherNameBn ?? null,
        motherNameEn: values.motherNameEn ?? null,
        gender: values.gender,
        dateOfBirth: values.dateOfBirth,
        religion: values.religion ?? null,
        permanentAddress: values.permanentAddress ?? null,
        presentAddress: presentAddress ?? null,
        postOffice: values.postOffice ?? null,
        postCode: values.postCode ?? null,
        preferredDistrictId: values.preferredDistrictId ?? null,
        preferredUpazilaId: values.preferredUpazilaId ?? null,
      })
      .where(eq(profiles.id, profileId));
    await tx.update(users).set({ name: values.nameEn, updatedAt: new Date() }).where(eq(users.id, userId));
    // Spouses and children: the lists the form sends replace the stored ones.
    await tx.delete(profileSpouses).where(eq(profileSpouses.profileId, profileId));
    if (values.spouses.length > 0) {
      await tx.insert(profileSpouses).values(
        values.spouses.map((spouse) => ({
          profileId,
          name: spouse.name,
          occupation: spouse.occupation || null,
        })),
      );
    }
    await tx.delete(profileChildren).where(eq(profileChildren.profileId, profileId));
    if (values.kids.length > 0) {
      await tx.insert(profileChildren).values(
        values.kids.map((kid) => ({
          profileId,
          name: kid.name,
          gender: kid.gender,
          dateOfBirth: kid.dateOfBirth || null,
        })),
      );
    }
    const after = await getBasic(tx, userId);
    // The audit row keeps what changed, without the NID (never logged or audited twice).
    const { nid: _n1, ...beforeShown } = before;
    const { nid: _n2, ...afterShown } = after;
    await audit(tx, actor, 'update', 'profile', profileId, { before: beforeShown, after: afterShown });
    await refreshProfileProgress(tx, userId);
    return after;
  });
}

/** The current postings of the officer, for the CV's heading. */
async function postingsOf(db: Db, userId: number) {
  return db
    .select({
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .where(and(eq(userRoles.userId, userId), isNull(userRoles.releasedOn)))
    .orderBy(asc(userRoles.sortOrder), asc(userRoles.id));
}

/**
 * The whole profile of `userId` for whoever may read it (profile.access.ts); 404 otherwise. A read
 * of someone else's personal data is written to the audit log.
 */
export async function fullProfile(db: Db, actor: Actor, userId: number): Promise<FullProfile> {
  await assertCanReadProfileOf(db, actor.auth, userId);
  const [
    basic,
    progress,
    education,
    trainings,
    skills,
    researches,
    desirePostings,
    workHistory,
    portfolio,
    postings,
  ] = await Promise.all([
    getBasic(db, userId),
    progressOfUser(db, userId),
    listSection(db, 'education', userId),
    listSection(db, 'trainings', userId),
    listSection(db, 'skills', userId),
    listSection(db, 'researches', userId),
    listSection(db, 'desire-postings', userId),
    listSection(db, 'workhistory', userId),
    listSection(db, 'portfolio', userId),
    postingsOf(db, userId),
  ]);
  if (userId !== actor.auth.userId) await audit(db, actor, 'read', 'profile', userId);
  return {
    basic,
    progress: progress ?? { progress: 0, missing: [] },
    education,
    trainings,
    skills,
    researches,
    desirePostings,
    workHistory,
    portfolio,
    postings,
  };
}

export const ownBasic = (db: Db, auth: AuthContext) => getBasic(db, auth.userId);
