/**
 * Who covers whom (/leaveapprovers, "who covers whom" tab): an office's month of approved leave,
 * each absence with the charges of the applicant's desk that fall in it. One query: the leave by
 * `leave_applications_office_idx`, each absence's charges through `desk_charges_desk_idx` in a
 * lateral aggregate, so no query per row. The day arithmetic (which days of the month are away,
 * covered, uncovered) is done here on calendar days, as a charge runs by calendar day.
 */
import { sql } from 'drizzle-orm';
import type {
  CoverAbsence,
  CoverMonth,
  CoverParams,
  LeaveType,
} from '../../../common/contracts/leave.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';

/** An office's month has a few dozen absences; the cap keeps a wrong call bounded. */
const MAX_ABSENCES = 500;

interface Row {
  id: number;
  user_id: number;
  name_bn: string | null;
  name_en: string;
  desk_id: number;
  desk_bn: string;
  desk_en: string;
  leave_type: LeaveType;
  from_date: string;
  to_date: string;
  charges: {
    id: number;
    acting_user_id: number;
    name_bn: string | null;
    name_en: string;
    kind: 'current' | 'additional';
    from_date: string;
    to_date: string;
  }[];
}

/** The days of `month` (1..31) from `from` to `to` (yyyy-mm-dd, inclusive). */
export function daysWithin(month: string, daysInMonth: number, from: string, to: string): number[] {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth).padStart(2, '0')}`;
  const start = from < first ? 1 : Number(from.slice(8, 10));
  const end = to > last ? daysInMonth : Number(to.slice(8, 10));
  if (from > last || to < first) return [];
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

export async function coverMonth(db: Db, auth: AuthContext, query: CoverParams): Promise<CoverMonth> {
  const officeId = query.officeId ?? auth.activeRole.OfficeId;
  // Another office's month is not there for its officers' colleagues elsewhere: a 404, as a read.
  if (officeId !== auth.activeRole.OfficeId && !isAppAdmin(auth)) throw notFound();
  const month = query.month ?? dhakaDay(new Date()).slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth).padStart(2, '0')}`;
  const result = (await db.execute(sql`
    select a.id, a.user_id, p.known_as_bangla as name_bn, u.name as name_en, a.desk_id,
      r.name_bn as desk_bn, r.name_en as desk_en, a.leave_type,
      a.from_date::text as from_date, a.to_date::text as to_date,
      coalesce(c.charges, '[]'::json) as charges
    from leave_applications a
    join users u on u.id = a.user_id
    left join lateral (select known_as_bangla from profiles where user_id = a.user_id order by id limit 1) p on true
    join desks d on d.id = a.desk_id
    join roles r on r.id = d.role_id
    left join lateral (
      select json_agg(json_build_object(
        'id', dc.id, 'acting_user_id', dc.acting_user_id, 'name_bn', ap.known_as_bangla,
        'name_en', au.name, 'kind', dc.kind, 'from_date', dc.from_date::text,
        'to_date', dc.last_day::text) order by dc.from_date, dc.id) as charges
      from (
        select ch.*, case when ch.status = 'ended' and ch.ended_at is not null
            then least(ch.to_date, (ch.ended_at at time zone 'Asia/Dhaka')::date) else ch.to_date end as last_day
        from desk_charges ch
        where ch.desk_id = a.desk_id and ch.status in ('active', 'ended')
          and ch.from_date <= a.to_date and ch.to_date >= a.from_date
      ) dc
      join users au on au.id = dc.acting_user_id
      left join lateral (select known_as_bangla from profiles where user_id = dc.acting_user_id order by id limit 1) ap on true
      where dc.last_day >= dc.from_date
    ) c on true
    where a.office_id = ${officeId} and a.status = 'approved'
      and a.from_date <= ${last}::date and a.to_date >= ${first}::date
    order by a.from_date, a.id
    limit ${MAX_ABSENCES}`)) as unknown as { rows: Row[] };
  const items = result.rows.map((row): CoverAbsence => {
    const days = daysWithin(month, daysInMonth, row.from_date, row.to_date);
    const covers = row.charges.map((charge) => {
      // A charge counts only on the days of this absence.
      const from = charge.from_date > row.from_date ? charge.from_date : row.from_date;
      const to = charge.to_date < row.to_date ? charge.to_date : row.to_date;
      return {
        chargeId: charge.id,
        acting: {
          userId: charge.acting_user_id,
          nameBn: charge.name_bn ?? charge.name_en,
          nameEn: charge.name_en,
        },
        kind: charge.kind,
        fromDate: charge.from_date,
        toDate: charge.to_date,
        days: from <= to ? daysWithin(month, daysInMonth, from, to) : [],
      };
    });
    const covered = new Set(covers.flatMap((cover) => cover.days));
    return {
      applicationId: row.id,
      applicant: { userId: row.user_id, nameBn: row.name_bn ?? row.name_en, nameEn: row.name_en },
      desk: { deskId: row.desk_id, nameBn: row.desk_bn, nameEn: row.desk_en },
      leaveType: row.leave_type,
      fromDate: row.from_date,
      toDate: row.to_date,
      days,
      covers,
      uncovered: days.filter((dayOfMonth) => !covered.has(dayOfMonth)),
    };
  });
  return { month, officeId, daysInMonth, items };
}
