/**
 * Demo access roles (app security), so the super admin's list shows what a role looks like: the
 * assistant directors may read the officer list of their own office, and the head office's director
 * desk may also take its Excel file. Neither designation nor desk belongs to a demo persona, so what
 * each persona sees everywhere else stays as SPEC.md §6 gives it.
 */
import type { Tx } from '../client';
import { accessRoleAssignments, accessRoleGrants, accessRoles } from '../schema';

const SUPER_ADMIN = 1;
/** সহকারী পরিচালক: desks in Rajshahi district's office and in office 861, none held by a persona. */
const ASSISTANT_DIRECTOR = 7;
/** পরিচালক's desk at the head office, under the director general. */
const HEAD_OFFICE_DIRECTOR_DESK = 2;

export async function seedDemoAppSecurity(tx: Tx): Promise<void> {
  const at = new Date('2026-07-15T04:00:00Z');
  const [viewer, exporter] = await tx
    .insert(accessRoles)
    .values([
      {
        nameBn: 'কর্মকর্তা তালিকা দর্শক',
        nameEn: 'Officer list viewer',
        description: 'সহকারী পরিচালকগণ নিজ অফিসের কর্মকর্তাদের তালিকা ও তথ্য দেখবেন',
        createdBy: SUPER_ADMIN,
        createdAt: at,
        updatedAt: at,
      },
      {
        nameBn: 'কর্মকর্তা তালিকা ও এক্সেল',
        nameEn: 'Officer list and Excel',
        description: 'প্রধান কার্যালয়ের পরিচালক কর্মকর্তা তালিকা দেখবেন ও এক্সেল ফাইল নামাবেন',
        createdBy: SUPER_ADMIN,
        createdAt: at,
        updatedAt: at,
      },
    ])
    .returning({ id: accessRoles.id });
  await tx.insert(accessRoleGrants).values([
    { accessRoleId: viewer.id, pagePath: '/officers', action: 'view' },
    { accessRoleId: exporter.id, pagePath: '/officers', action: 'view' },
    { accessRoleId: exporter.id, pagePath: '/officers', action: 'export' },
  ]);
  await tx.insert(accessRoleAssignments).values([
    { accessRoleId: viewer.id, roleId: ASSISTANT_DIRECTOR, createdBy: SUPER_ADMIN, createdAt: at },
    { accessRoleId: exporter.id, deskId: HEAD_OFFICE_DIRECTOR_DESK, createdBy: SUPER_ADMIN, createdAt: at },
  ]);
}
