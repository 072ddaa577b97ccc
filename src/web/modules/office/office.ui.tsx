/** Small helpers every office screen shares: the subject, table paging, errors and confirmations. */
import type { FormInstance, TablePaginationConfig } from 'antd';
import { App } from 'antd';
import { cloneElement, isValidElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../common/constants';
import { subjectOfSession } from '../../../common/permissions';
import { ApiError } from '../../lib/api';
import { localDigits } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useLang } from '../../lib/use-lang';
import { useSession } from '../../lib/use-session';

/** The signed-in subject for common/permissions.ts. */
export function useSubject() {
  return subjectOfSession(useSession());
}

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

/** antd pagination of a server list, with Bangla digits in the Bangla interface and the total shown. */
export function useTablePagination(
  paging: ReturnType<typeof usePaging>,
  total: number | undefined,
  totalKey: string,
): TablePaginationConfig {
  const { t } = useTranslation('office');
  const lang = useLang();
  const perPage = (size: unknown) => t('perPage', { size: localDigits(String(size), lang) });
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

/** Shows an API failure: field errors on the form's fields where they match, the message as a toast. */
export function showError(error: unknown, form?: FormInstance, fieldMap: Record<string, string> = {}): void {
  if (error instanceof ApiError) {
    if (form && error.fieldErrors.length > 0) {
      const known = new Set([...Object.keys(form.getFieldsValue(true)), ...Object.values(fieldMap)]);
      const byField = new Map<string, string[]>();
      for (const item of error.fieldErrors) {
        const name = fieldMap[item.field] ?? item.field;
        if (known.has(name)) byField.set(name, [...(byField.get(name) ?? []), item.message]);
      }
      form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
    }
    toast('error', error.message);
    return;
  }
  toast('error', (error as Error).message);
}

/** SPEC.md §5: delete and save confirmations name the item; they use the app's modal (theme and locale). */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation('office');
  return {
    remove: (name: string, onOk: () => Promise<unknown>) =>
      modal.confirm({
        title: t('confirmDelete', { name }),
        okText: t('common:delete'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk,
      }),
    save: (name: string, onOk: () => Promise<unknown>) =>
      modal.confirm({
        title: t('confirmSave', { name }),
        okText: t('common:save'),
        cancelText: t('common:cancel'),
        onOk,
      }),
  };
}
