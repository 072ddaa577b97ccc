/**
 * /office-setup/ministries: ministries, their departments, office levels and designations. Plain
 * HTML: the four lists are chosen with pressed buttons (not the kit's tabs), the list and the
 * departments' ministry kept in the address; each list's dialog brings the UI kit when first opened.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useFilterParams } from '../../../lib/use-filter-params';
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
const isList = (value: string | undefined): value is CatalogKind => LISTS.some((list) => list === value);
const ADDRESS_KEYS = ['list', 'ministryId'] as const;

export default function MinistriesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { filters, setFilter, setFilters } = useFilterParams(ADDRESS_KEYS);
  const list = isList(filters.list) ? filters.list : 'ministries';
  const ministryFilter = Number(filters.ministryId) || null;
  const count = (value: number) => localDigits(value, lang);
  /** Another list drops the ministry filter, in the same change of the address. */
  const showList = (value: CatalogKind) =>
    setFilters({ list: value === 'ministries' ? null : value, ministryId: null });

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
            onChange={(id) => setFilter('ministryId', id)}
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
          onChange={showList}
          options={LISTS.map((value) => ({ value, label: t(LIST_TITLES[value]) }))}
        />
      </div>
      {/* Each list starts on its first page with an empty search, as each tab did. */}
      <div key={list}>{tables[list]()}</div>
    </Panel>
  );
}
