/**
 * A batch in a drawer: its topic, provider, dates, seats, trainers and office quotas, and the moves
 * its status allows (close, reopen, complete, cancel) for those who manage batches. Drawn with the
 * UI kit; the plain batch list opens it through training-parts.tsx.
 */
import { Button, Descriptions, Drawer, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { BATCH_MOVES, type BatchStatus } from '../../../../common/contracts/training.paths';
import { canManageTrainingBatches } from '../../../../common/permissions';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useBatch, useMoveBatch } from '../training.api';
import { StatusTag } from './training-tags';

const MOVE_LABEL: Record<BatchStatus, string> = {
  open: 'reopen',
  closed: 'close',
  completed: 'complete',
  cancelled: 'cancelBatch',
};

export function BatchDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const subject = useSubject();
  const batch = useBatch(id);
  const move = useMoveBatch();
  const data = batch.data;
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  return (
    <Drawer open={id !== null} onClose={onClose} title={data?.nameBn} size="large" destroyOnHidden>
      {data && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('title')}>{name(data.title)}</Descriptions.Item>
            <Descriptions.Item label={t('provider')}>{name(data.provider)}</Descriptions.Item>
            <Descriptions.Item label={t('kind')}>{t(`kind_${data.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('venue')}>{data.venue}</Descriptions.Item>
            <Descriptions.Item label={t('medium')}>{t(`medium_${data.medium}`)}</Descriptions.Item>
            <Descriptions.Item label={t('dates')}>
              {localDigits(data.startDate, lang)} – {localDigits(data.endDate, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('trainees')}>
              {localDigits(data.trainees, lang)} / {localDigits(data.seats, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <StatusTag prefix="status" value={data.status} />
            </Descriptions.Item>
            {data.timetable && <Descriptions.Item label={t('timetable')}>{data.timetable}</Descriptions.Item>}
            <Descriptions.Item label={t('trainers')}>
              {data.trainers.map((trainer) => name(trainer)).join(', ') || '—'}
            </Descriptions.Item>
          </Descriptions>
          {data.quotas.length > 0 && (
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey={(row) => row.office.id}
              pagination={false}
              dataSource={data.quotas}
              columns={[
                { title: t('office'), key: 'office', render: (_, row) => name(row.office) },
                { title: t('quota'), key: 'quota', render: (_, row) => localDigits(row.quota, lang) },
                { title: t('used'), key: 'used', render: (_, row) => localDigits(row.used, lang) },
              ]}
            />
          )}
          {canManageTrainingBatches(subject) && (
            <Space wrap style={{ marginTop: 16 }}>
              {(Object.keys(BATCH_MOVES) as BatchStatus[])
                .filter((to) => BATCH_MOVES[data.status].includes(to))
                .map((to) => (
                  <Button
                    key={to}
                    danger={to === 'cancelled'}
                    loading={move.isPending}
                    onClick={() =>
                      move.mutate(
                        { id: data.id, status: to },
                        {
                          onSuccess: () => toast('success', t('saved')),
                          onError: (error) => showError(error),
                        },
                      )
                    }
                  >
                    {t(MOVE_LABEL[to])}
                  </Button>
                ))}
            </Space>
          )}
        </>
      )}
    </Drawer>
  );
}
