/**
 * internal-applicant-training-selection (role 34): the school's students, searched and filtered, with
 * an Excel file; the ones ticked go onto the shortlist of a batch of the school's own. Plain HTML,
 * the batch and the filters in the address.
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { idParam, useFilterParams } from '../components/filter-params';
import { StudentTable } from '../components/student-table';
import { useAddStudents } from '../training.api';

const FILTER_KEYS = ['batchId'] as const;

export default function StudentSelectionPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [selected, setSelected] = useState<number[]>([]);
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, () => setSelected([]));
  const batchId = idParam(filters.batchId);
  const add = useAddStudents();
  return (
    <div className="page-stack">
      <Panel title={t('internalApplicantTrainingSelection')}>
        <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
          <BatchSelect
            kind="internal"
            status="open"
            value={batchId}
            onChange={(id) => setFilter('batchId', id)}
          />
          <div>
            <button
              type="button"
              className="action-button primary"
              disabled={!batchId || selected.length === 0 || add.isPending}
              aria-busy={add.isPending || undefined}
              onClick={() =>
                batchId &&
                add.mutate(
                  { id: batchId, studentIds: selected },
                  {
                    onSuccess: () => {
                      toast('success', t('added'));
                      setSelected([]);
                    },
                    onError: (error) => showError(error),
                  },
                )
              }
            >
              {t('addToBatch')} ({t('selected', { count: localDigits(selected.length, lang) })})
            </button>
          </div>
        </div>
      </Panel>
      <StudentTable batchId={batchId} selected={selected} onSelect={setSelected} />
    </div>
  );
}
