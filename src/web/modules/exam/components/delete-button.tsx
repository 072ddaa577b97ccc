/**
 * Delete of a record nothing refers to yet (a subject, an expert, a bank branch, a draft bill),
 * confirmed by name; when something does, the server's 409 says so in the toast. Plain HTML, so
 * the lists that offer it load no UI kit.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useExamDelete } from '../exam.api';

export function DeleteButton({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation('exam');
  const confirm = useConfirm();
  const remove = useExamDelete();
  return (
    <button
      type="button"
      className="icon-button danger"
      style={{ gap: 4 }}
      aria-label={`${t('delete')}: ${name}`}
      onClick={() =>
        confirm.remove(name, () =>
          remove
            .mutateAsync(path)
            .then(() => toast('success', t('deleted')))
            .catch(showError),
        )
      }
    >
      <DeleteOutlined aria-hidden="true" />
      {t('delete')}
    </button>
  );
}
