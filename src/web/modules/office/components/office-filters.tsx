/**
 * The filters row above the office tables: a name search and a choice of ministry, office level and
 * district, each sent to the server. A new search or filter starts again from the first page.
 */
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { SearchBox } from '../../../components/search-box';
import { usePaging } from '../../../lib/table-paging';

export type OfficeFilterValues = {
  ministryId?: number | null;
  officeLevelId?: number | null;
  districtId?: number | null;
};

/** Paging, search and filters of an office table, and the query that asks the server for them. */
export function useOfficeFilters<F extends object>(initial: F) {
  const paging = usePaging();
  const [filters, setFilters] = useState<F>(initial);
  const filter =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setFilters((old) => ({ ...old, [key]: value }));
      paging.reset();
    };
  const query = { page: paging.page, pageSize: paging.pageSize, search: paging.search, ...filters };
  return { paging, filters, filter, query };
}

type FilterKey = keyof OfficeFilterValues;

interface OfficeFiltersProps {
  paging: ReturnType<typeof usePaging>;
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
  paging,
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
      <SearchBox placeholder={searchPlaceholder ?? t('searchOffice')} onSearch={paging.setSearch} />
      {show.map((key) => (
        <OptionSelect key={key} {...choice[key]} value={filters[key]} onChange={filter(key)} />
      ))}
      {children}
    </div>
  );
}
