/** Server-side paging of a list: page, page size and search, and the antd pagination that drives them. */
import type { TablePaginationConfig } from 'antd';
import { cloneElement, isValidElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../common/constants';
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
 * antd pagination of a server list, with Bangla digits in the Bangla interface and the total shown
 * through `totalKey` ('namespace:key', given `{{total}}`).
 */
export function useTablePagination(
  paging: ReturnType<typeof usePaging>,
  total: number | undefined,
  totalKey: string,
): TablePaginationConfig {
  const { t } = useTranslation();
  const lang = useLang();
  const perPage = (size: unknown) => t('common:perPage', { size: localDigits(String(size), lang) });
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: total ?? 0,
    showSizeChanger: {
      labelRender: ({ value }) => perPage(value),
      optionRender: ({ value }) => perPage(value),
    },
    pageSizeOptions: [10, 20, 50, 100],
    onChange: paging.onChange,
    showTotal: (count) => t(totalKey, { total: localDigits(count, lang) }),
    itemRender: (page, type, element) =>
      type === 'page' && isValidElement(element)
        ? cloneElement(element, undefined, localDigits(page, lang))
        : element,
  };
}
