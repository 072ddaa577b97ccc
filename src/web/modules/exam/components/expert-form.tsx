/** Adding or changing an expert: names, post and institution, subject, mobile, and the bank account. */
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type ExamExpert, expertInputSchema } from '../../../../common/contracts/exam.contract';
import { zodRule } from '../../../lib/form-rules';
import { ExamForm } from './exam-form';
import { ExamSelect } from './exam-options';

const shape = expertInputSchema.shape;

/** `editing`: undefined closed, null a new expert, else the expert to change. */
export function ExpertForm({
  editing,
  onClose,
}: {
  editing: ExamExpert | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const initial = editing
    ? {
        ...editing,
        subjectId: editing.subject.id,
        bankBranchId: editing.bank.id,
        email: editing.email ?? undefined,
      }
    : { active: true };
  return (
    <ExamForm
      open={editing !== undefined}
      title={editing ? t('edit') : t('add')}
      method={editing ? 'put' : 'post'}
      path={editing ? EXAM_PATHS.expert(editing.id) : EXAM_PATHS.experts}
      initial={initial}
      onClose={onClose}
    >
      {() => (
        <>
          {(['nameBn', 'nameEn', 'designation', 'institution'] as const).map((field) => (
            <Form.Item key={field} name={field} label={t(field)} rules={[zodRule(shape[field])]} required>
              <Input maxLength={200} />
            </Form.Item>
          ))}
          <Form.Item name="subjectId" label={t('subject')} rules={[zodRule(shape.subjectId)]} required>
            <ExamSelect kind="subjects" />
          </Form.Item>
          <Form.Item name="mobile" label={t('mobile')} rules={[zodRule(shape.mobile)]} required>
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
          <Form.Item name="email" label={t('email')}>
            <Input maxLength={190} type="email" />
          </Form.Item>
          <Form.Item
            name="accountName"
            label={t('accountName')}
            rules={[zodRule(shape.accountName)]}
            required
          >
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="accountNo" label={t('accountNo')} rules={[zodRule(shape.accountNo)]} required>
            <Input maxLength={20} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="bankBranchId"
            label={t('bankBranch')}
            rules={[zodRule(shape.bankBranchId)]}
            required
          >
            <ExamSelect kind="bankBranches" />
          </Form.Item>
          <Form.Item name="active" label={t('active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </ExamForm>
  );
}
