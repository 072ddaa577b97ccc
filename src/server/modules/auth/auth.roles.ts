/**
 * The desks a user holds, in the SPEC.md §3 `userrole` shape, with what hangs off each desk
 * (the office's site permissions and the desk's exam permissions). One query, whatever the count.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ExamDeskPermission, SitePermissions, UserRole } from '../../../common/contracts/auth.contract';
import type { Db } from '../../db/client';
import { examDeskPermissions } from '../exam/exam.table';
import { desks, offices, roles, sections, userRoles } from '../office/office.table';
import { profiles } from '../users/users.table';

export interface HeldDesk {
  userRoleId: number | null;
  role: UserRole;
  sitePermissions: SitePermissions;
  examDeskPermission: ExamDeskPermission | null;
}

const NO_OFFICE_ROLE_NAME = { bn: 'কোনো অফিস নেই', en: 'No office' };

export async function listHeldDesks(db: Db, userId: number, onlyUserRoleId?: number): Promise<HeldDesk[]> {
  const rows = await db
    .select({
      userRoleId: userRoles.id,
      isOfficeAdmin: userRoles.isOfficeAdmin,
      isOfficeHead: userRoles.isOfficeHead,
      isSectionAdmin: userRoles.isSectionAdmin,
      isSectionHead: userRoles.isSectionHead,
      deskId: desks.id,
      roleId: roles.id,
      roleNameBn: roles.nameBn,
      roleNameEn: roles.nameEn,
      sectionId: sections.id,
      sectionNameBn: sections.nameBn,
      sectionNameEn: sections.nameEn,
      office: {
        id: offices.id,
        nameBn: offices.nameBn,
        nameEn: offices.nameEn,
        geoCode: offices.geoCode,
        controllingOfficeId: offices.controllingOfficeId,
        officeLevelId: offices.officeLevelId,
        ministryId: offices.ministryId,
        sitePermissions: offices.sitePermissions,
      },
      exam: examDeskPermissions,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .leftJoin(sections, eq(sections.id, desks.sectionId))
    .leftJoin(examDeskPermissions, eq(examDeskPermissions.deskId, desks.id))
    .where(
      and(
        eq(userRoles.userId, userId),
        isNull(userRoles.releasedOn),
        onlyUserRoleId === undefined ? undefined : eq(userRoles.id, onlyUserRoleId),
      ),
    )
    .orderBy(asc(userRoles.sortOrder), asc(userRoles.id));

  const profileId = await firstProfileId(db, userId);
  return rows.map((row) => {
    const { deskId: _deskId, ...exam } = row.exam ?? { deskId: 0 };
    return {
      userRoleId: row.userRoleId,
      role: {
        ProfileId: profileId,
        DeskId: row.deskId,
        GEOCode: row.office.geoCode,
        IsOfficeAdmin: row.isOfficeAdmin,
        IsOfficeHead: row.isOfficeHead,
        IsSectionAdmin: row.isSectionAdmin,
        IsSectionHead: row.isSectionHead,
        OfficeId: row.office.id,
        OfficeName: row.office.nameBn,
        OfficeNameEn: row.office.nameEn,
        RoleId: row.roleId,
        RoleName: row.roleNameBn,
        RoleNameEn: row.roleNameEn,
        SectionId: row.sectionId,
        SectionName: row.sectionNameBn,
        SectionNameEn: row.sectionNameEn,
        ControllingOfficeId: row.office.controllingOfficeId,
        OfficeLevelId: row.office.officeLevelId,
        MinistryId: row.office.ministryId,
      },
      sitePermissions: { meetingMgt: row.office.sitePermissions.meetingMgt === true },
      examDeskPermission: row.exam ? (exam as ExamDeskPermission) : null,
    };
  });
}

async function firstProfileId(db: Db, userId: number): Promise<number> {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.id))
    .limit(1);
  return profile?.id ?? 0;
}

/** A user without a desk works as role 0, 'no office' (SPEC.md §6), until a desk is given. */
export async function noOfficeDesk(db: Db, userId: number): Promise<HeldDesk> {
  return {
    userRoleId: null,
    role: {
      ProfileId: await firstProfileId(db, userId),
      DeskId: 0,
      GEOCode: null,
      IsOfficeAdmin: false,
      IsOfficeHead: false,
      IsSectionAdmin: false,
      IsSectionHead: false,
      OfficeId: 0,
      OfficeName: '',
      OfficeNameEn: '',
      RoleId: 0,
      RoleName: NO_OFFICE_ROLE_NAME.bn,
      RoleNameEn: NO_OFFICE_ROLE_NAME.en,
      SectionId: null,
      SectionName: null,
      SectionNameEn: null,
      ControllingOfficeId: null,
      OfficeLevelId: null,
      MinistryId: null,
    },
    sitePermissions: { meetingMgt: false },
    examDeskPermission: null,
  };
}
