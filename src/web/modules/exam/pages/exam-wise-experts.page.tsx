/** exam-wise-experts: experts assigned to an exam and subject, with their work items and quantities. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignmentInputSchema,
  EXAM_PATHS,
  type ExamAssignment,
} from '../../../../common/contracts/exam.contract';
import { canAssignExamExperts } from '../../../../common/permissions';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamForm } from '../components/exam-form';
import { ExamList } from '../components/exam-list';
import { ExamSelect } from '../components/exam-options';

const shape = assignmentInputSchema.shape;

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
          <Col xs={24} md={8}>
            <ExamSelect
              kind="exams"
              allowClear
              aria-label={t('exam')}
              placeholder={t('allExams')}
              value={values.examId ? Number(values.examId) : undefined}
              onChange={(value) => set('examId', value)}
            />
          </Col>
        )}
        extra={
          may && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )
        }
        columns={[
          {
            title: t('expert'),
            key: 'expert',
            render: (_, row) => (
              <>
                {name(row.expert)}
                <br />
                <small>{row.expert.institution}</small>
              </>
            ),
          },
          { title: t('exam'), key: 'exam', render: (_, row) => name(row.exam) },
          { title: t('subject'), key: 'subject', render: (_, row) => name(row.subject) },
          {
            title: t('works'),
            key: 'works',
            render: (_, row) =>
              row.works.map((line) => (
                <Tag key={line.workItemId} style={{ whiteSpace: 'normal', marginBottom: 4 }}>
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
              <Tag color={row.billId ? 'green' : 'default'}>{row.billId ? t('billed') : t('notBilled')}</Tag>
            ),
          },
        ]}
      />
      <ExamForm<Record<string, unknown>>
        open={adding}
        title={t('examWiseExperts')}
        method="post"
        path={EXAM_PATHS.assignments}
        initial={{ works: [{ quantity: 1 }] }}
        onClose={() => setAdding(false)}
      >
        {(form) => (
          <>
            <Form.Item name="examId" label={t('exam')} rules={[zodRule(shape.examId)]} required>
              <ExamSelect kind="exams" onChange={() => form.setFieldValue('subjectId', undefined)} />
            </Form.Item>
            <Form.Item name="subjectId" label={t('subject')} rules={[zodRule(shape.subjectId)]} required>
              <ExamSelect kind="subjects" />
            </Form.Item>
            <Form.Item name="expertId" label={t('expert')} rules={[zodRule(shape.expertId)]} required>
              <ExamSelect kind="experts" />
            </Form.Item>
            <Form.List name="works">
              {(fields, { add, remove }) => (
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('works')}</legend>
                  {fields.map((field) => (
                    <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
                      <Form.Item
                        name={[field.name, 'workItemId']}
                        label={t('workItem')}
                        rules={[{ required: true, message: t('messages:validation.exam.workItemRequired') }]}
                        style={{ minWidth: 220 }}
                      >
                        <ExamSelect kind="workItems" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={t('quantity')}
                        rules={[{ required: true, message: t('messages:validation.exam.quantityInvalid') }]}
                      >
                        <InputNumber min={1} max={100_000} />
                      </Form.Item>
                      {fields.length > 1 && (
                        <Button
                          type="text"
                          aria-label={t('remove')}
                          icon={<MinusCircleOutlined />}
                          onClick={() => remove(field.name)}
                          style={{ marginTop: 30 }}
                        />
                      )}
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                    {t('addWork')}
                  </Button>
                </fieldset>
              )}
            </Form.List>
          </>
        )}
      </ExamForm>
    </>
  );
}
