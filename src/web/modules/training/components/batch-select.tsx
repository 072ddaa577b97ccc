/** A batch picker of the caller's batches of one kind, searched on the server. */
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingKind } from '../../../../common/contracts/training.contract';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useBatches } from '../training.api';

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
  const [search, setSearch] = useState('');
  const list = useBatches({ kind, status, search: search || undefined, pageSize: 50 });
  return (
    <Select
      showSearch
      allowClear={allowClear}
      filterOption={false}
      onSearch={setSearch}
      style={{ width: '100%' }}
      aria-label={t('chooseBatch')}
      placeholder={t('chooseBatch')}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      loading={list.isFetching}
      options={(list.data?.items ?? []).map((batch) => ({
        value: batch.id,
        label: `${batch.nameBn} · ${lang === 'bn' ? batch.title.nameBn : batch.title.nameEn} (${localDigits(batch.startDate, lang)})`,
      }))}
    />
  );
}
