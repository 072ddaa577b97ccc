/** Server-side paging of a list: page, page size and search, and the pager that drives them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../common/constants';
import type { DataPagination } from '../components/data-pager';
import { localDigits } from './format';
import { useLang } from './use-lang';

/** Page, page size and search of a server-paginated table. */
export function usePaging(pageSize = DEFAULT_PAGE_SIZE) {
  const [state, setState] = useState({ page: 1, pageSize, search: '' });
  return {
    ...state,
    setSearch: (search: string) => setState((old) => ({ ...old, search, page: 1 })),
    reset: () => setState((old) => ({ ...old, page: 1 })),
    onChange: (page: number, size: number) => setState((old) => ({ ...old, page, pageSize: size })),
  };
}

/**
 * The pager of a server list, the total shown through `totalKey` ('namespace:key', given
 * `{{total}}`) in the interface's digits.
 */
export function useTablePagination(
  paging: ReturnType<typeof usePaging>,
  total: number | undefined,
  totalKey: string,
): DataPagination {
  const { t } = useTranslation();
  const lang = useLang();
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    onChange: paging.onChange,
    showTotal: (count) => t(totalKey, { total: localDigits(count, lang) }),
  };
}
