/**
 * The nomination of named officers of one office to an internal batch, against the office's quota
 * (a full quota is refused with the server's message). Drawn with the UI kit; the plain nomination
 * screen shows it inline once an office is chosen (training-parts.tsx).
 */
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useNominate, useOfficerOptions } from '../training.api';

export function NominationForm({ batchId, officeId }: { batchId?: number; officeId: number | null }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const { debounced, setSearch } = useDebouncedSearch();
  const officers = useOfficerOptions(
    { officeId: officeId ?? undefined, search: debounced || undefined },
    officeId !== null,
  );
  const nominate = useNominate();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        aria-label={t('chooseOfficers')}
        placeholder={t('chooseOfficers')}
        disabled={officeId === null}
        filterOption={false}
        onSearch={setSearch}
        value={userIds}
        onChange={setUserIds}
        options={(officers.data ?? []).map((item) => ({
          value: item.userId,
          label: `${lang === 'bn' ? item.nameBn : item.nameEn}, ${item.designation ?? ''}`,
        }))}
      />
      <Input
        aria-label={t('comment')}
        placeholder={t('comment')}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        type="primary"
        disabled={!batchId || userIds.length === 0}
        loading={nominate.isPending}
        onClick={() =>
          batchId &&
          nominate.mutate(
            { id: batchId, userIds, note: note.trim() || undefined },
            {
              onSuccess: () => {
                toast('success', t('nominated'));
                setUserIds([]);
              },
              onError: (error) => showError(error),
            },
          )
        }
      >
        {t('nominate')}
      </Button>
    </Space>
  );
}
