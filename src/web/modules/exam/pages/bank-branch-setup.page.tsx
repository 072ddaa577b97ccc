/**
 * bank-branch-setup: banks, branches and their 9-digit routing numbers (unique). The list is plain
 * HTML; the branch's form is a kit part (components/exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamBankBranch } from '../../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { canAddBankRoutingNumbers } from '../../../../common/permissions';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DeleteButton } from '../components/delete-button';
import { ExamList } from '../components/exam-list';
import { BankBranchFormPart } from '../components/exam-parts';

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
            <button type="button" className="action-button primary" onClick={() => setEditing(null)}>
              <PlusOutlined aria-hidden="true" />
              {t('add')}
            </button>
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
                    <div className="cell-actions">
                      <button type="button" className="action-button" onClick={() => setEditing(row)}>
                        {t('edit')}
                      </button>
                      <DeleteButton
                        path={EXAM_PATHS.bankBranch(row.id)}
                        name={lang === 'en' ? row.branchNameEn : row.branchNameBn}
                      />
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      <BankBranchFormPart editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
