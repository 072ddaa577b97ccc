/**
 * The batch admin's decision on one enrolled trainee: completed (a certificate number is given) or
 * incomplete, each confirmed by name first, since it cannot be undone.
 */
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TraineeRow } from '../../../../common/contracts/training.contract';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useDecideTrainee } from '../training.api';

export function TraineeOutcome({ row }: { row: TraineeRow }) {
  const { t } = useTranslation('training');
  const { modal } = App.useApp();
  const lang = useLang();
  const decide = useDecideTrainee();
  const name = lang === 'bn' ? row.person.nameBn : row.person.nameEn;
  const ask = (outcome: 'completed' | 'incomplete') =>
    modal.confirm({
      title: t(outcome === 'completed' ? 'confirmCompleted' : 'confirmIncomplete', { name }),
      okText: t(outcome === 'completed' ? 'markCompleted' : 'markIncomplete'),
      okButtonProps: { danger: outcome === 'incomplete' },
      cancelText: t('common:cancel'),
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
    <Space size={4} wrap>
      <Button
        size="small"
        type="primary"
        aria-label={`${t('markCompleted')}: ${name}`}
        onClick={() => ask('completed')}
      >
        {t('markCompleted')}
      </Button>
      <Button size="small" aria-label={`${t('markIncomplete')}: ${name}`} onClick={() => ask('incomplete')}>
        {t('markIncomplete')}
      </Button>
    </Space>
  );
}
