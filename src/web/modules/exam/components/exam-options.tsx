/** Choices for the exam forms and filters: subjects, exams, experts, work items, bank branches. */
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import {
  EXAM_PATHS,
  type Exam,
  type ExamBankBranch,
  type ExamExpert,
  type ExamSubject,
  type ExamWorkItem,
} from '../../../../common/contracts/exam.contract';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useExamPage } from '../exam.api';

type Kind = 'subjects' | 'exams' | 'experts' | 'workItems' | 'bankBranches';

function labelOf(kind: Kind, row: unknown, lang: 'bn' | 'en'): string {
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

/** A select of one kind of record, searched on the server as the person types. */
export function ExamSelect({
  kind,
  extraParams,
  ...props
}: SelectProps & { kind: Kind; extraParams?: Record<string, string | number | undefined> }) {
  const lang = useLang();
  const [search, setSearch] = useState('');
  const list = useExamPage<{ id: number }>(EXAM_PATHS[kind], { pageSize: 50, search, ...extraParams });
  const options = (list.data?.items ?? []).map((row) => ({ value: row.id, label: labelOf(kind, row, lang) }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={list.isFetching}
      options={options}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
