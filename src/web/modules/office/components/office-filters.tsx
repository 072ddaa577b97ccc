/**
 * The filters row above the office tables: a name search and a choice of ministry, office level and
 * district, each sent to the server and kept in the address, so a reload, the back button or a
 * shared link shows the same offices. A new search or filter starts again from the first page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { SearchBox } from '../../../components/search-box';
import { usePaging } from '../../../lib/table-paging';
import { idParam, useFilterParams } from '../../../lib/use-filter-params';

export type OfficeFilterValues = {
  ministryId?: number | null;
  officeLevelId?: number | null;
  districtId?: number | null;
};

type FilterValue = string | number | null | undefined;

/**
 * Paging, search and the filters `keys` of an office table, and the query that asks the server for
 * them. A key ending in `Id` holds an id; the others hold text, `defaults` when the address has none.
 */
export function useOfficeFilters<F extends { [key: string]: FilterValue }>(
  keys: readonly (keyof F & string)[],
  defaults: Partial<F> = {},
) {
  const paging = usePaging();
  const address = useFilterParams([...keys, 'search'], paging.reset);
  const filters = Object.fromEntries(
    keys.map((key) => {
      const value = address.filters[key];
      if (value === undefined) return [key, defaults[key] ?? null];
      return [key, key.endsWith('Id') ? (idParam(value) ?? null) : value];
    }),
  ) as F;
  const filter =
    <K extends keyof F & string>(key: K) =>
    (value: F[K]) =>
      address.setFilter(key, value);
  const search = address.filters.search ?? '';
  const setSearch = (text: string) => address.setFilter('search', text);
  const query = { page: paging.page, pageSize: paging.pageSize, search, ...filters };
  return { paging, filters, filter, search, setSearch, query };
}

type FilterKey = keyof OfficeFilterValues;

interface OfficeFiltersProps {
  /** The search typed, and what a new one does. */
  search: string;
  onSearch: (text: string) => void;
  filters: OfficeFilterValues;
  filter: (key: FilterKey) => (id: number | null) => void;
  /** Which choices to offer besides the search, in this order. */
  show?: FilterKey[];
  /** Columns of 24 each control takes on a wide screen. */
  span?: number;
  /** More controls after the choices, each in its own cell (`filter-row-wide` spans the row). */
  children?: ReactNode;
  /** What the search box searches, when not offices. */
  searchPlaceholder?: string;
}

export function OfficeFilters({
  search,
  onSearch,
  filters,
  filter,
  show = ['ministryId', 'officeLevelId', 'districtId'],
  span = 6,
  children,
  searchPlaceholder,
}: OfficeFiltersProps) {
  const { t } = useTranslation('office');
  const choice = {
    ministryId: { kind: 'ministries', placeholder: t('ministry') },
    officeLevelId: { kind: 'levels', placeholder: t('officeLevel') },
    // Every district fits in one page, so the list needs no scrolling to the next.
    districtId: { kind: 'districts', placeholder: t('district'), params: { pageSize: 64 } },
  } as const;
  return (
    <div className="filter-row" style={{ '--filter-columns': Math.round(24 / span) } as CSSProperties}>
      <SearchBox
        // Drawn again when the address changes it (the back button), so the field shows it.
        key={search}
        initial={search}
        placeholder={searchPlaceholder ?? t('searchOffice')}
        onSearch={onSearch}
      />
      {show.map((key) => (
        <OptionSelect key={key} {...choice[key]} value={filters[key]} onChange={filter(key)} />
      ))}
      {children}
    </div>
  );
}
