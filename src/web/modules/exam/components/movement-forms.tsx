/**
 * Issuing a sealed packet of question papers or answer scripts to an expert or a centre, and
 * recording its receipt back (answer scripts received never above those issued; the server checks).
 */
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EXAM_PATHS,
  type ExamMovement,
  type ExamMovementKind,
  movementInputSchema,
  receiveInputSchema,
} from '../../../../common/contracts/exam.contract';
import { DatePicker } from '../../../components/date-picker';
import { zodRule } from '../../../lib/form-rules';
import { dateProps, ExamForm } from './exam-form';
import { ExamSelect } from './exam-options';

const shape = movementInputSchema.shape;
const receiveShape = receiveInputSchema.shape;
const today = () => new Date().toISOString().slice(0, 10);

export function IssueMovementForm({
  kind,
  open,
  onClose,
}: {
  kind: ExamMovementKind;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const question = kind === 'question';
  return (
    <ExamForm<Record<string, unknown>>
      open={open}
      title={question ? t('issueQuestion') : t('issueAnswer')}
      method="post"
      path={question ? EXAM_PATHS.questions : EXAM_PATHS.answers}
      initial={{ issuedOn: today(), packets: 1 }}
      onClose={onClose}
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
  );
}

/** `movement`: the packet coming back, or null while closed. */
export function ReceiveMovementForm({
  kind,
  movement,
  onClose,
}: {
  kind: ExamMovementKind;
  movement: ExamMovement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const question = kind === 'question';
  return (
    <ExamForm<Record<string, unknown>>
      open={movement !== null}
      title={t('receiveTitle')}
      method="post"
      path={
        movement
          ? question
            ? EXAM_PATHS.questionReceive(movement.id)
            : EXAM_PATHS.answerReceive(movement.id)
          : ''
      }
      initial={
        movement
          ? {
              receivedOn: today(),
              packets: movement.packets,
              ...(question ? {} : { scripts: movement.scripts }),
            }
          : undefined
      }
      onClose={onClose}
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
            <InputNumber min={0} max={movement?.packets ?? 10_000} style={{ width: '100%' }} />
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
  );
}
