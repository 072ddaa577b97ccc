/**
 * Question papers (exam-questions) and answer scripts (exam-answersheets): sealed packets issued to
 * an expert or centre and received back once; answer scripts received never above those issued.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXAM_MOVEMENT_STATUSES,
  EXAM_PATHS,
  type ExamMovement,
  type ExamMovementKind,
  movementInputSchema,
  receiveInputSchema,
} from '../../../../common/contracts/exam.contract';
import {
  canDistributeAnswerSheets,
  canDistributeQuestionPapers,
  canReadQuestionPapers,
  canReceiveAnswerSheets,
  canReceiveQuestionPapers,
} from '../../../../common/permissions';
import { DatePicker } from '../../../components/date-picker';
import { Panel } from '../../../components/panel';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { dateProps, ExamForm } from './exam-form';
import { ExamList } from './exam-list';
import { ExamSelect } from './exam-options';

const shape = movementInputSchema.shape;
const receiveShape = receiveInputSchema.shape;
const today = () => new Date().toISOString().slice(0, 10);

export function MovementList({ kind }: { kind: ExamMovementKind }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const subject = useSubject();
  const question = kind === 'question';
  const mayIssue = question ? canDistributeQuestionPapers(subject) : canDistributeAnswerSheets(subject);
  const mayReceive = question ? canReceiveQuestionPapers(subject) : canReceiveAnswerSheets(subject);
  const [issuing, setIssuing] = useState(false);
  const [receiving, setReceiving] = useState<ExamMovement | null>(null);
  const name = (row: { nameBn: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.nameBn);
  const count = (value: number | null) => (value === null ? '' : formatNumber(value, lang));
  // Question papers are confidential: a desk that neither issues nor receives them reads none.
  if (question && !canReadQuestionPapers(subject))
    return (
      <Panel title={t('examQuestions')}>
        <Alert type="warning" showIcon title={t('noRights')} />
      </Panel>
    );

  return (
    <>
      <ExamList<ExamMovement>
        title={question ? t('examQuestions') : t('examAnswersheets')}
        path={question ? EXAM_PATHS.questions : EXAM_PATHS.answers}
        exportPath={question ? undefined : EXAM_PATHS.answersExport}
        exportName="exam-answer-sheets"
        filterKeys={['examId', 'status']}
        scrollX={1100}
        note={
          question && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('confidential')} />
        }
        filters={(values, set) => (
          <>
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
            <Col xs={24} md={6}>
              <Select
                allowClear
                style={{ width: '100%' }}
                aria-label={t('status')}
                placeholder={t('allStatuses')}
                value={values.status}
                onChange={(value) => set('status', value)}
                options={EXAM_MOVEMENT_STATUSES.map((value) => ({ value, label: t(`movement_${value}`) }))}
              />
            </Col>
          </>
        )}
        extra={
          mayIssue && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
              {question ? t('issueQuestion') : t('issueAnswer')}
            </Button>
          )
        }
        columns={[
          {
            title: t('exam'),
            key: 'exam',
            render: (_, row) => (
              <>
                {name(row.exam)}
                <br />
                <small>{name(row.subject)}</small>
              </>
            ),
          },
          {
            title: t('recipient'),
            key: 'to',
            render: (_, row) => (row.expert ? name(row.expert) : row.centre),
          },
          { title: question ? t('setLabel') : t('bundle'), dataIndex: 'setLabel' },
          {
            title: t('packets'),
            key: 'packets',
            align: 'right',
            render: (_, row) =>
              question ? count(row.packets) : `${count(row.packets)} / ${count(row.scripts)}`,
          },
          {
            title: t('issuedOn'),
            key: 'issued',
            render: (_, row) => (
              <>
                {formatDate(row.issuedOn, lang)}
                <br />
                <small>{name(row.issuedBy)}</small>
              </>
            ),
          },
          {
            title: t('status'),
            key: 'status',
            render: (_, row) => (
              <>
                <Tag color={row.status === 'received' ? 'green' : 'orange'}>
                  {t(`movement_${row.status}`)}
                </Tag>
                {row.receivedOn && (
                  <small>
                    <br />
                    {formatDate(row.receivedOn, lang)}, {row.receivedBy && name(row.receivedBy)}
                    <br />
                    {t('receivedCounts')}: {count(row.receivedPackets)}
                    {question ? '' : ` / ${count(row.receivedScripts)}`}
                  </small>
                )}
              </>
            ),
          },
          ...(mayReceive
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, row: ExamMovement) =>
                    row.status === 'issued' && (
                      <Button size="small" type="primary" onClick={() => setReceiving(row)}>
                        {t('receive')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ExamForm<Record<string, unknown>>
        open={issuing}
        title={question ? t('issueQuestion') : t('issueAnswer')}
        method="post"
        path={question ? EXAM_PATHS.questions : EXAM_PATHS.answers}
        initial={{ issuedOn: today(), packets: 1 }}
        onClose={() => setIssuing(false)}
      >
        {() => (
          <>
            <Form.Item name="examId" label={t('exam')} rules={[zodRule(shape.examId)]} required>
              <ExamSelect kind="exams" />
            </Form.Item>
            <Form.Item name="subjectId" label={t('subject')} rules={[zodRule(shape.subjectId)]} required>
              <ExamSelect kind="subjects" />
            </Form.Item>
            <Form.Item name="expertId" label={t('expert')}>
              <ExamSelect kind="experts" allowClear />
            </Form.Item>
            <Form.Item name="centre" label={t('centre')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="setLabel"
              label={question ? t('setLabel') : t('bundle')}
              rules={[zodRule(shape.setLabel)]}
              required
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="packets" label={t('packets')} rules={[zodRule(shape.packets)]} required>
              <InputNumber min={1} max={10_000} style={{ width: '100%' }} />
            </Form.Item>
            {!question && (
              <Form.Item name="scripts" label={t('scripts')} rules={[zodRule(shape.scripts)]} required>
                <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
              </Form.Item>
            )}
            <Form.Item
              name="issuedOn"
              label={t('issuedOn')}
              rules={[zodRule(shape.issuedOn)]}
              required
              {...dateProps}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item name="note" label={t('note')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </>
        )}
      </ExamForm>
      <ExamForm<Record<string, unknown>>
        open={receiving !== null}
        title={t('receiveTitle')}
        method="post"
        path={
          receiving
            ? question
              ? EXAM_PATHS.questionReceive(receiving.id)
              : EXAM_PATHS.answerReceive(receiving.id)
            : ''
        }
        initial={
          receiving
            ? {
                receivedOn: today(),
                packets: receiving.packets,
                ...(question ? {} : { scripts: receiving.scripts }),
              }
            : undefined
        }
        onClose={() => setReceiving(null)}
      >
        {() => (
          <>
            <Form.Item
              name="receivedOn"
              label={t('receivedOn')}
              rules={[zodRule(receiveShape.receivedOn)]}
              required
              {...dateProps}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item name="packets" label={t('packets')} rules={[zodRule(receiveShape.packets)]} required>
              <InputNumber min={0} max={receiving?.packets ?? 10_000} style={{ width: '100%' }} />
            </Form.Item>
            {!question && (
              <Form.Item name="scripts" label={t('scripts')} rules={[zodRule(receiveShape.scripts)]} required>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            )}
            <Form.Item name="note" label={t('note')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </>
        )}
      </ExamForm>
    </>
  );
}
