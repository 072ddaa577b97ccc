/**
 * How a subject, exam, expert, work item or bank branch is named in a choice, the same in the kit's
 * selects of the forms (exam-options.tsx) and the plain filters of the lists (exam-filter.tsx).
 */
import type {
  Exam,
  ExamBankBranch,
  ExamExpert,
  ExamSubject,
  ExamWorkItem,
} from '../../../../common/contracts/exam.contract';
import { localDigits } from '../../../lib/format';

export type ExamChoiceKind = 'subjects' | 'exams' | 'experts' | 'workItems' | 'bankBranches';

export function labelOf(kind: ExamChoiceKind, row: unknown, lang: 'bn' | 'en'): string {
  switch (kind) {
    case 'subjects': {
      const subject = row as ExamSubject;
      return `${localDigits(subject.code, lang)} ${lang === 'en' ? subject.nameEn : subject.nameBn}`;
    }
    case 'exams': {
      const exam = row as Exam;
      return lang === 'en' ? exam.nameEn : exam.nameBn;
    }
    case 'experts': {
      const expert = row as ExamExpert;
      return `${lang === 'en' ? expert.nameEn : expert.nameBn}, ${expert.institution}`;
    }
    case 'workItems': {
      const item = row as ExamWorkItem;
      return `${lang === 'en' ? item.nameEn : item.nameBn} (৳${localDigits(item.rate, lang)})`;
    }
    default: {
      const bank = row as ExamBankBranch;
      return `${lang === 'en' ? `${bank.bankNameEn}, ${bank.branchNameEn}` : `${bank.bankNameBn}, ${bank.branchNameBn}`} (${localDigits(bank.routingNo, lang)})`;
    }
  }
}
