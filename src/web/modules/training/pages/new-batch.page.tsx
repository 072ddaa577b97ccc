/**
 * new-batch (and new-batch-internal): a batch of a title with its venue, medium, dates, seats,
 * timetable, trainers and a quota per office, checked with the API's schema (downloaded when the
 * person enters the form, components/plain-form.tsx). A school account makes internal batches of its
 * own office. The app admins may add a provider or a title on the spot. Plain HTML: the browser's
 * own select, date and number fields; an office is searched on the server as the person types.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BatchInput } from '../../../../common/contracts/training.contract';
import { TRAINING_MEDIA, type TrainingMedium } from '../../../../common/contracts/training.paths';
import { canManageTraining } from '../../../../common/permissions';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { PlainField, prepareTrainingRules, usePlainForm } from '../components/plain-form';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import {
  useAddProvider,
  useAddTitle,
  useCreateBatch,
  useProviders,
  useTitles,
  useTrainers,
} from '../training.api';

const TEXT_FIELDS = ['nameBn', 'venue', 'medium', 'startDate', 'endDate', 'seats', 'timetable'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface QuotaRow {
  /** The row's own key, so removing one keeps the others' fields. */
  key: number;
  officeId: number | null;
  quota: string;
}

/** A quota's field by the schema's path (quotas, its index, officeId or quota). */
const quotaField = (index: number, part: 'officeId' | 'quota') => `quotas.${index}.${part}`;
const fieldOfPath = (path: PropertyKey[]) =>
  path[0] === 'quotas' && typeof path[1] === 'number' && (path[2] === 'officeId' || path[2] === 'quota')
    ? quotaField(path[1], path[2])
    : String(path[0] ?? '');

