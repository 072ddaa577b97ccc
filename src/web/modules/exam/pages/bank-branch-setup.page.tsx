/** bank-branch-setup: banks, branches and their 9-digit routing numbers (unique). */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type ExamBankBranch } from '../../../../common/contracts/exam.contract';
import { canAddBankRoutingNumbers } from '../../../../common/permissions';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { BankBranchForm } from '../components/bank-branch-form';
import { DeleteButton } from '../components/delete-button';
import { ExamList } from '../components/exam-list';

export default function BankBranchSetupPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canAddBankRoutingNumbers(useSubject());
  const [editing, setEditing] = useState<ExamBankBranch | null | undefined>(undefined);
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
                  width: 190,
                  render: (_: unknown, row: ExamBankBranch) => (
                    <Space wrap>
                      <Button size="small" onClick={() => setEditing(row)}>
                        {t('edit')}
                      </Button>
                      <DeleteButton
                        path={EXAM_PATHS.bankBranch(row.id)}
                        name={lang === 'en' ? row.branchNameEn : row.branchNameBn}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <BankBranchForm editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
