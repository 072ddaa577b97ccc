/**
 * The trainings the officer completed through training management (issue 15), read from the
 * training service's API: shown on the trainings tab beside the entries the officer writes.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompletedTraining } from '../../../../common/contracts/training.contract';
import { TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { api } from '../../../lib/api';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

export function CompletedTrainings() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const list = useQuery({
    queryKey: ['training', 'completed', null],
    queryFn: () => api.get<CompletedTraining[]>(TRAINING_PATHS.completed),
  });
  return (
    <Panel title={t('completedTrainings')} style={{ marginTop: 16 }}>
      <DataTable<CompletedTraining>
        label={t('completedTrainings')}
        rowKey="traineeId"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: t('completedNone') }}
        columns={[
          {
            title: t('completedTitle'),
            key: 'title',
            render: (_, row) => (lang === 'bn' ? row.titleBn : row.titleEn),
          },
          {
            title: t('completedProvider'),
            key: 'provider',
            render: (_, row) => (lang === 'bn' ? row.providerBn : row.providerEn),
          },
          { title: t('completedBatch'), dataIndex: 'batchNameBn', key: 'batch' },
          {
            title: t('completedDates'),
            key: 'dates',
            render: (_, row) => `${formatDate(row.startDate, lang)} – ${formatDate(row.endDate, lang)}`,
          },
          {
            title: t('completedCertificate'),
            key: 'certificate',
            render: (_, row) => (row.certificateNo ? localDigits(row.certificateNo, lang) : '—'),
          },
        ]}
      />
    </Panel>
  );
}
