/**
 * Demo transfer applications (বদলির আবেদন) and rounds. The officer has a withdrawn application and
 * one the office admin's desk rejected (none in progress, so the officer can apply again). Staff of
 * the demo offices have applications in every state: waiting, approved, rejected, withdrawn, and
 * transferred (their earlier, released posting is the post they applied from and their current
 * one the post the round gave them). The super admin's office has a round carried out under an
 * office order, and the office admin's office a round being planned.
 */
import { sql } from 'drizzle-orm';
import type { TransferStatus } from '../../../common/contracts/transfer.contract';
import type { Tx } from '../client';
import { transferApplications, transferRoundItems, transferRounds } from '../schema';

const OFFICE_ADMIN = 3;
const OFFICER = 4;
const SUPER_ADMIN = 1;
const DAY = 86_400_000;

const REASONS = [
  'বৃদ্ধ মা-বাবার দেখাশোনার জন্য নিজ জেলায় বদলি প্রয়োজন।',
  'স্ত্রী/স্বামীর কর্মস্থলের কাছে বদলির আবেদন (স্বামী-স্ত্রী একত্রীকরণ নীতিমালা অনুযায়ী)।',
  'সন্তানের লেখাপড়ার সুবিধার্থে বিভাগীয় শহরে বদলি প্রয়োজন।',
  'একই কর্মস্থলে তিন বছরের বেশি সময় কর্মরত আছি; অন্য কর্মস্থলে বদলি চাই।',
  'চিকিৎসার সুবিধার্থে ঢাকায় বদলি প্রয়োজন; চিকিৎসকের সনদ সংযুক্ত।',
];

interface Holding {
  user_role_id: number;
  user_id: number;
  desk_id: number;
  office_id: number;
  controlling_office_id: number | null;
  joined_on: string | null;
  name_en: string;
  name_bn: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function seedDemoTransfer(tx: Tx, now = new Date()): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const [officer] = rowsOf<Holding>(
    await tx.execute(sql`
      select ur.id as user_role_id, ur.user_id, d.id as desk_id, o.id as office_id,
             o.controlling_office_id, ur.joined_on, u.name as name_en,
             (select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1) as name_bn
      from user_roles ur join desks d on d.id = ur.desk_id join offices o on o.id = d.office_id
      join users u on u.id = ur.user_id
      where ur.user_id = ${OFFICER} and ur.released_on is null and not ur.is_additional_charge
      order by ur.sort_order, ur.id limit 1`),
  );
  // Staff holding a post now (not an additional charge), one per office, in a fixed order.
  const staff = rowsOf<Holding>(
    await tx.execute(sql`
      select distinct on (d.office_id) ur.id as user_role_id, ur.user_id, d.id as desk_id, o.id as office_id,
             o.controlling_office_id, ur.joined_on, u.name as name_en,
             (select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1) as name_bn
      from user_roles ur join desks d on d.id = ur.desk_id join offices o on o.id = d.office_id
      join users u on u.id = ur.user_id
      where ur.released_on is null and not ur.is_additional_charge and u.id >= 1000 and d.role_id <> 34
      order by d.office_id, ur.id
      limit 12`),
  );
  // Staff whose posting before the current one was released: their transfer was carried out.
  const moved = rowsOf<Holding & { from_user_role_id: number; from_desk_id: number; from_office_id: number }>(
    await tx.execute(sql`
      select cur.id as user_role_id, cur.user_id, cur.desk_id, d.office_id, o.controlling_office_id,
             cur.joined_on, u.name as name_en,
             (select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1) as name_bn,
             prev.id as from_user_role_id, prev.desk_id as from_desk_id, pd.office_id as from_office_id
      from user_roles cur join desks d on d.id = cur.desk_id join offices o on o.id = d.office_id
      join users u on u.id = cur.user_id
      join lateral (select * from user_roles p where p.user_id = cur.user_id and p.released_on is not null
                    order by p.released_on desc, p.id desc limit 1) prev on true
      join desks pd on pd.id = prev.desk_id
      where cur.released_on is null and not cur.is_additional_charge and u.id >= 1000
        and cur.joined_on is not null and not exists (
          select 1 from user_roles other where other.user_id = cur.user_id and other.released_on is null and other.id <> cur.id)
      order by cur.id
      limit 3`),
  );

