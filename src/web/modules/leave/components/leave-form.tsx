/**
 * Applying for leave, or changing a draft or a sent-back application: the type, the dates (with the
 * days they count, Fridays, Saturdays and public holidays left out), the reason, the address during
 * the leave, the desk holding charge and, where the type needs it, the document. Checked with the
 * contract's schema; "Submit" saves, attaches and submits in one go, "Save draft" only saves.
 */
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEAVE_ATTACHMENT_RULE,
  LEAVE_RULES,
  LEAVE_TYPES,
  type LeaveDetail,
  type LeaveInput,
  type LeaveType,
  leaveInputSchema,
} from '../../../../common/contracts/leave.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { leaveApi, useDeskOptions, useLeaveDays, useLeaveMutation } from '../leave.api';

const shape = leaveInputSchema.shape;
const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? machineDate(value) : ''),
};

export function LeaveForm({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The draft or sent-back application being changed; a new one when absent. */
  editing?: LeaveDetail | null;
  onClose: () => void;
  onSaved: (application: LeaveDetail) => void;
}) {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const [form] = Form.useForm<LeaveInput>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const leaveType = Form.useWatch('leaveType', form) as LeaveType | undefined;
  const fromDate = Form.useWatch('fromDate', form);
  const toDate = Form.useWatch('toDate', form);
  const days = useLeaveDays({ leaveType, fromDate, toDate });
  const desks = useDeskOptions('office', open);
  const save = useLeaveMutation(async ({ values, submit }: { values: LeaveInput; submit: boolean }) => {
    const saved = editing
      ? await leaveApi.update({ id: editing.id, ...values })
      : await leaveApi.create(values);
    if (file) await leaveApi.attach({ id: saved.id, file });
    return submit ? leaveApi.submit(saved.id) : saved;
  });
  const rule = leaveType ? LEAVE_RULES[leaveType] : null;
  const hasDocument = Boolean(file) || (editing?.attachments.length ?? 0) > 0;

  const onSave = async (submit: boolean) => {
    const values = await validValues(form);
    if (!values) return;
    setBusy(true);
    try {
      const saved = await save.mutateAsync({ values, submit });
      toast('success', submit ? t('submitted') : t('draftSaved'));
      form.resetFields();
      setFile(null);
      onSaved(saved);
    } catch (error) {
      showError(error, form);
    } finally {
      setBusy(false);
    }
  };

  const initial: Partial<LeaveInput> = editing
    ? {
        leaveType: editing.leaveType,
        fromDate: editing.fromDate,
        toDate: editing.toDate,
        reason: editing.reason,
        addressDuringLeave: editing.addressDuringLeave,
        chargeDeskId: editing.chargeDesk?.deskId,
      }
    : { leaveType: 'casual' };

  return (
    <Modal
      open={open}
      title={editing ? t('editApplication') : t('newApplication')}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => onSave(false)} loading={busy}>
            {t('saveDraft')}
          </Button>
          <Button type="primary" onClick={() => onSave(true)} loading={busy}>
            {t('submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark initialValues={initial}>
        <Form.Item name="leaveType" label={t('leaveType')} rules={[zodRule(shape.leaveType)]} required>
          <Select
            aria-label={t('leaveType')}
            options={LEAVE_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="fromDate"
              label={t('fromDate')}
              rules={[zodRule(shape.fromDate)]}
              required
              {...dateProps}
            >
              <DatePicker aria-label={t('fromDate')} style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="toDate"
              label={t('toDate')}
              dependencies={['fromDate']}
              rules={[
                zodRule(shape.toDate),
                ({ getFieldValue }) => ({
                  validator: async (_, value) => {
                    const from = getFieldValue('fromDate');
                    if (value && from && value < from)
                      throw new Error(t('messages:validation.leave.toBeforeFrom'));
                  },
                }),
              ]}
              required
              {...dateProps}
            >
              <DatePicker aria-label={t('toDate')} style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
        </Row>
        {(rule || days.data) && (
          <Alert
            style={{ marginBottom: 16 }}
            type="info"
            title={
              <Space orientation="vertical" size={0}>
                {days.data && (
                  <Typography.Text strong data-testid="leave-days">
                    {rule?.counting === 'calendar'
                      ? t('daysCalendar', { days: localDigits(days.data.days, lang) })
                      : t('daysCounted', { days: localDigits(days.data.days, lang) })}
                  </Typography.Text>
                )}
                {rule?.maxDays && <span>{t('ruleMax', { max: localDigits(rule.maxDays, lang) })}</span>}
                {rule?.documentRequired && <span>{t('documentHint')}</span>}
              </Space>
            }
          />
        )}
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(shape.reason)]} required>
          <Input.TextArea aria-label={t('reason')} rows={2} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item
          name="addressDuringLeave"
          label={t('addressDuringLeave')}
          rules={[zodRule(shape.addressDuringLeave)]}
          required
        >
          <Input.TextArea aria-label={t('addressDuringLeave')} rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="chargeDeskId" label={t('chargeDesk')} extra={t('chargeDeskHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('chargeDesk')}
            loading={desks.isLoading}
            options={(desks.data ?? []).map((desk) => ({
              value: desk.deskId,
              label: `${lang === 'en' ? desk.labelEn : desk.labelBn} — ${
                desk.holder ? (lang === 'en' ? desk.holder.nameEn : desk.holder.nameBn) : t('vacant')
              }`,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('document')}
          extra={rule?.documentRequired && !hasDocument ? t('documentHint') : undefined}
        >
          <input
            aria-label={t('chooseDocument')}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && chosen.size > LEAVE_ATTACHMENT_RULE.maxBytes) {
                toast('error', t('messages:error.tooLarge'));
                event.target.value = '';
                return;
              }
              setFile(chosen);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
