/** SPEC.md §5: delete and save confirmations, in the app's modal (its theme and locale). */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** The confirmations name the item. */
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