  const application = (holding: Holding, index: number, status: TransferStatus, daysAgo: number) => ({
    applicantUserId: holding.user_id,
    applicantNameBn: holding.name_bn ?? holding.name_en,
    applicantNameEn: holding.name_en,
    userRoleId: holding.user_role_id,
    deskId: holding.desk_id,
    officeId: holding.office_id,
    controllingOfficeId: holding.controlling_office_id,
    preferredOfficeIds: [10, 2].filter((id) => id !== holding.office_id),
    preferredDistrictIds: [] as number[],
    reason: REASONS[index % REASONS.length],
    status,
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
  });
  const decided = (by: number, desk: number, daysAgo: number, note: string | null) => ({
    decidedByUserId: by,
    decidedByDeskId: desk,
    decidedAt: at(daysAgo),
    decisionNote: note,
  });

  const values: (typeof transferApplications.$inferInsert)[] = [];
  if (officer) {
    values.push({ ...application(officer, 0, 4, 120) });
    values.push({
      ...application(officer, 3, 3, 60),
      ...decided(OFFICE_ADMIN, 10, 55, 'বর্তমানে পবা উপজেলায় কোনো পদ শূন্য নেই; পরবর্তী বদলি পর্বে বিবেচনা করা হবে।'),
    });
  }
  const states: TransferStatus[] = [1, 1, 2, 3, 4, 1, 2, 1, 3, 1, 2, 1];
  staff.forEach((holding, index) => {
    const status = states[index % states.length];
    const daysAgo = 3 + index * 4;
    values.push({
      ...application(holding, index, status, daysAgo),
      ...(status === 2 ? decided(SUPER_ADMIN, 1, daysAgo - 1, null) : {}),
      ...(status === 3
        ? decided(SUPER_ADMIN, 1, daysAgo - 1, 'প্রশাসনিক প্রয়োজনে বর্তমান কর্মস্থলে থাকা আবশ্যক।')
        : {}),
    });
  });
  if (values.length) await tx.insert(transferApplications).values(values);

  if (moved.length > 0) {
    const orderDate = moved[0].joined_on ?? now.toISOString().slice(0, 10);
    const [round] = await tx
      .insert(transferRounds)
      .values({
        officeId: 2,
        title: 'বার্ষিক সাধারণ বদলি',
        orderNo: '৫৬.০১.০০০০.০০৪.১৯.০০২.২৪-৩৫',
        orderDate,
        status: 2,
        createdByUserId: SUPER_ADMIN,
        carriedOutByUserId: SUPER_ADMIN,
        carriedOutAt: new Date(`${orderDate}T10:00:00Z`),
        createdAt: new Date(`${orderDate}T09:00:00Z`),
      })
      .returning({ id: transferRounds.id });
    for (const [index, holding] of moved.entries()) {
      const [row] = await tx
        .insert(transferApplications)
        .values({
          ...application(
            {
              ...holding,
              user_role_id: holding.from_user_role_id,
              desk_id: holding.from_desk_id,
              office_id: holding.from_office_id,
            },
            index + 1,
            5,
            Math.max(1, Math.round((now.getTime() - new Date(orderDate).getTime()) / DAY) + 30),
          ),
          ...decided(SUPER_ADMIN, 1, 40, null),
          toDeskId: holding.desk_id,
          orderNo: '৫৬.০১.০০০০.০০৪.১৯.০০২.২৪-৩৫',
          orderDate: holding.joined_on,
          transferredAt: new Date(`${holding.joined_on}T10:00:00Z`),
        })
        .returning({ id: transferApplications.id });
      await tx.insert(transferRoundItems).values({
        roundId: round.id,
        applicationId: row.id,
        userId: holding.user_id,
        fromUserRoleId: holding.from_user_role_id,
        fromDeskId: holding.from_desk_id,
        toDeskId: holding.desk_id,
        status: 2,
        resultUserRoleId: holding.user_role_id,
      });
    }
  }
  await tx.insert(transferRounds).values({
    officeId: 10,
    title: 'জেলা আইসিটি কার্যালয়ের অভ্যন্তরীণ বদলি',
    orderNo: '৫৬.০১.৮১০০.০০০.১৯.০০৭.২৬-০৪',
    orderDate: now.toISOString().slice(0, 10),
    createdByUserId: OFFICE_ADMIN,
    createdAt: at(2),
  });
}
