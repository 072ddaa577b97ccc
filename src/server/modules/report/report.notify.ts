/**
 * Notices of report management, through the messages module in the caller's transaction: a step
 * tells the desks permitted for the next stage (a desk's mail follows the post to its next holder),
 * and a submitted response tells the asking office's admin and head desks.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { fiscalYearLabel, type ResponseStatus } from '../../../common/contracts/report.contract';
import type { Tx } from '../../db/client';
import { notifyDesk } from '../message/message.notify';
import { desks, userRoles } from '../office/office.table';
import { reportPermittedDesks } from './report.table';

const STAGE_BN: Record<ResponseStatus, string> = {
  1: 'প্রস্তুত',
  2: 'যাচাই',
  3: 'অনুমোদন',
  4: 'দাখিল',
};

interface ReportRef {
  id: number;
  code: string;
  titleBn: string;
}

/** Tells every desk of `officeId` permitted for the stage that works `status` of the report. */
export async function notifyStageDesks(
  tx: Tx,
  officeId: number,
  report: ReportRef,
  responseId: number,
  status: ResponseStatus,
  extra?: string,
): Promise<void> {
  const rows = await tx
    .select({ deskId: reportPermittedDesks.deskId })
    .from(reportPermittedDesks)
    .where(
      and(
        eq(reportPermittedDesks.officeId, officeId),
        eq(reportPermittedDesks.reportId, report.id),
        eq(reportPermittedDesks.stage, status),
      ),
    );
  for (const deskId of new Set(rows.map((row) => row.deskId)))
    await notifyDesk(tx, {
      deskId,
      subject: `প্রতিবেদন ${report.code}: ${STAGE_BN[status]}ের অপেক্ষায়`,
      body: `"${report.titleBn}" প্রতিবেদনটি আপনার ডেস্কে ${STAGE_BN[status]}ের অপেক্ষায় আছে।${extra ? `\n${extra}` : ''}`,
      link: `/report-mgt/my-report-details/${encodeURIComponent(report.code)}?response=${responseId}`,
    });
}

/** The desks of an office held by its admin or head now. */
export async function adminDesksOf(tx: Tx, officeId: number): Promise<number[]> {
  const rows = await tx
    .select({ deskId: userRoles.deskId })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(
      and(
        eq(desks.officeId, officeId),
        isNull(userRoles.releasedOn),
        or(eq(userRoles.isOfficeAdmin, true), eq(userRoles.isOfficeHead, true)),
      ),
    );
  return [...new Set(rows.map((row) => row.deskId))];
}

/** Tells the asking office that an office submitted its response for a period. */
export async function notifyAskingOffice(
  tx: Tx,
  ownerOfficeId: number,
  report: ReportRef,
  office: { nameBn: string },
  period: { fiscalYear: number; periodNo: number },
): Promise<void> {
  for (const deskId of await adminDesksOf(tx, ownerOfficeId))
    await notifyDesk(tx, {
      deskId,
      subject: `প্রতিবেদন ${report.code}: ${office.nameBn} দাখিল করেছে`,
      body: `${office.nameBn} "${report.titleBn}" প্রতিবেদনটি (${fiscalYearLabel(period.fiscalYear)}, সময়কাল ${period.periodNo}) দাখিল করেছে।`,
      link: '/report-mgt/received-reports',
    });
}
