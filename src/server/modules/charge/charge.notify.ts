/**
 * The office order of a charge, told through the messages module in the giving transaction: the
 * acting officer, the holder and the office head each get it (once each, also when one of them is
 * the giver), with a link to the printable order.
 */
import type { ChargeSummary } from '../../../common/contracts/charge.contract';
import { toBanglaDigits } from '../../../common/validation';
import type { Tx } from '../../db/client';
import { notifyUsers } from '../message/message.notify';

export const CHARGE_KIND_BN = { current: 'চলতি দায়িত্ব', additional: 'অতিরিক্ত দায়িত্ব' } as const;

export async function notifyChargeOrder(tx: Tx, charge: ChargeSummary, userIds: number[]): Promise<void> {
  await notifyUsers(tx, {
    userIds: userIds.filter((id) => id > 0),
    subject: `অফিস আদেশ: ${charge.desk.roleBn} পদের ${CHARGE_KIND_BN[charge.kind]}`,
    body:
      `${charge.holder.nameBn}-এর অনুপস্থিতিতে ${toBanglaDigits(charge.fromDate)} থেকে ${toBanglaDigits(charge.toDate)} ` +
      `পর্যন্ত ${charge.desk.roleBn} পদের ${CHARGE_KIND_BN[charge.kind]} ${charge.acting.nameBn}-কে দেওয়া হলো ` +
      `(স্মারক নং ${charge.orderNo})।`,
    link: `/charges/${charge.id}`,
  });
}
