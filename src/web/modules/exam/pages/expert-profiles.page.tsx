/**
 * expert-profiles: paper setters, moderators and examiners with subject, institution, mobile and
 * bank. The list is plain HTML; the expert's form is a kit part (components/exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamExpert } from '../../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { canAddExamExperts, canEditExamExperts } from '../../../../common/permissions';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DeleteButton } from '../components/delete-button';
import { ExamFilter } from '../components/exam-filter';
import { ExamList } from '../components/exam-list';
import { ExpertFormPart } from '../components/exam-parts';

export default function ExpertProfilesPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const subject = useSubject();
  const mayAdd = canAddExamExperts(subject);
  const mayEdit = canEditExamExperts(subject);
  const [editing, setEditing] = useState<ExamExpert | null | undefined>(undefined);
  return (
    <>
      <ExamList<ExamExpert>
        title={t('expertProfiles')}
        path={EXAM_PATHS.experts}
        exportPath={EXAM_PATHS.expertsExport}
        exportName="exam-experts"
        filterKeys={['subjectId']}
        scrollX={1000}
        filters={(values, set) => (
          <ExamFilter
            kind="subjects"
            label={t('subject')}
            all={t('allSubjects')}
            value={values.subjectId}
            onChange={(value) => set('subjectId', value)}
          />
        )}
        extra={
          mayAdd && (
            <button type="button" className="action-button primary" onClick={() => setEditing(null)}>
              <PlusOutlined aria-hidden="true" />
              {t('add')}
            </button>
          )
        }
        columns={[
          {
            title: t('name'),
            key: 'name',
            render: (_, row) => (
              <div className="cell-lines">
                {lang === 'en' ? row.nameEn : row.nameBn}
                <small>{row.designation}</small>
              </div>
            ),
          },
          { title: t('institution'), dataIndex: 'institution' },
          {
            title: t('subject'),
            key: 'subject',
            render: (_, row) => (lang === 'en' ? row.subject.nameEn : row.subject.nameBn),
          },
          { title: t('mobile'), dataIndex: 'mobile', render: (value) => localDigits(value, lang) },
          {
            title: t('bankBranch'),
            key: 'bank',
            render: (_, row) => (
              <>
                {lang === 'en' ? row.bank.bankNameEn : row.bank.bankNameBn},{' '}
                {lang === 'en' ? row.bank.branchNameEn : row.bank.branchNameBn}
                <br />
                <small>
                  {t('accountNo')}: {localDigits(row.accountNo, lang)} · {t('routingNo')}:{' '}
                  {localDigits(row.bank.routingNo, lang)}
                </small>
              </>
            ),
          },
          ...(mayEdit
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 190,
                  render: (_: unknown, row: ExamExpert) => (
                    <div className="cell-actions">
                      <button type="button" className="action-button" onClick={() => setEditing(row)}>
                        {t('edit')}
                      </button>
                      <DeleteButton
                        path={EXAM_PATHS.expert(row.id)}
                        name={lang === 'en' ? row.nameEn : row.nameBn}
                      />
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ExpertFormPart editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
