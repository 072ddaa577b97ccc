/**
 * Plain fields of a plain form (lib/use-plain-form.ts) for an office or an officer the caller may
 * choose, searched on the server by name as the person types: office-pick.tsx draws the same for the
 * forms of the UI kit.
 */
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { ComboboxField, type FieldProps } from '../../../components/plain-fields';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useOfficeOptions, useOfficerOptions } from '../inspection.api';

function NamedField({
  found,
  busy,
  onSearch,
  ...field
}: FieldProps & { found: Named[]; busy: boolean; onSearch: (text: string) => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  return (
    <ComboboxField<number>
      {...field}
      found={found.map((item) => ({ value: item.id, text: nameOf(item, lang), label: nameOf(item, lang) }))}
      busy={busy}
      onSearch={onSearch}
      clearLabel={t('clearChoice')}
    />
  );
}

export function OfficeField(props: FieldProps) {
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOfficeOptions(debounced);
  return <NamedField {...props} found={options.data ?? []} busy={options.isFetching} onSearch={setSearch} />;
}

export function OfficerField(props: FieldProps) {
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOfficerOptions(debounced);
  const found = (options.data ?? []).map(({ userId, nameBn, nameEn }) => ({ id: userId, nameBn, nameEn }));
  return <NamedField {...props} found={found} busy={options.isFetching} onSearch={setSearch} />;
}
