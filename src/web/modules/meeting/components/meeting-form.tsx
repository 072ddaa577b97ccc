/**
 * Calling a meeting (new-meeting-view for the own office's desks, new-meeting-other-office for other
 * offices and designations too): subject, type, chair, day and time, venue or online link, the
 * earlier meeting of a series, the agenda and the invitees. Checked with the contract's schema; saved
 * as a draft, whose invitations go out from the meeting's page. Given a draft meeting, the same form
 * edits it (from the meeting's page) and saves it with the update.
 *
 * Plain HTML (lib/use-plain-form.ts, components/plain-fields.tsx), so the two pages load no UI kit:
 * the day and times are the browser's date and time fields, the chair and each office comboboxes
 * searched as the person types, the invited desks boxes to tick, and the contract's schema is
 * downloaded when the person first enters the form.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MeetingDetail, MeetingInput, MeetingKind } from '../../../../common/contracts/meeting.contract';
import { MEETING_TYPES, type MeetingType } from '../../../../common/contracts/meeting.paths';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { REVIEW_AGENDA_BN } from '../../../../common/meeting.names';
import type { ComboboxOption } from '../../../components/combobox';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import {
  ChoiceField,
  ComboboxField,
  DayField,
  SubmitButton,
  TextField,
} from '../../../components/plain-fields';
import { CheckListField } from '../../../components/plain-fields-more';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import {
  type FormFields,
  type Problems,
  problemsOf,
  serverProblems,
  usePlainForm,
} from '../../../lib/use-plain-form';
import { meetingApi, useMeetingDesks, useMeetingMutation, useMeetings } from '../meeting.api';

const loadMeetingRules = () =>
  import('../../../../common/contracts/meeting.contract').then((contract) => contract.meetingInputSchema);

/** An invited office and, if given, the one designation of it that nominates; `key` keeps its row. */
interface OfficeRow {
  key: number;
  officeId: number | null;
  roleId: number | null;
}

interface FormValues {
  title: string;
  meetingType: string;
  chairDeskId: number | null;
  meetingDate: string;
  startTime: string;
  endTime: string;
  venue: string;
  onlineLink: string;
  /** The earlier meeting's id as the select holds it; '' for none. */
  previousMeetingId: string;
  agenda: string[];
  deskIds: number[];
  offices: OfficeRow[];
}

/** The fields of the form: the checks of before are replaced by those of now under them. */
const FIELDS = [
  'title',
  'meetingType',
  'chairDeskId',
  'meetingDate',
  'startTime',
  'endTime',
  'venue',
  'onlineLink',
  'previousMeetingId',
  'agenda',
  'deskIds',
  'offices',
] as const;

let rowKeys = 0;
const officeRow = (officeId: number | null = null, roleId: number | null = null): OfficeRow => ({
  key: ++rowKeys,
  officeId,
  roleId,
});

/** A new meeting's values: its kind's usual type, one empty agenda item and, between offices, one office row. */
function newValues(kind: MeetingKind): FormValues {
  return {
    title: '',
    meetingType: kind === 'own' ? 'regular' : 'coordination',
    chairDeskId: null,
    meetingDate: '',
    startTime: '10:00',
    endTime: '',
    venue: '',
    onlineLink: '',
    previousMeetingId: '',
    agenda: [''],
    deskIds: [],
    offices: kind === 'inter_office' ? [officeRow()] : [],
  };
}

