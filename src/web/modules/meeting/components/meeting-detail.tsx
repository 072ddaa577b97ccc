/**
 * One meeting in a drawer, as its calling office and the invited offices see it: the facts, the
 * agenda (with open decisions of the series carried in), the invitees with their nominations, the
 * decisions; and the next step the caller may take: edit the draft (in the meeting form), invite,
 * remind, held, minutes, finalise with a memo number, archive, nominate an officer and a substitute,
 * the .ics file and the printed minutes.
 */

import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEETING_PAPER_RULE,
  MEETING_PATHS,
  type MeetingDetail,
} from '../../../../common/contracts/meeting.contract';
import { nameOf } from '../../../../common/labels';
import { AppSpinner } from '../../../components/app-spinner';
import { FileUpload } from '../../../components/file-upload';
import { useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { uploadFile } from '../../../lib/files.api';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { meetingApi, useMeeting, useMeetingDesks, useMeetingMutation } from '../meeting.api';
import { MinutesPrint } from './meeting-minutes-print';
import { MeetingStatusTag, TaskStatusTag } from './meeting-tags';

// The form and the minutes editor are most of the drawer's code and few who open a meeting change
// it: they download when editing or writing the minutes starts.
const MeetingForm = lazy(() => import('./meeting-form').then((module) => ({ default: module.MeetingForm })));
const MinutesEditor = lazy(() =>
  import('./meeting-minutes').then((module) => ({ default: module.MinutesEditor })),
);

function NominateModal({ inviteeId, onClose }: { inviteeId: number | null; onClose: () => void }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const desks = useMeetingDesks();
  const [form] = Form.useForm<{ nomineeDeskId: number; substituteDeskId: number }>();
  const save = useMeetingMutation(meetingApi.nominate);
  const options = (desks.data ?? []).map((desk) => ({
    value: desk.deskId,
    label: `${lang === 'en' ? desk.labelEn : desk.labelBn}${desk.holder ? ` — ${nameOf(desk.holder, lang)}` : ''}`,
  }));
  const onOk = async () => {
    if (inviteeId === null) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await save.mutateAsync({ inviteeId, ...values });
      toast('success', t('nominated'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open={inviteeId !== null}
      title={t('nominate')}
      onCancel={onClose}
      onOk={onOk}
      okText={t('nominate')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="nomineeDeskId"
          label={t('nominee')}
          rules={[{ required: true, message: t('messages:validation.meeting.nomineeRequired') }]}
        >
          <Select aria-label={t('nominee')} showSearch={{ optionFilterProp: 'label' }} options={options} />
        </Form.Item>
        <Form.Item
          name="substituteDeskId"
          label={t('substitute')}
          rules={[{ required: true, message: t('messages:validation.meeting.substituteRequired') }]}
        >
          <Select aria-label={t('substitute')} showSearch={{ optionFilterProp: 'label' }} options={options} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Date and time as the reader reads them: dd/mm/yyyy hh:mm in their digits. */
function dateTime(value: string, lang: 'bn' | 'en'): string {
  const date = new Date(value);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date, lang)} ${localDigits(time, lang)}`;
}

/** Today in Dhaka (yyyy-mm-dd), the day the server counts a meeting's reminder by. */
const dhakaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });

function Actions({ meeting, onEdit }: { meeting: MeetingDetail; onEdit: () => void }) {
  const { t } = useTranslation('meeting');
  const confirm = useConfirm();
  const { modal } = App.useApp();
  const [minutesOpen, setMinutesOpen] = useState(false);
  const [memoOpen, setMemoOpen] = useState(false);
  const [memo, setMemo] = useState('');
  const run = useMeetingMutation(async (action: () => Promise<unknown>) => action());
  const go = async (action: () => Promise<unknown>, done: string) => {
    try {
      await run.mutateAsync(action);
      toast('success', done);
    } catch (error) {
      showError(error);
    }
  };
  const can = meeting.can;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {can.edit && <Button onClick={onEdit}>{t('edit')}</Button>}
      {can.invite && (
        <Button
          type="primary"
          loading={run.isPending}
          onClick={() =>
            confirm.save(meeting.title, () => go(() => meetingApi.invite(meeting.id), t('invited')))
          }
        >
          {t('invite')}
        </Button>
      )}
      {can.remind && (
        <Button
          loading={run.isPending}
          onClick={() =>
            modal.confirm({
              title: t('remindConfirm', { title: meeting.title }),
              okText: t('remind'),
              cancelText: t('common:cancel'),
              onOk: () => go(() => meetingApi.remind(meeting.id), t('reminded')),
            })
          }
        >
          {t('remind')}
        </Button>
      )}
      {can.hold && (
        <Button
          type="primary"
          loading={run.isPending}
          onClick={() => go(() => meetingApi.hold(meeting.id), t('saved'))}
        >
          {t('markHeld')}
        </Button>
      )}
      {can.minutes && <Button onClick={() => setMinutesOpen(true)}>{t('writeMinutes')}</Button>}
      {can.finalise && (
        <Button type="primary" onClick={() => setMemoOpen(true)}>
          {t('finalise')}
        </Button>
      )}
      {can.archive && (
        <Button loading={run.isPending} onClick={() => go(() => meetingApi.archive(meeting.id), t('saved'))}>
          {t('archive')}
        </Button>
      )}
      {(meeting.status === 'finalised' || meeting.status === 'archived') && (
        <Button onClick={() => printElement(`meeting-minutes-${meeting.id}`)}>{t('print')}</Button>
      )}
      <Button
        onClick={() =>
          downloadFile(MEETING_PATHS.ics(meeting.id), `meeting-${meeting.id}.ics`).catch(showError)
        }
      >
        {t('ics')}
      </Button>
      {minutesOpen && (
        <Suspense fallback={<AppSpinner />}>
          <MinutesEditor meeting={meeting} open={minutesOpen} onClose={() => setMinutesOpen(false)} />
        </Suspense>
      )}
      <Modal
        open={memoOpen}
        title={t('finalise')}
        okText={t('finalise')}
        onCancel={() => setMemoOpen(false)}
        okButtonProps={{ disabled: memo.trim() === '' }}
        onOk={async () => {
          await go(() => meetingApi.finalise({ id: meeting.id, memoNo: memo.trim() }), t('finalised'));
          setMemoOpen(false);
        }}
      >
        <Typography.Paragraph type="secondary">{t('finaliseHint')}</Typography.Paragraph>
        <label htmlFor="meeting-memo">{t('memoNo')}</label>
        <Input
          id="meeting-memo"
          value={memo}
          maxLength={100}
          onChange={(event) => setMemo(event.target.value)}
        />
      </Modal>
    </Space>
  );
}

function Papers({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation('meeting');
  const client = useQueryClient();
  if (meeting.papers.length === 0 && !meeting.can.attach) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('papers')}
      </Typography.Title>
      <List
        size="small"
        dataSource={meeting.papers}
        locale={{ emptyText: t('noPapers') }}
        renderItem={(paper) => (
          <List.Item>
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              onClick={() => downloadFile(paper.url, paper.name).catch(showError)}
            >
              {paper.name}
            </Button>
          </List.Item>
        )}
      />
      {meeting.can.attach && (
        <FileUpload
          rule={MEETING_PAPER_RULE}
          label={t('addPaper')}
          upload={async (file) => {
            await uploadFile('POST', MEETING_PATHS.papers(meeting.id), file);
            await client.invalidateQueries({ queryKey: ['meeting'] });
          }}
        />
      )}
    </>
  );
}

export function MeetingDetailBody({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const [nominateFor, setNominateFor] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  if (editing && meeting.can.edit)
    return (
      <Suspense fallback={<AppSpinner />}>
        <MeetingForm kind={meeting.kind} meeting={meeting} onDone={() => setEditing(false)} />
      </Suspense>
    );
  const desk = (value: MeetingDetail['chair']) =>
    value
      ? `${lang === 'en' ? value.labelEn : value.labelBn}${value.holder ? ` — ${nameOf(value.holder, lang)}` : ''}`
      : '';
  return (
    <>
      <Actions meeting={meeting} onEdit={() => setEditing(true)} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('status')}>
          <MeetingStatusTag status={meeting.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('meetingType')}>{t(`type_${meeting.meetingType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('callingOffice')}>{nameOf(meeting.office, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('chair')}>{desk(meeting.chair)}</Descriptions.Item>
        <Descriptions.Item label={t('date')}>
          {formatDate(meeting.meetingDate, lang)}, {localDigits(meeting.startTime, lang)}
          {meeting.endTime ? `–${localDigits(meeting.endTime, lang)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('venue')}>
          <span style={{ overflowWrap: 'anywhere' }}>
            {[meeting.venue, meeting.onlineLink].filter(Boolean).join(', ')}
          </span>
        </Descriptions.Item>
        {(meeting.reminderSentAt || (meeting.status === 'invited' && meeting.meetingDate > dhakaToday())) && (
          <Descriptions.Item label={t('reminderSentAt')}>
            {meeting.reminderSentAt ? dateTime(meeting.reminderSentAt, lang) : t('reminderPending')}
          </Descriptions.Item>
        )}
        {meeting.memoNo && <Descriptions.Item label={t('memoNo')}>{meeting.memoNo}</Descriptions.Item>}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('agenda')}
      </Typography.Title>
      <List
        size="small"
        dataSource={meeting.agenda}
        renderItem={(item) => (
          <List.Item>
            <div>
              <strong>
                {localDigits(item.no, lang)}. {item.title}
              </strong>
              {item.carried.length > 0 && (
                <ul aria-label={t('carried')}>
                  {item.carried.map((task) => (
                    <li key={task.id}>
                      {task.text} <TaskStatusTag task={task} />
                    </li>
                  ))}
                </ul>
              )}
              {item.discussion && <div style={{ whiteSpace: 'pre-wrap' }}>{item.discussion}</div>}
            </div>
          </List.Item>
        )}
      />
      <Papers meeting={meeting} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('invitees')}
      </Typography.Title>
      <List
        size="small"
        dataSource={meeting.invitees}
        renderItem={(invitee) => (
          <List.Item>
            <div style={{ overflowWrap: 'anywhere' }}>
              {invitee.kind === 'desk' ? desk(invitee.desk) : nameOf(invitee.office, lang)}
              {invitee.role && ` (${nameOf(invitee.role, lang)})`}
              {invitee.kind === 'office' && (
                <div>
                  {invitee.nominee ? (
                    <>
                      {t('nominee')}: {desk(invitee.nominee)}; {t('substitute')}: {desk(invitee.substitute)}
                    </>
                  ) : (
                    <Tag color="warning">{t('nominationPending')}</Tag>
                  )}
                </div>
              )}
              {['finalised', 'archived', 'minutes_pending'].includes(meeting.status) && (
                <Tag color={invitee.attended ? 'success' : 'default'}>
                  {invitee.attended ? t('attended') : t('absent')}
                </Tag>
              )}
              {meeting.can.nominate.includes(invitee.id) && (
                <Button
                  size="small"
                  type="primary"
                  style={{ marginLeft: 8 }}
                  onClick={() => setNominateFor(invitee.id)}
                >
                  {t('nominate')}
                </Button>
              )}
            </div>
          </List.Item>
        )}
      />
      {meeting.decisions.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('decisions')}
          </Typography.Title>
          <List
            size="small"
            dataSource={meeting.decisions}
            renderItem={(task) => (
              <List.Item>
                <div style={{ overflowWrap: 'anywhere' }}>
                  {task.text}{' '}
                  {(meeting.status === 'finalised' || meeting.status === 'archived') && (
                    <TaskStatusTag task={task} />
                  )}
                  <div>
                    {task.responsibleDesk
                      ? desk(task.responsibleDesk)
                      : task.responsibleOffice
                        ? nameOf(task.responsibleOffice, lang)
                        : ''}
                    {task.deadline ? ` — ${t('deadline')}: ${formatDate(task.deadline, lang)}` : ''}
                  </div>
                </div>
              </List.Item>
            )}
          />
        </>
      )}
      {(meeting.status === 'finalised' || meeting.status === 'archived') && (
        <div style={{ marginTop: 24, border: '1px solid rgba(128,128,128,.3)', overflowX: 'auto' }}>
          <MinutesPrint meeting={meeting} />
        </div>
      )}
      <NominateModal inviteeId={nominateFor} onClose={() => setNominateFor(null)} />
    </>
  );
}

export function MeetingDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const meeting = useMeeting(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={meeting.data ? meeting.data.title : id ? t('meetingNo', { id: localDigits(id, lang) }) : ''}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {meeting.data ? <MeetingDetailBody meeting={meeting.data} /> : meeting.isError ? <Empty /> : null}
    </Drawer>
  );
}
