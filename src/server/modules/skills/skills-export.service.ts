/** /userskills as an Excel file: the list's scope, search and filters, Bangla headers unless English is asked. */
import type { Readable } from 'node:stream';
import type { UserSkillRow, UserSkillsParams } from '../../../common/contracts/profile-sections.contract';
import type { Lang } from '../../../common/messages';
import type { Db } from '../../db/client';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { userSkillBatches } from './skills.service';

const BATCH_SIZE = 1000;
export const MAX_EXPORT_ROWS = 100_000;

const LEVELS = {
  beginner: { bn: 'প্রাথমিক', en: 'Beginner' },
  intermediate: { bn: 'মধ্যম', en: 'Intermediate' },
  expert: { bn: 'দক্ষ', en: 'Expert' },
} as const;

function columns(lang: Lang): XlsxColumn<UserSkillRow>[] {
  const column = (bn: string, en: string, width: number, value: XlsxColumn<UserSkillRow>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  return [
    column('কর্মকর্তার নাম (বাংলা)', 'Officer (Bangla)', 30, (row) => row.nameBn),
    column('কর্মকর্তার নাম (ইংরেজি)', 'Officer (English)', 30, (row) => row.nameEn),
    column('দক্ষতার ক্ষেত্র', 'Skill area', 30, (row) =>
      lang === 'en' ? row.skillArea.nameEn : row.skillArea.nameBn,
    ),
    column('দক্ষতা', 'Skill', 30, (row) => row.skill),
    column('স্তর', 'Level', 14, (row) => (row.level ? LEVELS[row.level][lang] : null)),
    column('অভিজ্ঞতা (বছর)', 'Experience (years)', 14, (row) => row.years),
  ];
}

export function exportUserSkills(
  db: Db,
  auth: AuthContext,
  query: Omit<UserSkillsParams, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Readable> {
  const batches = userSkillBatches(db, auth, query, BATCH_SIZE, MAX_EXPORT_ROWS);
  return xlsxStream(lang === 'en' ? 'Skills' : 'দক্ষতা', columns(lang), batches);
}
