/**
 * Calling a meeting (new-meeting-view for the own office's desks, new-meeting-other-office for other
 * offices and designations too): subject, type, chair, day and time, venue or online link, the
 * earlier meeting of a series, the agenda and the invitees. Checked with the contract's schema; saved
 * as a draft, whose invitations go out from the meeting's page. Given a draft meeting, the same form
 * edits it (from the meeting's page) and saves it with the update.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MEETING_TYPES,
  type MeetingDetail,
  type MeetingInput,
  type MeetingKind,
  meetingInputSchema,
} from '../../../../common/contracts/meeting.contract';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { REVIEW_AGENDA_BN } from '../../../../common/meeting.names';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { meetingApi, useMeetingDesks, useMeetingMutation, useMeetings } from '../meeting.api';

const shape = meetingInputSchema.shape;
const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? machineDate(value) : ''),
};

interface FormValues extends Omit<MeetingInput, 'invitees' | 'agenda' | 'kind'> {
  agenda: string[];
  deskIds?: number[];
  offices?: { officeId?: number; roleId?: number }[];
}

/** The form's values of a draft: its agenda without the review item the series adds by itself. */
function draftValues(meeting: MeetingDetail): Partial<FormValues> {
  return {
    title: meeting.title,
    meetingType: meeting.meetingType,
    chairDeskId: meeting.chair?.deskId,
    meetingDate: meeting.meetingDate,
    startTime: meeting.startTime,
    endTime: meeting.endTime ?? undefined,
    venue: meeting.venue ?? undefined,
    onlineLink: meeting.onlineLink ?? undefined,
    previousMeetingId: meeting.previousMeetingId ?? undefined,
    agenda: meeting.agenda
      .filter((item) => !(item.no === 1 && meeting.previousMeetingId && item.title === REVIEW_AGENDA_BN))
      .map((item) => item.title),
    deskIds: meeting.invitees.flatMap((invitee) =>
      invitee.kind === 'desk' && invitee.desk ? [invitee.desk.deskId] : [],
    ),
    offices: meeting.invitees
      .filter((invitee) => invitee.kind === 'office')
      .map((invitee) => ({ officeId: invitee.office.id, roleId: invitee.role?.id })),
  };
}

function OfficeSelect({
  id,
  value,
  onChange,
  label,
  known = [],
}: {
  id?: string;
  value?: number;
  onChange?: (id: number) => void;
  label: string;
  /** Offices already chosen (an edited draft's), named even before a search finds them. */
  known?: Named[];
}) {
  const lang = useLang();
  const [search, setSearch] = useState('');
  const options = useOptions('offices', { search, pageSize: 20 });
  const found = (options.data?.items ?? []) as Named[];
  const items = [
    ...known.filter((office) => office.id === value && !found.some((item) => item.id === office.id)),
    ...found,
  ];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={onChange}
      loading={options.isFetching}
      options={items.map((office) => ({ value: office.id, label: nameOf(office, lang) }))}
      style={{ width: '100%' }}
    />
  );
}

