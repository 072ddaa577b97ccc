/** Adding or changing a subject: its code (English or Bangla digits) and its Bangla and English names. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type ExamSubject, subjectInputSchema } from '../../../../common/contracts/exam.contract';
import { zodRule } from '../../../lib/form-rules';
import { ExamForm } from './exam-form';

const shape = subjectInputSchema.shape;

/** `editing`: undefined closed, null a new subject, else the subject to change. */
export function SubjectForm({
  editing,
  onClose,
}: {
  editing: ExamSubject | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <ExamForm
      open={editing !== undefined}
      title={editing ? t('edit') : t('add')}
      method={editing ? 'put' : 'post'}
      path={editing ? EXAM_PATHS.subject(editing.id) : EXAM_PATHS.subjects}
      initial={editing ?? undefined}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item name="code" label={t('code')} rules={[zodRule(shape.code)]} required>
            <Input maxLength={10} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
            <Input maxLength={150} />
          </Form.Item>
        </>
      )}
    </ExamForm>
  );
}
