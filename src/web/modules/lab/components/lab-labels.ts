/**
 * How the lab screens write a lab's name and a fiscal year. A file of its own, so the plain report
 * screens do not import the dashboard (and its charts) for one label.
 */
import { localDigits } from '../../../lib/format';

/** The institution's name in the interface's language, Bangla when it has no English one. */
export const labName = (lab: { institutionBn: string; institutionEn: string }, lang: 'bn' | 'en') =>
  (lang === 'en' && lab.institutionEn) || lab.institutionBn;

/** The fiscal year starting in July of `year`, as 2025-26. */
export const fiscalLabel = (year: number, lang: 'bn' | 'en') =>
  localDigits(`${year}-${String((year + 1) % 100).padStart(2, '0')}`, lang);
