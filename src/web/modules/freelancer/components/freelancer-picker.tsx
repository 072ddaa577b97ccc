/** The choice of a freelancer inside the mentor and team forms (drawn with the UI kit). */
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreelancers } from '../freelancer.api';

/** Freelancers of the caller's scope found by name or mobile, for a select. */
export function FreelancerPicker({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const { t } = useTranslation('freelancer');
  const [search, setSearch] = useState('');
  const found = useFreelancers({ search, pageSize: 20 }, false);
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      placeholder={t('chooseFreelancer')}
      value={value}
      onChange={onChange}
      options={(found.data?.items ?? []).map((item) => ({
        value: item.id,
        label: `${item.name} (${item.mobile})`,
      }))}
    />
  );
}
