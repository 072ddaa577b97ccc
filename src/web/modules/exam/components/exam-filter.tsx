/**
 * A plain list's filter by one exam or subject: the plain combobox, searched on the server as the
 * person types (fifty at a time), so the lists load nothing of the UI kit. Names it has seen are
 * kept, so a chosen exam keeps its name while another search is shown.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { Combobox } from '../../../components/combobox';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useExamPage } from '../exam.api';
import { labelOf } from './exam-labels';

export function ExamFilter({
  kind,
  label,
  all,
  value,
  onChange,
}: {
  kind: 'exams' | 'subjects';
  /** The control's name. */
  label: string;
  /** Shown while nothing is chosen ("all exams"). */
  all: string;
  /** The id in the address, if any. */
  value: string | undefined;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const list = useExamPage<{ id: number }>(EXAM_PATHS[kind], { pageSize: 50, search: debounced });
  const seen = useRef(new Map<number, { id: number }>());
  for (const row of list.data?.items ?? []) seen.current.set(row.id, row);

  const chosen = value ? Number(value) : null;
  const ids = (list.data?.items ?? []).map((row) => row.id);
  if (chosen && seen.current.has(chosen) && !ids.includes(chosen)) ids.unshift(chosen);
  const options = ids.map((id) => {
    const text = labelOf(kind, seen.current.get(id), lang);
    return { value: id, text, label: text };
  });
  return (
    <Combobox<number>
      aria-label={label}
      placeholder={all}
      options={options}
      value={chosen}
      onSearch={setSearch}
      busy={list.isFetching}
      allowClear
      clearLabel={t('clearChoice')}
      emptyText={list.isFetching ? t('common:loading') : t('common:noData')}
      onChange={(next) => {
        setSearch('');
        onChange(next);
      }}
    />
  );
}