/** The form's values of a draft: its agenda without the review item the series adds by itself. */
function draftValues(meeting: MeetingDetail): FormValues {
  return {
    title: meeting.title,
    meetingType: meeting.meetingType,
    chairDeskId: meeting.chair?.deskId ?? null,
    meetingDate: meeting.meetingDate,
    startTime: meeting.startTime,
    endTime: meeting.endTime ?? '',
    venue: meeting.venue ?? '',
    onlineLink: meeting.onlineLink ?? '',
    previousMeetingId: meeting.previousMeetingId ? String(meeting.previousMeetingId) : '',
    agenda: meeting.agenda
      .filter((item) => !(item.no === 1 && meeting.previousMeetingId && item.title === REVIEW_AGENDA_BN))
      .map((item) => item.title),
    deskIds: meeting.invitees.flatMap((invitee) =>
      invitee.kind === 'desk' && invitee.desk ? [invitee.desk.deskId] : [],
    ),
    offices: meeting.invitees
      .filter((invitee) => invitee.kind === 'office')
      .map((invitee) => officeRow(invitee.office.id, invitee.role?.id ?? null)),
  };
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/** What is sent: the agenda as typed (an empty item is refused by the checks), the invitees in one list. */
function inputOf(kind: MeetingKind, values: FormValues): MeetingInput {
  return {
    kind,
    title: values.title,
    meetingType: values.meetingType as MeetingType,
    chairDeskId: values.chairDeskId ?? undefined,
    meetingDate: values.meetingDate,
    startTime: values.startTime,
    endTime: blankToUndefined(values.endTime),
    venue: blankToUndefined(values.venue),
    onlineLink: blankToUndefined(values.onlineLink),
    previousMeetingId: values.previousMeetingId ? Number(values.previousMeetingId) : undefined,
    agenda: values.agenda,
    invitees: [
      ...values.deskIds.map((deskId) => ({ kind: 'desk' as const, deskId })),
      ...values.offices
        .filter((office) => office.officeId)
        .map((office) => ({
          kind: 'office' as const,
          officeId: office.officeId ?? undefined,
          roleId: office.roleId ?? undefined,
        })),
    ],
  };
}

/** The problems at the form's own fields: the invitees' (too many) under the invited desks. */
function atFields(found: Problems): Problems {
  const mapped: Problems = {};
  for (const [path, message] of Object.entries(found)) {
    const field = path.startsWith('invitees') ? 'deskIds' : path;
    mapped[field] ??= message;
  }
  return mapped;
}

/** Options searched in the list at hand (the desks, the designations), as the person types. */
function useLocalSearch<V extends string | number>(all: readonly ComboboxOption<V>[]) {
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const found = words ? all.filter((option) => option.text.toLowerCase().includes(words)) : all;
  return { found, onSearch: setSearch };
}

/** One invited office, searched on the server, and the designation of it that nominates. */
function OfficeInvitee({
  form,
  index,
  known,
  designations,
  onRemove,
}: {
  form: FormFields;
  index: number;
  /** Offices already chosen (an edited draft's), named even before a search finds them. */
  known: Named[];
  designations: readonly ComboboxOption<number>[];
  onRemove: () => void;
}) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const options = useOptions('offices', { search: debounced, pageSize: 20 });
  const value = form.get(`offices.${index}.officeId`);
  const found = (options.data?.items ?? []) as Named[];
  const items = [
    ...known.filter((office) => office.id === value && !found.some((item) => item.id === office.id)),
    ...found,
  ];
  const roles = useLocalSearch(designations);
  return (
    <div className="family-row">
      <ComboboxField<number>
        form={form}
        path={`offices.${index}.officeId`}
        label={t('office')}
        found={items.map((office) => ({
          value: office.id,
          text: nameOf(office, lang),
          label: nameOf(office, lang),
        }))}
        busy={options.isFetching}
        onSearch={setSearch}
        clearLabel={t('clearChoice')}
      />
      <ComboboxField<number>
        form={form}
        path={`offices.${index}.roleId`}
        label={t('designation')}
        found={roles.found}
        busy={false}
        onSearch={roles.onSearch}
        clearLabel={t('clearChoice')}
      />
      <button
        type="button"
        className="plain-button meeting-form-remove"
        aria-label={t('removeOffice', { no: localDigits(index + 1, lang) })}
        onClick={onRemove}
      >
        <MinusCircleOutlined aria-hidden="true" />
      </button>
    </div>
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
  const form = usePlainForm<FormValues>(meeting ? draftValues(meeting) : newValues(kind), 'meeting');
  const { values } = form;
  const desks = useMeetingDesks();
  const designations = useOptions('designations', { pageSize: 200 }, kind === 'inter_office');
  const previous = useMeetings({ view: 'completed', kind, pageSize: 50 });
  const save = useMeetingMutation((input: MeetingInput) =>
    meeting ? meetingApi.update({ ...input, id: meeting.id }) : meetingApi.create(input),
  );
  const [busy, setBusy] = useState(false);
  const deskOptions = (desks.data ?? []).map((desk) => {
    const text = `${lang === 'en' ? desk.labelEn : desk.labelBn}${desk.holder ? ` — ${nameOf(desk.holder, lang)}` : ''}`;
    return { value: desk.deskId, label: text, text };
  });
  const chairs = useLocalSearch(deskOptions);
  const designationOptions = ((designations.data?.items ?? []) as Named[]).map((role) => ({
    value: role.id,
    text: nameOf(role, lang),
    label: nameOf(role, lang),
  }));
  const previousOptions = [
    ...(meeting?.previousMeetingId &&
    !previous.data?.items.some((item) => item.id === meeting.previousMeetingId)
      ? [
          {
            value: String(meeting.previousMeetingId),
            label: t('meetingNo', { id: localDigits(meeting.previousMeetingId, lang) }),
          },
        ]
      : []),
    ...(previous.data?.items ?? []).map((item) => ({
      value: String(item.id),
      label: `${item.title} (${localDigits(item.meetingDate, lang)})`,
    })),
  ];

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const schema = await loadMeetingRules().catch(() => undefined);
    if (!schema) {
      toast('error', t('common:networkError'));
      return;
    }
    const input = inputOf(kind, values);
    const found = atFields(problemsOf(schema, input));
    form.report(found, FIELDS);
    form.focusFirstProblem();
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await save.mutateAsync({
        ...input,
        agenda: input.agenda.filter((item) => item.trim()),
      });
      toast('success', t('saved'));
      if (meeting) onDone?.();
      else navigate(`/meeting-mgt/upcoming-meeting-list-other-office?meeting=${saved.id}`);
    } catch (error) {
      form.report(atFields(serverProblems(error)));
      form.focusFirstProblem();
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const removeAgenda = (index: number) =>
    form.set(
      'agenda',
      values.agenda.filter((_, other) => other !== index),
    );
  const removeOffice = (key: number) =>
    form.set(
      'offices',
      values.offices.filter((row) => row.key !== key),
    );
  const known = meeting?.invitees.map((invitee) => invitee.office) ?? [];

  return (
    <Panel
      title={meeting ? t('editMeeting') : kind === 'own' ? t('newMeetingView') : t('newMeetingOtherOffice')}
    >
      <form
        ref={form.ref}
        className="plain-form meeting-form"
        aria-label={
          meeting ? t('editMeeting') : kind === 'own' ? t('newMeetingView') : t('newMeetingOtherOffice')
        }
        onSubmit={onSave}
        onFocus={() => loadMeetingRules().catch(() => undefined)}
        noValidate
      >
        <fieldset disabled={busy}>
          <div className="plain-form-grid">
            <TextField form={form} path="title" label={t('title')} maxLength={300} required wide />
            <ChoiceField
              form={form}
              path="meetingType"
              label={t('meetingType')}
              options={MEETING_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))}
              required
            />
            <ComboboxField<number>
              form={form}
              path="chairDeskId"
              label={t('chair')}
              found={chairs.found}
              busy={desks.isLoading}
              onSearch={chairs.onSearch}
              clearLabel={t('clearChoice')}
              required
            />
            <DayField form={form} path="meetingDate" label={t('date')} allowFuture required />
            <div className="meeting-form-times">
              {/* The browser's time field: a phone's keypad needs no ':', and the value is HH:mm. */}
              <TextField form={form} path="startTime" label={t('startTime')} type="time" required />
              <TextField form={form} path="endTime" label={t('endTime')} type="time" />
            </div>
            <TextField form={form} path="venue" label={t('venue')} maxLength={300} />
            <TextField
              form={form}
              path="onlineLink"
              label={t('onlineLink')}
              maxLength={500}
              inputMode="url"
              placeholder="https://"
            />
            <ChoiceField
              form={form}
              path="previousMeetingId"
              label={t('previousMeeting')}
              hint={t('previousHint')}
              options={previousOptions}
              placeholder={t('noPreviousMeeting')}
              wide
            />
          </div>

          <h2 className="plain-form-section">{t('agenda')}</h2>
          {values.agenda.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an item's field is named by its place ('agenda.1')
            <div key={index} className="family-row">
              <TextField
                form={form}
                path={`agenda.${index}`}
                label={t('agendaItem', { no: localDigits(index + 1, lang) })}
                maxLength={500}
              />
              {values.agenda.length > 1 && (
                <button
                  type="button"
                  className="plain-button meeting-form-remove"
                  aria-label={t('removeAgenda', { no: localDigits(index + 1, lang) })}
                  onClick={() => removeAgenda(index)}
                >
                  <MinusCircleOutlined aria-hidden="true" />
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="plain-button family-add"
            onClick={() => form.set('agenda', [...values.agenda, ''])}
          >
            <PlusOutlined aria-hidden="true" /> {t('addAgenda')}
          </button>

          <h2 className="plain-form-section">{t('invitees')}</h2>
          <CheckListField<number>
            form={form}
            path="deskIds"
            legend={t('inviteDesks')}
            scrolls
            options={deskOptions.map(({ value, text }) => ({ value, label: text }))}
          />
          {kind === 'inter_office' && (
            <>
              <p className="plain-muted">{t('inviteOfficesHint')}</p>
              {values.offices.map((row, index) => (
                <OfficeInvitee
                  key={row.key}
                  form={form}
                  index={index}
                  known={known}
                  designations={designationOptions}
                  onRemove={() => removeOffice(row.key)}
                />
              ))}
              <button
                type="button"
                className="plain-button family-add"
                onClick={() => form.set('offices', [...values.offices, officeRow()])}
              >
                <PlusOutlined aria-hidden="true" /> {t('addOffice')}
              </button>
            </>
          )}
          <div className="form-actions meeting-form-actions">
            <SubmitButton busy={busy}>{t('saveDraft')}</SubmitButton>
            {meeting && (
              <button type="button" className="plain-button" onClick={onDone}>
                {t('common:cancel')}
              </button>
            )}
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
