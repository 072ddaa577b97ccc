/** bank-branch-setup: banks, branches and their 9-digit routing numbers (unique). */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bankBranchInputSchema,
  EXAM_PATHS,
  type ExamBankBranch,
} from '../../../../common/contracts/exam.contract';
import { canAddBankRoutingNumbers } from '../../../../common/permissions';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamForm } from '../components/exam-form';
import { ExamList } from '../components/exam-list';

const shape = bankBranchInputSchema.shape;

export default function BankBranchSetupPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canAddBankRoutingNumbers(useSubject());
  const [editing, setEditing] = useState<ExamBankBranch | null | undefined>(undefined);
  const fields = ['bankNameBn', 'bankNameEn', 'branchNameBn', 'branchNameEn'] as const;
  return (
    <>
      <ExamList<ExamBankBranch>
        title={t('bankBranchSetup')}
        path={EXAM_PATHS.bankBranches}
        scrollX={720}
        extra={
          may && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )
        }
        columns={[
          {
            title: t('routingNo'),
            dataIndex: 'routingNo',
            render: (value) => localDigits(value, lang),
            width: 130,
          },
          {
            title: t('bank'),
            key: 'bank',
            render: (_, row) => (lang === 'en' ? row.bankNameEn : row.bankNameBn),
          },
          {
            title: t('branch'),
            key: 'branch',
            render: (_, row) => (lang === 'en' ? row.branchNameEn : row.branchNameBn),
          },
          { title: t('district'), dataIndex: 'district' },
          ...(may
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: ExamBankBranch) => (
                    <Button size="small" onClick={() => setEditing(row)}>
                      {t('edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ExamForm
        open={editing !== undefined}
        title={editing ? t('edit') : t('add')}
        method={editing ? 'put' : 'post'}
        path={editing ? EXAM_PATHS.bankBranch(editing.id) : EXAM_PATHS.bankBranches}
        initial={editing ?? undefined}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            <Form.Item name="routingNo" label={t('routingNo')} rules={[zodRule(shape.routingNo)]} required>
              <Input maxLength={9} inputMode="numeric" />
            </Form.Item>
            {fields.map((field) => (
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
    </>
  );
}
