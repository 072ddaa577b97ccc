/**
 * A row's edit and delete buttons, the last cell of the plain lists. Both are named with the row's
 * item ("সম্পাদনা …", "মুছুন …"), so a screen reader says which row they act on; the delete asks
 * first, naming the item (SPEC.md §5), then says it is done in the module's own words. A delete the
 * server refuses (a category still holding products: 409) shows why, and the row stays.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../lib/confirm';
import { showError } from '../lib/feedback';
import { toast } from '../lib/toast';

interface RowActionsProps {
  /** The item as the user knows it. */
  name: string;
  /** Opens the item's form; without it there is no edit button. */
  onEdit?: () => void;
  /** The delete itself, run once the user has confirmed it; without it there is no delete button. */
  onDelete?: () => Promise<unknown>;
  /** The toast after a delete, in the module's words. */
  deletedText: string;
  /** The row's other actions (links, "add under"), before its edit and delete. */
  children?: ReactNode;
}

export function RowActions({ name, onEdit, onDelete, deletedText, children }: RowActionsProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = (run: () => Promise<unknown>) =>
    confirm.remove(name, async () => {
      try {
        await run();
        toast('success', deletedText);
      } catch (error) {
        showError(error);
      }
    });
  return (
    <div className="cell-actions">
      {children}
      {onEdit && (
        <button
          type="button"
          className="icon-button"
          aria-label={`${t('common:edit')} ${name}`}
          onClick={onEdit}
        >
          <EditOutlined />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="icon-button danger"
          aria-label={`${t('common:delete')} ${name}`}
          onClick={() => remove(onDelete)}
        >
          <DeleteOutlined />
        </button>
      )}
    </div>
  );
}
