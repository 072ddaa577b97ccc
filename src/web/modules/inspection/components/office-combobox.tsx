/**
 * Plain pickers of an office or an officer the caller may choose, searched on the server by name as
 * the person types: office-pick.tsx draws the same for the forms of the UI kit. The one chosen keeps
 * its name when a later search no longer brings it.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { Combobox } from '../../../components/combobox';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useOfficeOptions, useOfficerOptions } from '../inspection.api';

interface PickProps {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function NamedCombobox({
  found,
  busy,
  onSearch,
  value,
  onChange,
  ...field
}: PickProps & { found: Named[]; busy: boolean; onSearch: (text: string) => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const seen = useRef(new Map<number, Named>());
  for (const item of found) seen.current.set(item.id, item);
  const items = [...found];
  const chosen = value !== null ? seen.current.get(value) : undefined;
  if (chosen && !items.some((item) => item.id === chosen.id)) items.unshift(chosen);
  return (
    <Combobox<number>
      {...field}
      options={items.map((item) => ({ value: item.id, text: nameOf(item, lang), label: nameOf(item, lang) }))}
      value={value}
      onSearch={onSearch}
      onChange={(next) => {
        onSearch('');
        onChange(next);
      }}
      busy={busy}
      allowClear
      clearLabel={t('clearChoice')}
      emptyText={busy ? t('common:loading') : t('common:noData')}
    />
  );
}

export function OfficeCombobox(props: PickProps) {
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOfficeOptions(debounced);
  return (
    <NamedCombobox {...props} found={options.data ?? []} busy={options.isFetching} onSearch={setSearch} />
  );
}

export function OfficerCombobox(props: PickProps) {
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOfficerOptions(debounced);
  const found = (options.data ?? []).map(({ userId, nameBn, nameEn }) => ({ id: userId, nameBn, nameEn }));
  return <NamedCombobox {...props} found={found} busy={options.isFetching} onSearch={setSearch} />;
}
