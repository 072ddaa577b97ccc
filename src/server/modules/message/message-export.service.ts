/**
 * The inbox or the sent items as an Excel file: the list's search and filter, newest first, read in
 * pages of the list itself, with Bangla headers unless the caller asks for English.
 */
import type { Readable } from 'node:stream';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import type { InboxParams, MessageSummary } from '../../../common/contracts/message.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { listInbox, listSent } from './message.service';

/** A person's own mail: a few thousand lines at most in practice; the file stops here. */
export const MAX_MESSAGE_EXPORT_ROWS = 10_000;

export type MessageBox = 'inbox' | 'sent';

function columns(box: MessageBox, lang: Lang): XlsxColumn<MessageSummary>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<MessageSummary>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  const read = { bn: ['পঠিত', 'অপঠিত'], en: ['Read', 'Unread'] }[lang];
  const who =
    box === 'inbox'
      ? column('প্রেরক', 'From', 30, (item) => nameOf(item.sender, lang))
      : column('প্রাপক', 'To', 40, (item) => item.to.join(', '));
  return [
    column('তারিখ', 'Date', 12, (item) => item.createdAt.slice(0, 10)),
    who,
    column('বিষয়', 'Subject', 40, (item) => item.subject),
    column('সংক্ষেপ', 'Preview', 50, (item) => item.preview),
    column('ডেস্কের মাধ্যমে', 'Through desk', 24, (item) => (item.viaDesk ? nameOf(item.viaDesk, lang) : null)),
    column('অবস্থা', 'Status', 10, (item) => read[item.read ? 0 : 1]),
  ];
}

async function* pages(db: Db, auth: AuthContext, box: MessageBox, query: InboxParams, lang: Lang) {
  const pageSize = MAX_PAGE_SIZE;
  for (let page = 1; (page - 1) * pageSize < MAX_MESSAGE_EXPORT_ROWS; page++) {
    const params = { ...query, page, pageSize };
    const { items } =
      box === 'inbox' ? await listInbox(db, auth, params) : await listSent(db, auth, params, lang);
    if (items.length > 0) yield items;
    if (items.length < pageSize) return;
  }
}

export function exportMessages(
  db: Db,
  auth: AuthContext,
  box: MessageBox,
  query: InboxParams,
  lang: Lang,
): Promise<Readable> {
  const sheet = box === 'inbox' ? { bn: 'আগত বার্তা', en: 'Inbox' } : { bn: 'প্রেরিত বার্তা', en: 'Sent items' };
  return xlsxStream(sheet[lang], columns(box, lang), pages(db, auth, box, query, lang));
}
