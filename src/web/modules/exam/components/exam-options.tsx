/** Choices for the exam forms: subjects, exams, experts, work items, bank branches (drawn with the UI kit). */
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { useLang } from '../../../lib/use-lang';
import { useExamPage } from '../exam.api';
import { type ExamChoiceKind, labelOf } from './exam-labels';

/** A select of one kind of record, searched on the server as the person types. */
export function ExamSelect({
  kind,
  extraParams,
  ...props
}: SelectProps & { kind: ExamChoiceKind; extraParams?: Record<string, string | number | undefined> }) {
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
