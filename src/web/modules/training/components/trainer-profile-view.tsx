/** A trainer's profile: who they are, the subjects they teach and the batches they trained. */
import { Descriptions, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainerProfile } from '../../../../common/contracts/training.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { StatusTag } from './training-tags';

type Trained = TrainerProfile['trained'][number];

export function TrainerProfileView({ trainer }: { trainer: TrainerProfile }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const subjects = trainer.subjects
    .split(/[,،]/)
    .map((subject) => subject.trim())
    .filter(Boolean);
  const columns = [
    { title: t('batch'), key: 'batch', render: (_: unknown, row: Trained) => row.nameBn },
    {
      title: t('title'),
      key: 'title',
      render: (_: unknown, row: Trained) => (lang === 'bn' ? row.title.nameBn : row.title.nameEn),
    },
    {
      title: t('provider'),
      key: 'provider',
      render: (_: unknown, row: Trained) => (lang === 'bn' ? row.provider.nameBn : row.provider.nameEn),
    },
    {
      title: t('dates'),
      key: 'dates',
      render: (_: unknown, row: Trained) =>
        `${formatDate(row.startDate, lang)} – ${formatDate(row.endDate, lang)}`,
    },
    {
      title: t('traineesCount'),
      key: 'trainees',
      render: (_: unknown, row: Trained) => localDigits(row.trainees, lang),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_: unknown, row: Trained) => <StatusTag prefix="status" value={row.status} />,
    },
  ];
  return (
    <>
      <Panel title={lang === 'bn' ? trainer.nameBn : trainer.nameEn} style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('designation')}>{trainer.designation ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('organisation')}>{trainer.organisation ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('mobile')}>
            {trainer.mobile ? localDigits(trainer.mobile, lang) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('email')}>{trainer.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('trainerSubjects')} span={2}>
            {subjects.map((subject) => (
              <Tag key={subject}>{subject}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel title={t('batchesTrained')}>
        <DataTable
          label={t('batchesTrained')}
          rowKey="id"
          columns={columns}
          dataSource={trainer.trained}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTrained')} />,
          }}
        />
      </Panel>
    </>
  );
}
