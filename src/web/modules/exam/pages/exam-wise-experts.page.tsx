/**
 * exam-wise-experts: experts assigned to an exam and subject, with their work items and quantities.
 * The list is plain HTML; the assignment form is a kit part (components/exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAssignment } from '../../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { canAssignExamExperts } from '../../../../common/permissions';
import { Tag } from '../../../components/plain-tag';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamFilter } from '../components/exam-filter';
import { ExamList } from '../components/exam-list';
import { AssignmentFormPart } from '../components/exam-parts';

export default function ExamWiseExpertsPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canAssignExamExperts(useSubject());
  const [adding, setAdding] = useState(false);
  const name = (row: { nameBn: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.nameBn);
  return (
    <>
      <ExamList<ExamAssignment>
        title={t('examWiseExperts')}
        path={EXAM_PATHS.assignments}
        filterKeys={['examId']}
        scrollX={960}
        filters={(values, set) => (
          <ExamFilter
            kind="exams"
            label={t('exam')}
            all={t('allExams')}
            value={values.examId}
            onChange={(value) => set('examId', value)}
          />
        )}
        extra={
          may && (
            <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
              <PlusOutlined aria-hidden="true" />
              {t('add')}
            </button>
          )
        }
        columns={[
          {
            title: t('expert'),
            key: 'expert',
            render: (_, row) => (
              <div className="cell-lines">
                {name(row.expert)}
                <small>{row.expert.institution}</small>
              </div>
            ),
          },
          { title: t('exam'), key: 'exam', render: (_, row) => name(row.exam) },
          { title: t('subject'), key: 'subject', render: (_, row) => name(row.subject) },
          {
            title: t('works'),
            key: 'works',
            render: (_, row) =>
              row.works.map((line) => (
                <Tag key={line.workItemId}>
                  {name(line)} × {formatNumber(line.quantity, lang)}
                </Tag>
              )),
          },
          {
            title: t('estimated'),
            dataIndex: 'gross',
            align: 'right',
            render: (value) => formatNumber(value, lang),
          },
          {
            title: t('status'),
            key: 'billed',
            render: (_, row) => (
              <Tag tone={row.billId ? 'success' : undefined}>{row.billId ? t('billed') : t('notBilled')}</Tag>
            ),
          },
        ]}
      />
      <AssignmentFormPart open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
