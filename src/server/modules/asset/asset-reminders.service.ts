/**
 * Reminders to file (admin settings' "deadlines and reminders"): the office admin, or an app admin
 * for any office, reminds every officer of the office who has not submitted the fiscal year's
 * statement, through the messages module's notices. The day's row (primary key: office, fiscal year,
 * Dhaka day) is inserted before the notices in their transaction, `on conflict do nothing`, so of
 * fifty clicks at once exactly one sends and the rest answer 409.
 */
import { eq, sql } from 'drizzle-orm';
import type { AssetReminderResult } from '../../../common/contracts/asset.contract';
import { isAppAdmin } from '../../../common/permissions';
import { toBanglaDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import { notifyUsers } from '../message/message.notify';
import { offices } from '../office/office.table';
import { assetReminders } from './asset.table';
import { nonFilers } from './asset-compliance.service';
import { currentFiscalYear, deadlineOf } from './asset-setup.service';

// Both drivers answer `execute` with `rows`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function remindNonFilers(
  db: Db,
  actor: Actor,
  officeId: number,
  fiscalYearAsked: string | undefined,
  now = new Date(),
): Promise<AssetReminderResult> {
  const { auth } = actor;
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
  if (!office) throw notFound();
  // A write on another office's officers: refused, not hidden (the office itself is no secret).
  if (!isAppAdmin(auth) && auth.activeRole.OfficeId !== officeId) throw forbidden();
  const fiscalYear = fiscalYearAsked ?? currentFiscalYear(now);
  const day = dhakaDay(now);
  const deadline = await deadlineOf(db, fiscalYear);
  return inTransaction(db, async (tx) => {
    const userIds = rowsOf<{ user_id: number }>(await tx.execute(nonFilers(officeId, fiscalYear))).map(
      (row) => row.user_id,
    );
    const inserted = rowsOf<{ office_id: number }>(
      await tx.execute(sql`
        insert into ${assetReminders} (office_id, fiscal_year, day, reminded, sent_by)
        values (${officeId}, ${fiscalYear}, ${day}, ${userIds.length}, ${auth.userId})
        on conflict do nothing
        returning office_id`),
    );
    if (inserted.length === 0) throw conflict('asset.reminderSent');
    const due = deadline ? ` শেষ তারিখ ${toBanglaDigits(deadline.dueDate)}।` : '';
    await notifyUsers(tx, {
      userIds,
      subject: `সম্পদ বিবরণী দাখিলের তাগিদ: ${toBanglaDigits(fiscalYear)} অর্থবছর`,
      body: `আপনার ${toBanglaDigits(fiscalYear)} অর্থবছরের সম্পদ বিবরণী এখনো দাখিল করা হয়নি। অনুগ্রহ করে দ্রুত দাখিল করুন।${due}`,
      link: '/emp-asset-mgt',
    });
    await audit(tx, actor, 'remind', 'asset-reminder', officeId, {
      after: { fiscalYear, day, reminded: userIds.length },
    });
    return { officeId, fiscalYear, day, reminded: userIds.length };
  });
}
