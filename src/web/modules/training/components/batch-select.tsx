/**
 * A batch picker of the caller's batches of one kind, searched on the server as the person types: a
 * plain combobox, so the lists that filter by batch draw without the UI kit. A batch chosen before
 * (the address keeps it) is named from its own record until a search brings it.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchSummary } from '../../../../common/contracts/training.contract';
import type { TrainingKind } from '../../../../common/contracts/training.paths';
import { Combobox } from '../../../components/combobox';
import { localDigits } from '../../../lib/format';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useBatch, useBatches } from '../training.api';

type Named = Pick<BatchSummary, 'id' | 'nameBn' | 'title' | 'startDate'>;

export function BatchSelect({
  kind,
  value,
  onChange,
  status,
  allowClear = true,
}: {
  kind?: TrainingKind;
  value?: number;
  onChange: (id: number | undefined) => void;
  status?: string;
  allowClear?: boolean;
}) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const list = useBatches({ kind, status, search: debounced || undefined, pageSize: 50 });
  const seen = useRef(new Map<number, Named>());
  for (const batch of list.data?.items ?? []) seen.current.set(batch.id, batch);
  // Only a batch not met in any answer yet is read on its own (a reload of a filtered list).
  const chosen = useBatch(value !== undefined && !seen.current.has(value) ? value : null);
  if (chosen.data) seen.current.set(chosen.data.id, chosen.data);

  const text = (batch: Named) =>
    `${batch.nameBn} · ${lang === 'bn' ? batch.title.nameBn : batch.title.nameEn} (${localDigits(batch.startDate, lang)})`;
  const items: Named[] = [...(list.data?.items ?? [])];
  const current = value !== undefined ? seen.current.get(value) : undefined;
  if (current && !items.some((batch) => batch.id === current.id)) items.unshift(current);

  return (
    <Combobox
      aria-label={t('chooseBatch')}
      placeholder={t('chooseBatch')}
      options={items.map((batch) => ({ value: batch.id, text: text(batch), label: text(batch) }))}
      value={value ?? null}
      onSearch={setSearch}
      onChange={(id) => {
        setSearch('');
        onChange(id ?? undefined);
      }}
      busy={list.isFetching}
      allowClear={allowClear}
      clearLabel={t('clearChoice')}
      emptyText={list.isFetching ? t('common:loading') : t('common:noData')}
    />
  );
}
