/**
 * The minutes as written (attendance, discussion per agenda item, decisions with the responsible desk
 * or office and the deadline). The printed minutes are in meeting-minutes-print.tsx, so a meeting's
 * drawer downloads this editor only when the minutes are written.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MeetingDetail,
  type MinutesInput,
  minutesInputSchema,
} from '../../../../common/contracts/meeting.contract';
import { nameOf } from '../../../../common/labels';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { meetingApi, useMeetingDesks, useMeetingMutation } from '../meeting.api';
import { inviteeName } from './meeting-minutes-print';

const decisionShape = minutesInputSchema.shape.decisions.element.shape;
const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? machineDate(value) : ''),
};

export function MinutesEditor({
  meeting,
  open,
  onClose,
}: {
  meeting: MeetingDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const [form] = Form.useForm<MinutesInput>();
  const desks = useMeetingDesks();
  const save = useMeetingMutation((values: MinutesInput) =>
    meetingApi.minutes({ id: meeting.id, ...values }),
  );
  const [busy, setBusy] = useState(false);
  const offices = meeting.invitees
    .filter((invitee) => invitee.kind === 'office')
    .map((invitee) => invitee.office);

  const onSave = async () => {
    const values = await validValues(form);
    if (!values) return;
    setBusy(true);
    try {
      await save.mutateAsync({
        ...values,
        attended: values.attended ?? [],
        decisions: values.decisions ?? [],
      });
      toast('success', t('saved'));
      onClose();
    } catch (error) {
      showError(error, form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('writeMinutes')}
      onCancel={onClose}
      destroyOnHidden
      width={820}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" onClick={onSave} loading={busy}>
            {t('saveMinutes')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          attended: meeting.invitees.filter((invitee) => invitee.attended).map((invitee) => invitee.id),
          discussions: meeting.agenda.map((item) => item.discussion ?? ''),
          decisions: meeting.decisions.map((decision) => ({
            agendaNo: decision.agendaNo ?? undefined,
            text: decision.text,
            responsibleDeskId: decision.responsibleDesk?.deskId,
            responsibleOfficeId: decision.responsibleDesk ? undefined : decision.responsibleOffice?.id,
            deadline: decision.deadline ?? undefined,
          })),
        }}
      >
        <Form.Item name="attended" label={t('attendance')}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={meeting.invitees.map((invitee) => ({
              value: invitee.id,
              label: inviteeName(invitee, lang),
            }))}
          />
        </Form.Item>
        {meeting.agenda.map((item, index) => (
          <Form.Item
            key={item.no}
            name={['discussions', index]}
            label={`${t('discussion')}: ${localDigits(item.no, lang)}. ${item.title}`}
          >
            <Input.TextArea rows={2} maxLength={5000} />
          </Form.Item>
        ))}
        <Typography.Title level={5}>{t('decisions')}</Typography.Title>
        <Form.List name="decisions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div
                  key={field.key}
                  style={{
                    border: '1px solid rgba(128,128,128,.3)',
                    padding: 12,
                    marginBottom: 12,
                    borderRadius: 6,
                  }}
                >
                  <Row gutter={8}>
                    <Col xs={24}>
                      <Form.Item
                        name={[field.name, 'text']}
                        label={`${t('decision')} ${localDigits(index + 1, lang)}`}
                        rules={[zodRule(decisionShape.text)]}
                        required
                      >
                        <Input.TextArea rows={2} maxLength={2000} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[field.name, 'agendaNo']} label={t('agenda')}>
                        <InputNumber
                          min={1}
                          max={meeting.agenda.length}
                          style={{ width: '100%' }}
                          aria-label={t('agenda')}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item name={[field.name, 'deadline']} label={t('deadline')} {...dateProps}>
                        <DatePicker
                          aria-label={t('deadline')}
                          style={{ width: '100%' }}
                          format="DD/MM/YYYY"
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={14}>
                      <Form.Item name={[field.name, 'responsibleDeskId']} label={t('responsibleDesk')}>
                        <Select
                          allowClear
                          aria-label={t('responsibleDesk')}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={(desks.data ?? []).map((desk) => ({
                            value: desk.deskId,
                            label: `${lang === 'en' ? desk.labelEn : desk.labelBn}${desk.holder ? ` — ${nameOf(desk.holder, lang)}` : ''}`,
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    {offices.length > 0 && (
                      <Col xs={20} md={20}>
                        <Form.Item name={[field.name, 'responsibleOfficeId']} label={t('responsibleOffice')}>
                          <Select
                            allowClear
                            aria-label={t('responsibleOffice')}
                            options={offices.map((office) => ({
                              value: office.id,
                              label: nameOf(office, lang),
                            }))}
                          />
                        </Form.Item>
                      </Col>
                    )}
                    <Col xs={4}>
                      <Button
                        type="text"
                        aria-label={`${t('decision')} ${localDigits(index + 1, lang)}`}
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    </Col>
                  </Row>
                </div>
              ))}
              <Button type="dashed" onClick={() => add({})} icon={<PlusOutlined />}>
                {t('addDecision')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