export function MeetingForm({
  kind,
  meeting,
  onDone,
}: {
  kind: MeetingKind;
  /** A draft to edit; without it the form calls a new meeting. */
  meeting?: MeetingDetail;
  /** After the edit is saved or cancelled. */
  onDone?: () => void;
}) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const desks = useMeetingDesks();
  const designations = useOptions('designations', { pageSize: 200 }, kind === 'inter_office');
  const previous = useMeetings({ view: 'completed', kind, pageSize: 50 });
  const save = useMeetingMutation((values: MeetingInput) =>
    meeting ? meetingApi.update({ ...values, id: meeting.id }) : meetingApi.create(values),
  );
  const [busy, setBusy] = useState(false);
  const deskOptions = (desks.data ?? []).map((desk) => ({
    value: desk.deskId,
    label: `${lang === 'en' ? desk.labelEn : desk.labelBn}${desk.holder ? ` — ${nameOf(desk.holder, lang)}` : ''}`,
  }));

  const onSave = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { deskIds, offices, ...rest } = values;
    const body: MeetingInput = {
      ...rest,
      kind,
      agenda: (values.agenda ?? []).filter((item) => item?.trim()),
      invitees: [
        ...(deskIds ?? []).map((deskId) => ({ kind: 'desk' as const, deskId })),
        ...(offices ?? [])
          .filter((office) => office?.officeId)
          .map((office) => ({ kind: 'office' as const, officeId: office.officeId, roleId: office.roleId })),
      ],
    };
    setBusy(true);
    try {
      const saved = await save.mutateAsync(body);
      toast('success', t('saved'));
      if (meeting) onDone?.();
      else navigate(`/meeting-mgt/upcoming-meeting-list-other-office?meeting=${saved.id}`);
    } catch (error) {
      showError(error, form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      title={meeting ? t('editMeeting') : kind === 'own' ? t('newMeetingView') : t('newMeetingOtherOffice')}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={
          meeting
            ? draftValues(meeting)
            : {
                meetingType: kind === 'own' ? 'regular' : 'coordination',
                agenda: [''],
                startTime: '10:00',
              }
        }
      >
        <Form.Item name="title" label={t('title')} rules={[zodRule(shape.title)]} required>
          <Input maxLength={300} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="meetingType"
              label={t('meetingType')}
              rules={[zodRule(shape.meetingType)]}
              required
            >
              <Select
                aria-label={t('meetingType')}
                options={MEETING_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chairDeskId" label={t('chair')} rules={[zodRule(shape.chairDeskId)]} required>
              <Select
                aria-label={t('chair')}
                showSearch={{ optionFilterProp: 'label' }}
                options={deskOptions}
                loading={desks.isLoading}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="meetingDate"
              label={t('date')}
              rules={[zodRule(shape.meetingDate)]}
              required
              {...dateProps}
            >
              <DatePicker aria-label={t('date')} style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="startTime"
              label={t('startTime')}
              extra={t('timeHint')}
              rules={[zodRule(shape.startTime)]}
              required
            >
              <Input maxLength={5} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="endTime" label={t('endTime')} rules={[zodRule(shape.endTime)]}>
              <Input maxLength={5} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="venue" label={t('venue')} rules={[zodRule(shape.venue)]}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="onlineLink" label={t('onlineLink')} rules={[zodRule(shape.onlineLink)]}>
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="previousMeetingId" label={t('previousMeeting')} extra={t('previousHint')}>
          <Select
            allowClear
            aria-label={t('previousMeeting')}
            options={[
              ...(meeting?.previousMeetingId &&
              !previous.data?.items.some((item) => item.id === meeting.previousMeetingId)
                ? [
                    {
                      value: meeting.previousMeetingId,
                      label: t('meetingNo', { id: localDigits(meeting.previousMeetingId, lang) }),
                    },
                  ]
                : []),
              ...(previous.data?.items ?? []).map((item) => ({
                value: item.id,
                label: `${item.title} (${localDigits(item.meetingDate, lang)})`,
              })),
            ]}
          />
        </Form.Item>
        <Typography.Title level={5}>{t('agenda')}</Typography.Title>
        <Form.List name="agenda">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space
                  key={field.key}
                  align="baseline"
                  style={{ display: 'flex', width: '100%' }}
                  className="wrap-row"
                >
                  <Form.Item
                    name={field.name}
                    label={t('agendaItem', { no: localDigits(index + 1, lang) })}
                    rules={[zodRule(shape.agenda.element)]}
                    style={{ flex: 1, minWidth: 220 }}
                  >
                    <Input maxLength={500} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      aria-label={t('agendaItem', { no: localDigits(index + 1, lang) })}
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add('')} icon={<PlusOutlined />}>
                {t('addAgenda')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('invitees')}
        </Typography.Title>
        <Form.Item name="deskIds" label={t('inviteDesks')}>
          <Select
            mode="multiple"
            aria-label={t('inviteDesks')}
            showSearch={{ optionFilterProp: 'label' }}
            options={deskOptions}
          />
        </Form.Item>
        {kind === 'inter_office' && (
          <Form.List name="offices" initialValue={meeting ? undefined : [{}]}>
            {(fields, { add, remove }) => (
              <>
                <Typography.Paragraph type="secondary">{t('inviteOfficesHint')}</Typography.Paragraph>
                {fields.map((field) => (
                  <Row gutter={8} key={field.key} align="bottom">
                    <Col xs={24} md={13}>
                      <Form.Item name={[field.name, 'officeId']} label={t('office')}>
                        <OfficeSelect
                          label={t('office')}
                          known={meeting?.invitees.map((invitee) => invitee.office)}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={9}>
                      <Form.Item name={[field.name, 'roleId']} label={t('designation')}>
                        <Select
                          allowClear
                          aria-label={t('designation')}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={((designations.data?.items ?? []) as Named[]).map((role) => ({
                            value: role.id,
                            label: nameOf(role, lang),
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2}>
                      <Form.Item>
                        <Button
                          type="text"
                          aria-label={t('office')}
                          icon={<MinusCircleOutlined />}
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button type="dashed" onClick={() => add({})} icon={<PlusOutlined />}>
                  {t('addOffice')}
                </Button>
              </>
            )}
          </Form.List>
        )}
        <Space style={{ marginTop: 24 }}>
          <Button type="primary" onClick={onSave} loading={busy}>
            {t('saveDraft')}
          </Button>
          {meeting && <Button onClick={onDone}>{t('common:cancel')}</Button>}
        </Space>
      </Form>
    </Panel>
  );
}
