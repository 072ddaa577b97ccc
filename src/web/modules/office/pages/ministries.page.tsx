/**
 * /office-setup/ministries: ministries, their departments, office levels and designations. Plain
 * HTML: the four lists are chosen with pressed buttons (not the kit's tabs), the list and the
 * departments' ministry kept in the address; each list's dialog brings the UI kit when first opened.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type {
  Department,
  Designation,
  Ministry,
  OfficeLevel,
} from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { CatalogTable } from '../components/catalog-table';
import type { CatalogKind } from '../office.api';

const LISTS = ['ministries', 'departments', 'levels', 'designations'] as const satisfies CatalogKind[];
const LIST_TITLES: Record<CatalogKind, string> = {
  ministries: 'ministries',
  departments: 'departments',
  levels: 'officeLevels',
  designations: 'designations',
};
const isList = (value: string | null): value is CatalogKind => LISTS.some((list) => list === value);

export default function MinistriesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const list = isList(params.get('list')) ? (params.get('list') as CatalogKind) : 'ministries';
  const ministryFilter = Number(params.get('ministryId')) || null;
  const count = (value: number) => localDigits(value, lang);

  /** Sets (or, given nothing, clears) one value of the address; another list drops the ministry filter. */
  const setParam = (key: 'list' | 'ministryId', value: string | null) => {
    const next = new URLSearchParams(params);
    if (key === 'list') next.delete('ministryId');
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const tables: Record<CatalogKind, () => ReactNode> = {
    ministries: () => (
      <CatalogTable<Ministry>
        kind="ministries"
        label={t('ministries')}
        addLabel={t('addMinistry')}
        columns={[
          { title: t('shortName'), dataIndex: 'shortName' },
          { title: t('departments'), dataIndex: 'departmentCount', render: count },
          { title: t('offices'), dataIndex: 'officeCount', render: count },
        ]}
      />
    ),
    departments: () => (
      <CatalogTable<Department>
        kind="departments"
        label={t('departments')}
        addLabel={t('addDepartment')}
        params={{ ministryId: ministryFilter }}
        filters={
          <OptionSelect
            kind="ministries"
            value={ministryFilter}
            onChange={(id) => setParam('ministryId', id ? String(id) : null)}
            placeholder={t('ministry')}
          />
        }
        columns={[
          { title: t('ministry'), key: 'ministry', render: (_, item) => nameOf(item.ministry, lang) },
          { title: t('shortName'), dataIndex: 'shortName' },
          { title: t('offices'), dataIndex: 'officeCount', render: count },
        ]}
      />
    ),
    levels: () => (
      <CatalogTable<OfficeLevel>
        kind="levels"
        label={t('officeLevels')}
        addLabel={t('addLevel')}
        columns={[
          { title: t('sortOrder'), dataIndex: 'sortOrder', render: count },
          { title: t('offices'), dataIndex: 'officeCount', render: count },
        ]}
      />
    ),
    designations: () => (
      <CatalogTable<Designation>
        kind="designations"
        label={t('designations')}
        addLabel={t('addDesignation')}
        columns={[
          {
            title: t('grade'),
            dataIndex: 'grade',
            render: (grade: number | null) => (grade ? count(grade) : ''),
          },
          { title: t('posts'), dataIndex: 'postCount', render: count },
        ]}
      />
    ),
  };

  return (
    <Panel title={t('ministriesTitle')}>
      {/* The buttons wrap onto a second row on a phone instead of widening the page (styles.css). */}
      <div className="scope-switch">
        <OptionGroup
          legend={t('ministriesTitle')}
          value={list}
          onChange={(value) => setParam('list', value === 'ministries' ? null : value)}
          options={LISTS.map((value) => ({ value, label: t(LIST_TITLES[value]) }))}
        />
      </div>
      {/* Each list starts on its first page with an empty search, as each tab did. */}
      <div key={list}>{tables[list]()}</div>
    </Panel>
  );
}
