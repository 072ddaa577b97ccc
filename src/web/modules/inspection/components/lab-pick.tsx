/**
 * The digital lab a planned visit inspects, when the place visited is a lab: searched on the server
 * by institution, EIIN or code among the labs the caller reads (the lab module's list).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { LAB_PATHS, type LabSummary } from '../../../../common/contracts/lab.contract';
import type { Page } from '../../../../common/contracts/office.contract';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { api } from '../../../lib/api';
import { localDigits } from '../../../lib/format';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';

interface LabPickProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  'aria-label'?: string;
}

export function LabPick({ value, onChange, ...rest }: LabPickProps) {
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const labs = useQuery({
    queryKey: ['lab', 'labs', 'pick', debounced],
    queryFn: () =>
      api.get<Page<LabSummary>>(withQuery(LAB_PATHS.labs, { search: debounced || undefined, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      onChange={(next) => onChange?.(next)}
      loading={labs.isFetching}
      options={(labs.data?.items ?? []).map((lab) => ({
        value: lab.id,
        label: `${(lang === 'en' && lab.institutionEn) || lab.institutionBn} (${localDigits(lab.code, lang)})`,
      }))}
      style={{ width: '100%' }}
    />
  );
}
