/**
 * A trainee's feedback on a training attended: stars and a comment. Drawn with the UI kit; the plain
 * "my trainings" list opens it through training-parts.tsx. Each opening starts at five stars.
 */
import { Input, Modal, Rate, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useFeedback } from '../training.api';

export function RatingDialog({ traineeId, onClose }: { traineeId: number | null; onClose: () => void }) {
  const { t } = useTranslation('training');
  const feedback = useFeedback();
  const [stars, setStars] = useState(5);
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (traineeId !== null) {
      setStars(5);
      setComment('');
    }
  }, [traineeId]);
  return (
    <Modal
      open={traineeId !== null}
      title={t('giveFeedback')}
      onCancel={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={feedback.isPending}
      onOk={() =>
        traineeId !== null &&
        feedback.mutate(
          { id: traineeId, rating: stars, comment: comment.trim() || undefined },
          {
            onSuccess: () => {
              toast('success', t('thanks'));
              onClose();
            },
            onError: (error) => showError(error),
          },
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Rate aria-label={t('rating')} value={stars} onChange={setStars} />
        <Input.TextArea
          aria-label={t('comment')}
          placeholder={t('comment')}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Space>
    </Modal>
  );
}
