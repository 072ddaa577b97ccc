/** The filtered audit trail as an Excel file, streamed in batches, with masked before and after. */
import type { Readable } from 'node:stream';
import { auditActionName, auditModuleName } from '../../../common/audit.labels';
import type { AuditEntry, AuditFilterParams } from '../../../common/contracts/audit.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { auditBatches } from './audit.service';

const BATCH_SIZE = 1000;
export const MAX_AUDIT_EXPORT_ROWS = 100_000;
/** Excel holds 32,767 characters in a cell; a long record is cut with a mark. */
const CELL_LIMIT = 32_000;

const json = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT)}…` : text;
};

/** Bangladesh time, as the office reads it. */
const localTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

function columns(lang: Lang): XlsxColumn<AuditEntry>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<AuditEntry>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('ক্রম', 'No.', 10, (item) => item.id),
    column('সময়', 'Time', 20, (item) => localTime(item.at)),
    column('ব্যক্তি', 'Person', 28, (item) => (item.person ? nameOf(item.person, lang) : null)),
    column('পদবি', 'Desk', 24, (item) =>
      item.desk?.designation ? nameOf(item.desk.designation, lang) : null,
    ),
    column('অফিস', 'Office', 32, (item) => (item.office ? nameOf(item.office, lang) : null)),
    column('মডিউল', 'Module', 18, (item) => auditModuleName(item.module, lang)),
    column('কাজ', 'Action', 18, (item) => auditActionName(item.action, lang)),
    column('রেকর্ড', 'Record', 24, (item) => `${item.entity}${item.entityId ? ` #${item.entityId}` : ''}`),
    column('আগে', 'Before', 50, (item) => json(item.before)),
    column('পরে', 'After', 50, (item) => json(item.after)),
    column('আইপি', 'IP', 16, (item) => item.ip),
  ];
}

export function exportAudit(
  db: Db,
  auth: AuthContext,
  query: AuditFilterParams,
  lang: Lang,
): Promise<Readable> {
  const batches = auditBatches(db, auth, query, BATCH_SIZE, MAX_AUDIT_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Audit trail' : 'নিরীক্ষা লগ', columns(lang), batches);
}