export default function NewBatchPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const navigate = useNavigate();
  const subject = useSubject();
  const [providerOrgId, setProviderOrgId] = useState<number>();
  const [titleId, setTitleId] = useState('');
  const [values, setValues] = useState<Record<TextField, string>>({
    nameBn: '',
    venue: '',
    medium: 'in_person',
    startDate: '',
    endDate: '',
    seats: '30',
    timetable: '',
  });
  const [trainerIds, setTrainerIds] = useState<number[]>([]);
  const [quotas, setQuotas] = useState<QuotaRow[]>([]);
  const providers = useProviders();
  const titles = useTitles(providerOrgId);
  const trainers = useTrainers({ pageSize: 200 });
  const create = useCreateBatch();
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  const withQuotas = kind === 'internal' && canManageTraining(subject);
  const order = [
    'titleId',
    'nameBn',
    'venue',
    'medium',
    'startDate',
    'endDate',
    'seats',
    'trainerIds',
    'timetable',
    'quotas',
    ...quotas.flatMap((_, index) => [quotaField(index, 'officeId'), quotaField(index, 'quota')]),
  ];
  const form = usePlainForm<string>('batch', order);

  const change = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clear(field);
  };
  const setQuota = (index: number, change: Partial<QuotaRow>) => {
    setQuotas((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
    for (const part of Object.keys(change) as ('officeId' | 'quota')[]) form.clear(quotaField(index, part));
    form.clear('quotas');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
    const input = {
      kind,
      titleId: number(titleId),
      nameBn: values.nameBn,
      venue: values.venue,
      medium: values.medium as TrainingMedium,
      startDate: values.startDate,
      endDate: values.endDate,
      seats: number(values.seats),
      timetable: values.timetable || undefined,
      trainerIds,
      quotas: withQuotas
        ? quotas.map((row) => ({ officeId: row.officeId ?? undefined, quota: number(row.quota) }))
        : [],
    } as BatchInput;
    if (!(await form.check((rules) => rules.batchInputSchema, input, fieldOfPath))) return;
    create.mutate(input, {
      onSuccess: () => {
        toast('success', t('saved'));
        navigate(sibling('batchlist'));
      },
      onError: form.refused,
    });
  };

  const quotaProblem = form.message('quotas');
  return (
    <Panel title={t('newBatch')}>
      <form className="plain-form training-form" onSubmit={submit} onFocus={prepareTrainingRules} noValidate>
        <fieldset disabled={create.isPending}>
          <div className="training-form-grid">
            <div className="plain-field">
              <label htmlFor="batch-provider">{t('provider')}</label>
              <select
                id="batch-provider"
                className="plain-select"
                value={providerOrgId ?? ''}
                onChange={(event) => {
                  setProviderOrgId(Number(event.target.value) || undefined);
                  // Another provider's titles are others: the chosen one goes.
                  setTitleId('');
                }}
              >
                <option value="">{t('allProviders')}</option>
                {(providers.data ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {name(item)}
                  </option>
                ))}
              </select>
              {canManageTraining(subject) && <NewCatalogueEntry providerOrgId={providerOrgId} />}
            </div>
            <PlainField form={form} field="titleId" label={t('title')} required>
              <select
                {...form.control('titleId', true)}
                className="plain-select"
                value={titleId}
                onChange={(event) => {
                  setTitleId(event.target.value);
                  form.clear('titleId');
                }}
              >
                <option value="" disabled>
                  {t('choose')}
                </option>
                {(titles.data ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {name(item)}
                  </option>
                ))}
              </select>
            </PlainField>
            <PlainField form={form} field="nameBn" label={t('batchName')} required>
              <input
                {...form.control('nameBn', true)}
                maxLength={200}
                value={values.nameBn}
                onChange={change('nameBn')}
              />
            </PlainField>
            <PlainField form={form} field="venue" label={t('venue')} required>
              <input
                {...form.control('venue', true)}
                maxLength={300}
                value={values.venue}
                onChange={change('venue')}
              />
            </PlainField>
            <PlainField form={form} field="medium" label={t('medium')} required>
              <select
                {...form.control('medium', true)}
                className="plain-select"
                value={values.medium}
                onChange={change('medium')}
              >
                {TRAINING_MEDIA.map((value) => (
                  <option key={value} value={value}>
                    {t(`medium_${value}`)}
                  </option>
                ))}
              </select>
            </PlainField>
            <PlainField form={form} field="seats" label={t('seats')} required>
              <input
                {...form.control('seats', true)}
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                value={values.seats}
                onChange={change('seats')}
              />
            </PlainField>
            <PlainField form={form} field="startDate" label={t('startDate')} required>
              <input
                {...form.control('startDate', true)}
                type="date"
                value={values.startDate}
                onChange={change('startDate')}
              />
            </PlainField>
            <PlainField form={form} field="endDate" label={t('endDate')} required>
              <input
                {...form.control('endDate', true)}
                type="date"
                min={values.startDate || undefined}
                value={values.endDate}
                onChange={change('endDate')}
              />
            </PlainField>
            <fieldset className="plain-field plain-field-wide training-choices">
              <legend>{t('trainers')}</legend>
              {(trainers.data?.items ?? []).map((item) => (
                <label key={item.id} className="training-choice">
                  <input
                    type="checkbox"
                    checked={trainerIds.includes(item.id)}
                    onChange={(event) =>
                      setTrainerIds((current) =>
                        event.target.checked ? [...current, item.id] : current.filter((id) => id !== item.id),
                      )
                    }
                  />
                  {name(item)}
                </label>
              ))}
            </fieldset>
            <PlainField form={form} field="timetable" label={t('timetable')} wide>
              <textarea
                {...form.control('timetable')}
                rows={3}
                maxLength={2000}
                value={values.timetable}
                onChange={change('timetable')}
              />
            </PlainField>
          </div>
          {withQuotas && (
            <section className="training-quotas" aria-labelledby="batch-quotas-title">
              <h2 id="batch-quotas-title" className="training-quotas-title">
                {t('quotas')}
              </h2>
              {quotas.map((row, index) => (
                <div key={row.key} className="training-quota-row">
                  <PlainField form={form} field={quotaField(index, 'officeId')} label={t('office')} required>
                    <OptionSelect
                      kind="offices"
                      {...form.control(quotaField(index, 'officeId'), true)}
                      value={row.officeId}
                      onChange={(officeId) => setQuota(index, { officeId })}
                    />
                  </PlainField>
                  <PlainField form={form} field={quotaField(index, 'quota')} label={t('quota')} required>
                    <input
                      {...form.control(quotaField(index, 'quota'), true)}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={1000}
                      value={row.quota}
                      onChange={(event) => setQuota(index, { quota: event.target.value })}
                    />
                  </PlainField>
                  <button
                    type="button"
                    className="action-button small"
                    aria-label={t('remove')}
                    onClick={() => {
                      setQuotas((current) => current.filter((_, at) => at !== index));
                      form.show({});
                    }}
                  >
                    <MinusCircleOutlined aria-hidden="true" />
                  </button>
                </div>
              ))}
              {quotaProblem && (
                <div id={`${form.idOf('quotas')}-error`} className="plain-field-error" role="alert">
                  {quotaProblem}
                </div>
              )}
              <button
                type="button"
                id={form.idOf('quotas')}
                className="action-button"
                onClick={() =>
                  setQuotas((current) => [
                    ...current,
                    { key: Math.max(0, ...current.map((row) => row.key)) + 1, officeId: null, quota: '5' },
                  ])
                }
              >
                <PlusOutlined aria-hidden="true" />
                {t('addQuota')}
              </button>
            </section>
          )}
          <button type="submit" className="plain-button plain-primary" aria-busy={create.isPending}>
            {t('save')}
          </button>
        </fieldset>
      </form>
    </Panel>
  );
}

/** A provider or a title added without leaving the form (app admins). */
function NewCatalogueEntry({ providerOrgId }: { providerOrgId?: number }) {
  const { t } = useTranslation('training');
  const [text, setText] = useState('');
  const addProvider = useAddProvider();
  const addTitle = useAddTitle();
  const label = providerOrgId ? t('newTitle') : t('newProvider');
  const add = () => {
    const input = { nameBn: text.trim(), nameEn: text.trim() };
    const done = {
      onSuccess: () => {
        setText('');
        toast('success', t('saved'));
      },
      onError: (error: unknown) => showError(error),
    };
    if (providerOrgId) addTitle.mutate({ ...input, providerOrgId }, done);
    else addProvider.mutate(input, done);
  };
  return (
    <div className="training-new-entry">
      <input
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" className="action-button" disabled={!text.trim()} onClick={add}>
        {label}
      </button>
    </div>
  );
}
