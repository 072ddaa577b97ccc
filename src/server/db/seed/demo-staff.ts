/**
 * The staff of every demo office beyond its officers: computer operators, office assistants, office
 * support staff, drivers and guards, some posts left vacant as in real offices. With them the demo
 * holds a few hundred people; each has the postings they held before (released), about a third
 * have skills, and their profile progress is computed as every profile write does. Ids start at
 * 1000 so the officers and desks of demo-organograms.ts keep theirs.
 */
import { and, gte, isNull, min } from 'drizzle-orm';
import { refreshProfileProgress } from '../../modules/profile/profile.progress';
import { hashPassword } from '../../platform/passwords';
import type { Tx } from '../client';
import { desks, profileSkills, profiles, roles, sections, userRoles, users } from '../schema';
import { DEMO_PASSWORD } from './demo-identity';
import { demoPerson } from './demo-organograms';

const STAFF_ROLES: [id: number, bn: string, en: string, grade: number][] = [
  [120, 'কম্পিউটার অপারেটর', 'Computer Operator', 13],
  [121, 'উচ্চমান সহকারী', 'Upper Division Assistant', 14],
  [123, 'অফিস সহায়ক', 'Office Support Staff', 20],
];

/** The staff posts every office has, in order; 9 is the office assistant, 112 and 113 the driver and the guard. */
const STAFF_POSTS = [120, 121, 9, 9, 123, 123, 112, 113];

/**
 * The offices of demo-offices.ts get staff; the five persona offices of demo-identity.ts keep the
 * small organograms their tests and the README describe.
 */
const FIRST_STAFFED_OFFICE_ID = 100;

export const FIRST_STAFF_DESK_ID = 1000;
export const FIRST_STAFF_ID = 1000;

/** Skills a third of the staff name, as [skill area (demo-profile.ts), skill]. */
const STAFF_SKILLS: [area: number, bn: string][] = [
  [6, 'ই-নথি'],
  [6, 'বাংলা টাইপিং (বিজয়)'],
  [2, 'মাইক্রোসফট এক্সেল'],
  [10, 'গ্রাফিক্স ডিজাইন'],
  [7, 'ই-জিপি'],
  [3, 'কম্পিউটার নেটওয়ার্ক রক্ষণাবেক্ষণ'],
  [11, 'ইংরেজি টাইপিং'],
];
const LEVELS = ['beginner', 'intermediate', 'expert'] as const;

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export async function seedDemoStaff(tx: Tx): Promise<void> {
  await tx
    .insert(roles)
    .values(STAFF_ROLES.map(([id, nameBn, nameEn, grade]) => ({ id, nameBn, nameEn, grade })));

  // Each office's head post and first section, which the staff posts report to and sit in.
  const heads = await tx
    .select({ officeId: desks.officeId, deskId: desks.id })
    .from(desks)
    .where(and(isNull(desks.parentDeskId), gte(desks.officeId, FIRST_STAFFED_OFFICE_ID)))
    .orderBy(desks.officeId, desks.id);
  const firstSections = await tx
    .select({ officeId: sections.officeId, sectionId: min(sections.id) })
    .from(sections)
    .groupBy(sections.officeId);
  const sectionOf = new Map(firstSections.map((row) => [row.officeId, row.sectionId]));
  const offices = [...new Map([...heads].reverse().map((head) => [head.officeId, head.deskId]))].map(
    ([officeId, headDesk]) => ({
      officeId,
      headDesk,
      sectionId: sectionOf.get(officeId) ?? null,
    }),
  );

  const deskRows: (typeof desks.$inferInsert)[] = [];
  const holdings: { deskId: number; officeId: number }[] = [];
  let deskId = FIRST_STAFF_DESK_ID;
  for (const office of offices) {
    for (const [order, roleId] of STAFF_POSTS.entries()) {
      deskRows.push({
        id: deskId,
        officeId: office.officeId,
        sectionId: office.sectionId,
        roleId,
        parentDeskId: office.headDesk,
        sortOrder: 100 + order,
      });
      // About one post in four is vacant, a different one in each office.
      if ((office.officeId + order) % 4 !== 0) holdings.push({ deskId, officeId: office.officeId });
      deskId++;
    }
  }
  await tx.insert(desks).values(deskRows);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows: (typeof users.$inferInsert)[] = [];
  const profileRows: (typeof profiles.$inferInsert)[] = [];
  const roleRows: (typeof userRoles.$inferInsert)[] = [];
  const skillRows: (typeof profileSkills.$inferInsert)[] = [];
  for (const [index, holding] of holdings.entries()) {
    const id = FIRST_STAFF_ID + index;
    const person = demoPerson(index + 200);
    const joinedYear = 2018 + (index % 7);
    userRows.push({
      id,
      name: person.nameEn,
      email: `staff${id}@demo.gov.bd`,
      mobile: `0171300${String(id).padStart(4, '0')}`,
      passwordHash,
      emailVerifiedAt: new Date('2024-07-01T00:00:00Z'),
    });
    profileRows.push({
      id,
      userId: id,
      knownAs: person.nameEn,
      knownAsBangla: person.nameBn,
      gender: person.gender,
      homeOfficeId: holding.officeId,
      dateOfBirth: isoDate(1975 + (index % 20), 1 + (index % 12), 1 + (index % 28)),
      nid: `19${String(75 + (index % 20))}${String(5_000_000_000 + id * 7919).slice(0, 9)}`,
      serviceId: `ST-${String(id).padStart(6, '0')}`,
      firstJoiningDate: isoDate(joinedYear - 6, 1 + (index % 12), 1),
      currentJoiningDate: isoDate(joinedYear, 1 + ((index + 3) % 12), 1),
    });
    roleRows.push({
      userId: id,
      deskId: holding.deskId,
      joinedOn: isoDate(joinedYear, 1 + ((index + 3) % 12), 1),
      orderNo: `০৫.৪৪.০০০০.${String(100 + (index % 900))}.২০.${joinedYear}`,
    });
    // The post held before this one, in another office, released when the present one began.
    const earlier = holdings[(index + 17) % holdings.length];
    roleRows.push({
      userId: id,
      deskId: earlier.deskId,
      joinedOn: isoDate(joinedYear - 6, 1 + (index % 12), 1),
      releasedOn: isoDate(joinedYear, 1 + ((index + 3) % 12), 1),
    });
    if (index % 3 === 0) {
      for (const step of [0, 3]) {
        const [skillAreaId, skill] = STAFF_SKILLS[(index + step) % STAFF_SKILLS.length];
        skillRows.push({ userId: id, skillAreaId, skill, level: LEVELS[(index + step) % LEVELS.length] });
      }
    }
  }
  await tx.insert(users).values(userRows);
  await tx.insert(profiles).values(profileRows);
  await tx.insert(userRoles).values(roleRows);
  await tx.insert(profileSkills).values(skillRows);
  for (const user of userRows) await refreshProfileProgress(tx, user.id!);
}
