/** exam-list: the unit's exams of its category: session and year, subjects, dates and centres. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type Exam, examInputSchema } from '../../../../common/contracts/exam.contract';
import { canCreateExams } from '../../../../common/permissions';
import { DatePicker } from '../../../components/date-picker';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { dateProps, ExamForm } from '../components/exam-form';
import { ExamList } from '../components/exam-list';
import { ExamSelect } from '../components/exam-options';

const shape = examInputSchema.shape;
const THIS_YEAR = new Date().getFullYear();

export default function ExamListPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canCreateExams(useSubject());
  const [editing, setEditing] = useState<Exam | null | undefined>(undefined);
  const initial = editing
    ? { ...editing, subjectIds: editing.subjects.map((subject) => subject.id) }
    : { examYear: THIS_YEAR };
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
            <Col xs={24} md={6}>
              <Select
                allowClear
                style={{ width: '100%' }}
                aria-label={t('examYear')}
                placeholder={t('allYears')}
                value={values.year ? Number(values.year) : undefined}
                onChange={(value) => set('year', value)}
                options={Array.from({ length: 8 }, (_, index) => THIS_YEAR + 1 - index).map((year) => ({
                  value: year,
                  label: localDigits(year, lang),
                }))}
              />
            </Col>
            <Col xs={24} md={8}>
              <ExamSelect
                kind="subjects"
                allowClear
                aria-label={t('subject')}
                placeholder={t('allSubjects')}
                value={values.subjectId ? Number(values.subjectId) : undefined}
                onChange={(value) => set('subjectId', value)}
              />
            </Col>
          </>
        )}
        extra={
          may && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
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
                <Tag key={subject.id} style={{ whiteSpace: 'normal', marginBottom: 4 }}>
                  {lang === 'en' ? subject.nameEn : subject.nameBn}
                </Tag>
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
        path={editing ? EXAM_PATHS.exam(editing.id) : EXAM_PATHS.exams}
        initial={initial}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="examYear" label={t('examYear')} rules={[zodRule(shape.examYear)]} required>
              <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="session" label={t('session')} rules={[zodRule(shape.session)]} required>
              <Input maxLength={20} placeholder="২০২৫-২৬" />
            </Form.Item>
            <Form.Item name="subjectIds" label={t('subjects')} required>
              <ExamSelect kind="subjects" mode="multiple" />
            </Form.Item>
            <Form.Item
              name="startDate"
              label={t('startDate')}
              rules={[zodRule(shape.startDate)]}
              required
              {...dateProps}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item
              name="endDate"
              label={t('endDate')}
              rules={[zodRule(shape.endDate)]}
              required
              {...dateProps}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item
              name="centreCount"
              label={t('centreCount')}
              rules={[zodRule(shape.centreCount)]}
              required
            >
              <InputNumber min={1} max={10_000} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="centres" label={t('centres')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </>
        )}
      </ExamForm>
    </>
  );
}
