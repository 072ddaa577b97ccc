/** The office's charges as an Excel file, Bangla headers and digits unless English is asked for. */

import { CHARGE_KIND_NAMES, CHARGE_STATE_NAMES } from '../../../common/charge.names';
import type { ChargeFilterParams, ChargeSummary } from '../../../common/contracts/charge.contract';
import type { Lang } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { exportCharges } from './charge.service';

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

export function exportChargesXlsx(db: Db, auth: AuthContext, query: ChargeFilterParams, lang: Lang) {
  const en = lang === 'en';
  const digits = (value: string | number) => (en ? value : toBanglaDigits(value));
  const col = (bn: string, eng: string, width: number, value: XlsxColumn<ChargeSummary>['value']) => ({
    header: en ? eng : bn,
    width,
    value,
  });
  const columns: XlsxColumn<ChargeSummary>[] = [
    col('নং', 'No.', 8, (row) => digits(row.id)),
    col('পদ', 'Post', 30, (row) => (en ? row.desk.roleEn : row.desk.roleBn)),
    col('পদধারী', 'Holder', 26, (row) => (en ? row.holder.nameEn : row.holder.nameBn)),
    col('দায়িত্বপ্রাপ্ত', 'Acting officer', 26, (row) => (en ? row.acting.nameEn : row.acting.nameBn)),
    col('ধরন', 'Kind', 16, (row) => CHARGE_KIND_NAMES[row.kind][lang]),
    col('শুরু', 'From', 14, (row) => digits(row.fromDate)),
    col('শেষ', 'To', 14, (row) => digits(row.toDate)),
    col('স্মারক নং', 'Order no.', 24, (row) => row.orderNo),
    col('অবস্থা', 'State', 14, (row) => CHARGE_STATE_NAMES[row.state][lang]),
  ];
  return xlsxStream(en ? 'Charges' : 'দায়িত্ব হস্তান্তর', columns, once(exportCharges(db, auth, query)));
}
