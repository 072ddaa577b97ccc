/** How screens answer the user: API failures on the form and as a toast, and SPEC.md §5 confirmations. */
import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { toast } from './toast';

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
  const { t } = useTranslation();
  return {
    remove: (name: string, onOk: () => Promise<unknown>) =>
      modal.confirm({
        title: t('common:confirmDelete', { name }),
        okText: t('common:delete'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk,
      }),
    save: (name: string, onOk: () => Promise<unknown>) =>
      modal.confirm({
        title: t('common:confirmSave', { name }),
        okText: t('common:save'),
        cancelText: t('common:cancel'),
        onOk,
      }),
  };
}
