/** Picks officers of one office (by their holding of a post), searched on the server by name, post or e-mail. */
import { Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeOfficer } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useOfficers } from '../office.api';

interface OfficerSelectProps {
  officeId: number;
  mode?: 'multiple';
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  /** Officers already chosen, so their names show before any search. */
  known?: OfficeOfficer[];
  id?: string;
}

export function OfficerSelect({ officeId, mode, value, onChange, known = [], id }: OfficerSelectProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const officers = useOfficers(officeId, { search: debounced, pageSize: 50 });
  const seen = useRef(new Map<number, OfficeOfficer>());
  for (const officer of [...known, ...(officers.data?.items ?? [])])
    seen.current.set(officer.userRoleId, officer);

  const options = [...seen.current.values()].map((officer) => ({
    value: officer.userRoleId,
    label: `${nameOf(officer, lang)} (${[nameOf(officer.role, lang), nameOf(officer.section, lang)].filter(Boolean).join(', ')})`,
  }));
  return (
    <Select
      id={id}
      mode={mode}
      value={value ?? (mode ? [] : null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null);
      }}
      loading={officers.isFetching}
      allowClear
      placeholder={t('chooseOfficer')}
      notFoundContent={t('common:noData')}
      style={{ width: '100%' }}
    />
  );
}
