/**
 * Several offices or districts, searched on the server as the user types: antd's multiple select,
 * for the application form (which brings the UI kit when first opened).
 */
import { Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { type OptionKind, useOptions } from '../../../components/office-selector/office-options.api';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';

export function PickMany({
  kind,
  value,
  onChange,
  id,
  max,
  'aria-label': ariaLabel,
}: {
  kind: Extract<OptionKind, 'offices' | 'districts'>;
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  max: number;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const query = useOptions(kind, { pageSize: 30, search: debounced });
  const seen = useRef(new Map<number, Named>());
  for (const item of query.data?.items ?? []) seen.current.set(item.id, item as Named);
  const chosen = value ?? [];
  const items = [...(query.data?.items ?? [])] as Named[];
  for (const idChosen of chosen) {
    const item = seen.current.get(idChosen);
    if (item && !items.some((other) => other.id === idChosen)) items.unshift(item);
  }
  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={chosen}
      maxCount={max}
      options={items.map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
      loading={query.isFetching}
      notFoundContent={query.isFetching ? t('common:loading') : t('common:noData')}
      onChange={(next: number[]) => {
        setSearch('');
        onChange?.(next);
      }}
      style={{ width: '100%' }}
    />
  );
}
