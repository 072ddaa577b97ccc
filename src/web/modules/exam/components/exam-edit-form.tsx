/** Adding or changing an exam: names, year and session, subjects, dates and centres. */
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type Exam, examInputSchema } from '../../../../common/contracts/exam.contract';
import { DatePicker } from '../../../components/date-picker';
import { zodRule } from '../../../lib/form-rules';
import { dateProps, ExamForm } from './exam-form';
import { ExamSelect } from './exam-options';

const shape = examInputSchema.shape;

/** `editing`: undefined closed, null a new exam (this year's), else the exam to change. */
export function ExamEditForm({
  editing,
  onClose,
}: {
  editing: Exam | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const initial = editing
    ? { ...editing, subjectIds: editing.subjects.map((subject) => subject.id) }
    : { examYear: new Date().getFullYear() };
  return (
    <ExamForm
      open={editing !== undefined}
      title={editing ? t('edit') : t('add')}
      method={editing ? 'put' : 'post'}
      path={editing ? EXAM_PATHS.exam(editing.id) : EXAM_PATHS.exams}
      initial={initial}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="examYear" label={t('examYear')} rules={[zodRule(shape.examYear)]} required>
            <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="session" label={t('session')} rules={[zodRule(shape.session)]} required>
            <Input maxLength={20} placeholder="২০২৫-২৬" />
          </Form.Item>
          <Form.Item name="subjectIds" label={t('subjects')} required>
            <ExamSelect kind="subjects" mode="multiple" />
          </Form.Item>
          <Form.Item
            name="startDate"
            label={t('startDate')}
            rules={[zodRule(shape.startDate)]}
            required
            {...dateProps}
          >
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={t('endDate')}
            rules={[zodRule(shape.endDate)]}
            required
            {...dateProps}
          >
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item
            name="centreCount"
            label={t('centreCount')}
            rules={[zodRule(shape.centreCount)]}
            required
          >
            <InputNumber min={1} max={10_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="centres" label={t('centres')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        </>
      )}
    </ExamForm>
  );
}
