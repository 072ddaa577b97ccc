/** Pickers of an office or an officer the caller may choose, searched on the server by name. */
import { Select } from 'antd';
import { nameOf } from '../../../../common/labels';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useOfficeOptions, useOfficerOptions } from '../inspection.api';

interface PickProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  /** Shown while the value is not among the options found (an office already chosen). */
  initialLabel?: string;
}

export function OfficePick({ value, onChange, initialLabel, ...rest }: PickProps) {
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOfficeOptions(debounced);
  const list = (options.data ?? []).map((office) => ({ value: office.id, label: nameOf(office, lang) }));
  if (value && initialLabel && !list.some((option) => option.value === value))
    list.unshift({ value, label: initialLabel });
  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      onChange={(next) => onChange?.(next)}
      loading={options.isFetching}
      options={list}
      style={{ width: '100%' }}
    />
  );
}

export function OfficerPick({ value, onChange, ...rest }: PickProps) {
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOfficerOptions(debounced);
  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      onChange={(next) => onChange?.(next)}
      loading={options.isFetching}
      options={(options.data ?? []).map((person) => ({ value: person.userId, label: nameOf(person, lang) }))}
      style={{ width: '100%' }}
    />
  );
}
