/**
 * exam-list: the unit's exams of its category: session and year, subjects, dates and centres. The
 * list is plain HTML; the exam's form is a kit part (components/exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exam } from '../../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { canCreateExams } from '../../../../common/permissions';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Tag } from '../../../components/plain-tag';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamFilter } from '../components/exam-filter';
import { ExamList } from '../components/exam-list';
import { ExamEditFormPart } from '../components/exam-parts';

const THIS_YEAR = new Date().getFullYear();
/** Next year and the seven before it. */
const YEARS = Array.from({ length: 8 }, (_, index) => THIS_YEAR + 1 - index);

export default function ExamListPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canCreateExams(useSubject());
  const [editing, setEditing] = useState<Exam | null | undefined>(undefined);
  return (
    <>
      <ExamList<Exam>
        title={t('examList')}
        path={EXAM_PATHS.exams}
        exportPath={EXAM_PATHS.examsExport}
        exportName="exams"
        filterKeys={['year', 'subjectId']}
        scrollX={900}
        filters={(values, set) => (
          <>
            <ChoiceFilter
              label={t('examYear')}
              all={t('allYears')}
              value={values.year}
              options={YEARS.map((year) => ({ value: year, label: localDigits(year, lang) }))}
              onChange={(value) => set('year', value)}
            />
            <ExamFilter
              kind="subjects"
              label={t('subject')}
              all={t('allSubjects')}
              value={values.subjectId}
              onChange={(value) => set('subjectId', value)}
            />
          </>
        )}
        extra={
          may && (
            <button type="button" className="action-button primary" onClick={() => setEditing(null)}>
              <PlusOutlined aria-hidden="true" />
              {t('add')}
            </button>
          )
        }
        columns={[
          { title: t('exam'), key: 'name', render: (_, row) => (lang === 'en' ? row.nameEn : row.nameBn) },
          {
            title: t('session'),
            key: 'session',
            render: (_, row) => `${localDigits(row.session, lang)} (${localDigits(row.examYear, lang)})`,
          },
          {
            title: t('subjects'),
            key: 'subjects',
            render: (_, row) =>
              row.subjects.map((subject) => (
                <Tag key={subject.id}>{lang === 'en' ? subject.nameEn : subject.nameBn}</Tag>
              )),
          },
          {
            title: t('dates'),
            key: 'dates',
            render: (_, row) => `${formatDate(row.startDate, lang)} – ${formatDate(row.endDate, lang)}`,
          },
          {
            title: t('centreCount'),
            dataIndex: 'centreCount',
            align: 'right',
            render: (value) => localDigits(value, lang),
          },
          ...(may
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: Exam) => (
                    <button type="button" className="action-button" onClick={() => setEditing(row)}>
                      {t('edit')}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ExamEditFormPart editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
