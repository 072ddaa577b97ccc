/** Adding or changing a bank branch: its 9-digit routing number (English or Bangla digits) and names. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  bankBranchInputSchema,
  EXAM_PATHS,
  type ExamBankBranch,
} from '../../../../common/contracts/exam.contract';
import { zodRule } from '../../../lib/form-rules';
import { ExamForm } from './exam-form';

const shape = bankBranchInputSchema.shape;
const NAMES = ['bankNameBn', 'bankNameEn', 'branchNameBn', 'branchNameEn'] as const;

/** `editing`: undefined closed, null a new branch, else the branch to change. */
export function BankBranchForm({
  editing,
  onClose,
}: {
  editing: ExamBankBranch | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <ExamForm
      open={editing !== undefined}
      title={editing ? t('edit') : t('add')}
      method={editing ? 'put' : 'post'}
      path={editing ? EXAM_PATHS.bankBranch(editing.id) : EXAM_PATHS.bankBranches}
      initial={editing ?? undefined}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item name="routingNo" label={t('routingNo')} rules={[zodRule(shape.routingNo)]} required>
            <Input maxLength={9} inputMode="numeric" />
          </Form.Item>
          {NAMES.map((field) => (
            <Form.Item key={field} name={field} label={t(field)} rules={[zodRule(shape[field])]} required>
              <Input maxLength={150} />
            </Form.Item>
          ))}
          <Form.Item name="district" label={t('district')}>
            <Input maxLength={100} />
          </Form.Item>
        </>
      )}
    </ExamForm>
  );
}
