/**
 * The batch admin's decision on one enrolled trainee: completed (a certificate number is given) or
 * incomplete, each confirmed by name first, since it cannot be undone. Plain buttons and the plain
 * confirmation (lib/confirm.ts), as they sit in every row of a plain list.
 */
import { useTranslation } from 'react-i18next';
import type { TraineeRow } from '../../../../common/contracts/training.contract';
import { ask } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useDecideTrainee } from '../training.api';

export function TraineeOutcome({ row }: { row: TraineeRow }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const decide = useDecideTrainee();
  const name = lang === 'bn' ? row.person.nameBn : row.person.nameEn;
  const confirm = (outcome: 'completed' | 'incomplete') =>
    ask({
      title: t(outcome === 'completed' ? 'confirmCompleted' : 'confirmIncomplete', { name }),
      ok: t(outcome === 'completed' ? 'markCompleted' : 'markIncomplete'),
      cancel: t('common:cancel'),
      danger: outcome === 'incomplete',
      // A refusal is told as a toast and the question closes, as before.
      onOk: () =>
        decide
          .mutateAsync({ id: row.id, outcome })
          .then((result) =>
            toast(
              'success',
              result.certificateNo
                ? t('decidedCompleted', { certificateNo: localDigits(result.certificateNo, lang) })
                : t('decidedIncomplete'),
            ),
          )
          .catch(showError),
    });
  if (row.status !== 'enrolled') return null;
  return (
    <div className="cell-actions">
      <button
        type="button"
        className="action-button primary small"
        aria-label={`${t('markCompleted')}: ${name}`}
        onClick={() => confirm('completed')}
      >
        {t('markCompleted')}
      </button>
      <button
        type="button"
        className="action-button small"
        aria-label={`${t('markIncomplete')}: ${name}`}
        onClick={() => confirm('incomplete')}
      >
        {t('markIncomplete')}
      </button>
    </div>
  );
}
