/** Assigning an expert to an exam's subject with the work items to do and their quantities. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { assignmentInputSchema, EXAM_PATHS } from '../../../../common/contracts/exam.contract';
import { zodRule } from '../../../lib/form-rules';
import { ExamForm } from './exam-form';
import { ExamSelect } from './exam-options';

const shape = assignmentInputSchema.shape;

export function AssignmentForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('exam');
  return (
    <ExamForm<Record<string, unknown>>
      open={open}
      title={t('examWiseExperts')}
      method="post"
      path={EXAM_PATHS.assignments}
      initial={{ works: [{ quantity: 1 }] }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Form.Item name="examId" label={t('exam')} rules={[zodRule(shape.examId)]} required>
            <ExamSelect kind="exams" onChange={() => form.setFieldValue('subjectId', undefined)} />
          </Form.Item>
          <Form.Item name="subjectId" label={t('subject')} rules={[zodRule(shape.subjectId)]} required>
            <ExamSelect kind="subjects" />
          </Form.Item>
          <Form.Item name="expertId" label={t('expert')} rules={[zodRule(shape.expertId)]} required>
            <ExamSelect kind="experts" />
          </Form.Item>
          <Form.List name="works">
            {(fields, { add, remove }) => (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('works')}</legend>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'workItemId']}
                      label={t('workItem')}
                      rules={[{ required: true, message: t('messages:validation.exam.workItemRequired') }]}
                      style={{ minWidth: 220 }}
                    >
                      <ExamSelect kind="workItems" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label={t('quantity')}
                      rules={[{ required: true, message: t('messages:validation.exam.quantityInvalid') }]}
                    >
                      <InputNumber min={1} max={100_000} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        aria-label={t('remove')}
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    )}
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                  {t('addWork')}
                </Button>
              </fieldset>
            )}
          </Form.List>
        </>
      )}
    </ExamForm>
  );
}
