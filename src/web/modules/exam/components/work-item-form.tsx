/** Adding or changing a work item of the honorarium (paper setting, examining scripts …) and its rate. */
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EXAM_MEASURES,
  EXAM_PATHS,
  type ExamWorkItem,
  workItemInputSchema,
} from '../../../../common/contracts/exam.contract';
import { zodRule } from '../../../lib/form-rules';
import { ExamForm } from './exam-form';

const shape = workItemInputSchema.shape;

/** `editing`: undefined closed, null a new work item, else the item to change. */
export function WorkItemForm({
  editing,
  onClose,
}: {
  editing: ExamWorkItem | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <ExamForm
      open={editing !== undefined}
      title={editing ? t('edit') : t('add')}
      method={editing ? 'put' : 'post'}
      path={editing ? EXAM_PATHS.workItem(editing.id) : EXAM_PATHS.workItems}
      initial={editing ?? { active: true }}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="measure" label={t('measure')} rules={[zodRule(shape.measure)]} required>
            <Select options={EXAM_MEASURES.map((value) => ({ value, label: t(`measure_${value}`) }))} />
          </Form.Item>
          <Form.Item name="rate" label={t('rate')} rules={[zodRule(shape.rate)]} required>
            <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="active" label={t('active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </ExamForm>
  );
}
