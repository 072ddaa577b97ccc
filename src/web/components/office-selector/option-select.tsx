/**
 * A choice from one of the look-up lists (ministries, departments, places, offices, branches, posts,
 * designations): searched on the server as the user types, fifty at a time, so it stays fast for
 * tens of thousands of offices. Remembers labels it has seen, so a chosen value keeps its name.
 * A plain combobox, so the list pages that filter with it load nothing of the UI kit.
 * An empty choice asks for its list only when the person enters it: a list page's three filters or
 * a form's five look-ups are not three or five requests, and drawings, before the page's own data
 * on a slow line.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostOption } from '../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../common/labels';
import { addModuleTranslations } from '../../i18n';
import { useDebouncedSearch } from '../../lib/use-debounced-search';
import { useLang } from '../../lib/use-lang';
import { Combobox } from '../combobox';
import { Tag } from '../plain-tag';
import { type OptionItem, type OptionKind, type QueryParams, useOptions } from './office-options.api';
import { OFFICE_SELECTOR_NAMESPACE, officeSelectorTranslations } from './office-selector.i18n';

addModuleTranslations(OFFICE_SELECTOR_NAMESPACE, officeSelectorTranslations);

export interface OptionSelectProps {
  kind: OptionKind;
  params?: QueryParams;
  value?: number | null;
  onChange?: (value: number | null, item: OptionItem | null) => void;
  /** Without it the list stays empty (e.g. branches before an office is chosen). */
  enabled?: boolean;
  /** The chosen item when it may not be among the first results (an edit form's saved value). */
  selected?: OptionItem | null;
  id?: string;
  /** The control's name when no label points at it; the placeholder is used when this is left out. */
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  status?: 'error';
  /** The id of the message that explains an error, read out with the list. */
  describedBy?: string;
  /** Set by an antd form item around it when its rules fail. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

const isPost = (item: OptionItem): item is PostOption => 'role' in item;

export function OptionSelect({
  kind,
  params = {},
  value,
  onChange,
  enabled = true,
  selected,
  id,
  'aria-label': ariaLabel,
  placeholder,
  disabled,
  allowClear = true,
  status,
  describedBy,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: OptionSelectProps) {
  const { t } = useTranslation(OFFICE_SELECTOR_NAMESPACE);
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();

  const [entered, setEntered] = useState(false);
  const wanted = entered || (value ?? null) !== null || Boolean(selected);
  const query = useOptions(kind, { pageSize: 50, ...params, search: debounced }, enabled && wanted);
  const seen = useRef(new Map<number, OptionItem>());
  if (selected) seen.current.set(selected.id, selected);
  for (const item of query.data?.items ?? []) seen.current.set(item.id, item);

  const text = (item: OptionItem) =>
    isPost(item)
      ? [nameOf(item.role, lang), nameOf(item.section, lang)].filter(Boolean).join(', ')
      : nameOf(item, lang);
  const items = [...(query.data?.items ?? [])];
  const chosen = value ? seen.current.get(value) : undefined;
  if (chosen && !items.some((item) => item.id === chosen.id)) items.unshift(chosen);
  const options = items.map((item) => ({
    value: item.id,
    text: text(item),
    label:
      isPost(item) && item.vacant ? (
        <span>
          {text(item)} <Tag tone="warning">{t('vacant')}</Tag>
        </span>
      ) : (
        text(item)
      ),
  }));

  return (
    <Combobox
      id={id}
      // A filter without a visible label is named by what its placeholder says (WCAG 1.3.1, 4.1.2).
      aria-label={ariaLabel ?? (id ? undefined : placeholder)}
      aria-invalid={status === 'error' || ariaInvalid}
      aria-describedby={describedBy ?? ariaDescribedBy}
      options={options}
      value={value ?? null}
      onSearch={setSearch}
      onFocus={() => setEntered(true)}
      placeholder={placeholder ?? t('choose')}
      busy={query.isFetching}
      disabled={disabled || !enabled}
      allowClear={allowClear}
      clearLabel={t('clear')}
      emptyText={query.isFetching ? t('common:loading') : t('common:noData')}
      onChange={(next) => {
        setSearch('');
        onChange?.(next, next ? (seen.current.get(next) ?? null) : null);
      }}
    />
  );
}
