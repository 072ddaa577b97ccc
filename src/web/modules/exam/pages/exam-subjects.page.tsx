/**
 * exam-subjects: the unit's subjects (code, Bangla and English name); the exam desk adds and edits.
 * The list is plain HTML; the subject's form is a kit part (components/exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSubject } from '../../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { canCreateExams } from '../../../../common/permissions';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DeleteButton } from '../components/delete-button';
import { ExamList } from '../components/exam-list';
import { SubjectFormPart } from '../components/exam-parts';

export default function ExamSubjectsPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canCreateExams(useSubject());
  const [editing, setEditing] = useState<ExamSubject | null | undefined>(undefined);
  return (
    <>
      <ExamList<ExamSubject>
        title={t('examSubjects')}
        path={EXAM_PATHS.subjects}
        scrollX={500}
        extra={
          may && (
            <button type="button" className="action-button primary" onClick={() => setEditing(null)}>
              <PlusOutlined aria-hidden="true" />
              {t('add')}
            </button>
          )
        }
        columns={[
          { title: t('code'), dataIndex: 'code', render: (value) => localDigits(value, lang), width: 90 },
          { title: t('nameBn'), dataIndex: 'nameBn' },
          { title: t('nameEn'), dataIndex: 'nameEn' },
          ...(may
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 190,
                  render: (_: unknown, row: ExamSubject) => (
                    <div className="cell-actions">
                      <button type="button" className="action-button" onClick={() => setEditing(row)}>
                        {t('edit')}
                      </button>
                      <DeleteButton
                        path={EXAM_PATHS.subject(row.id)}
                        name={lang === 'en' ? row.nameEn : row.nameBn}
                      />
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      <SubjectFormPart editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
