/**
 * new-batch (and new-batch-internal): a batch of a title with its venue, medium, dates, seats,
 * timetable, trainers and a quota per office, checked with the API's schema (downloaded when
 * the person enters the form, components/training-form.tsx). A school account makes internal
 * batches of its own office. The app admins may add a provider or a title on the spot. Plain HTML: the browser's
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
import { ChoiceField, Field, FieldProblem, TextAreaField, TextField } from '../../../components/plain-fields';
import { CheckListField } from '../../../components/plain-fields-more';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { usePlainForm } from '../../../lib/use-plain-form';
import { useSubject } from '../../../lib/use-session';
import { RequiredChoice, TrainingForm, useTrainingChecks } from '../components/training-form';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import {
  useAddProvider,
  useAddTitle,
  useCreateBatch,
  useProviders,
  useTitles,
  useTrainers,
} from '../training.api';

interface QuotaRow {
  /** The row's own key, so removing one keeps the others' fields. */
  key: number;
  officeId: number | null;
  quota: string;
}

const EMPTY = {
  titleId: '',
  nameBn: '',
  venue: '',
  medium: 'in_person',
  startDate: '',
  endDate: '',
  seats: '30',
  trainerIds: [] as number[],
  timetable: '',
  quotas: [] as QuotaRow[],
};

/** A count of people (the seats, an office's quota). */
const COUNT = { required: true, type: 'number', inputMode: 'numeric', min: 1, max: 1000 } as const;

/** A quota's field, named as the schema's path names it (quotas, its index, officeId or quota). */
const quotaField = (index: number, part: 'officeId' | 'quota') => `quotas.${index}.${part}`;

export default function NewBatchPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const navigate = useNavigate();
  const subject = useSubject();
  const [providerOrgId, setProviderOrgId] = useState<number>();
  const form = usePlainForm(EMPTY, 'batch');
  const { values } = form;
  const checks = useTrainingChecks(form);
  const providers = useProviders();
  const titles = useTitles(providerOrgId);
  const trainers = useTrainers({ pageSize: 200 });
  const create = useCreateBatch();
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  const withQuotas = kind === 'internal' && canManageTraining(subject);

  const chooseOffice = (index: number, officeId: number | null) => {
    form.set(quotaField(index, 'officeId'), officeId);
    // An office chosen twice is said of the whole list: another office may have put it right.
    form.report({ quotas: undefined }, []);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
    const input = {
      kind,
      titleId: number(values.titleId),
      nameBn: values.nameBn,
      venue: values.venue,
      medium: values.medium as TrainingMedium,
      startDate: values.startDate,
      endDate: values.endDate,
      seats: number(values.seats),
      timetable: values.timetable || undefined,
      trainerIds: values.trainerIds,
      quotas: withQuotas
        ? values.quotas.map((row) => ({ officeId: row.officeId ?? undefined, quota: number(row.quota) }))
        : [],
    } as BatchInput;
    if (!(await checks.check((rules) => rules.batchInputSchema, input))) return;
    create.mutate(input, {
      onSuccess: () => {
        toast('success', t('saved'));
        navigate(sibling('batchlist'));
      },
      onError: checks.refused,
    });
  };

  const quotaProblem = form.problems.quotas;
  return (
    <Panel title={t('newBatch')}>
      <TrainingForm form={form} onSubmit={submit} busy={create.isPending}>
        <div className="plain-form-grid">
          <div className="plain-field">
            <label htmlFor="batch-provider">{t('provider')}</label>
            <select
              id="batch-provider"
              className="plain-select"
              value={providerOrgId ?? ''}
              onChange={(event) => {
                setProviderOrgId(Number(event.target.value) || undefined);
                // Another provider's titles are others: the chosen one goes.
                form.set('titleId', '');
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
          <RequiredChoice
            form={form}
            path="titleId"
            label={t('title')}
            options={(titles.data ?? []).map((item) => ({ value: String(item.id), label: name(item) }))}
          />
          <TextField form={form} path="nameBn" label={t('batchName')} required maxLength={200} />
          <TextField form={form} path="venue" label={t('venue')} required maxLength={300} />
          <ChoiceField
            form={form}
            path="medium"
            label={t('medium')}
            required
            options={TRAINING_MEDIA.map((value) => ({ value, label: t(`medium_${value}`) }))}
          />
          <TextField form={form} path="seats" label={t('seats')} {...COUNT} />
          <TextField form={form} path="startDate" label={t('startDate')} required type="date" />
          <TextField
            form={form}
            path="endDate"
            label={t('endDate')}
            required
            type="date"
            min={values.startDate || undefined}
          />
          <CheckListField
            form={form}
            path="trainerIds"
            legend={t('trainers')}
            scrolls
            options={(trainers.data?.items ?? []).map((item) => ({ value: item.id, label: name(item) }))}
          />
          <TextAreaField form={form} path="timetable" label={t('timetable')} wide rows={3} maxLength={2000} />
        </div>
        {withQuotas && (
          <section className="training-quotas" aria-labelledby="batch-quotas-title">
            <h2 id="batch-quotas-title" className="training-quotas-title">
              {t('quotas')}
            </h2>
            {values.quotas.map((row, index) => (
              <div key={row.key} className="training-quota-row">
                <Field form={form} path={quotaField(index, 'officeId')} label={t('office')} required>
                  {(control) => (
                    <OptionSelect
                      kind="offices"
                      {...control}
                      value={row.officeId}
                      onChange={(officeId) => chooseOffice(index, officeId)}
                    />
                  )}
                </Field>
                <TextField form={form} path={quotaField(index, 'quota')} label={t('quota')} {...COUNT} />
                <button
                  type="button"
                  className="action-button small"
                  aria-label={t('remove')}
                  onClick={() =>
                    form.set(
                      'quotas',
                      values.quotas.filter((_, at) => at !== index),
                    )
                  }
                >
                  <MinusCircleOutlined aria-hidden="true" />
                </button>
              </div>
            ))}
            <FieldProblem id={`${form.idOf('quotas')}-error`} message={quotaProblem} />
            {/* An office chosen twice takes the focus here, where the list is added to. */}
            <button
              type="button"
              id={form.idOf('quotas')}
              className="action-button"
              {...(quotaProblem && {
                'aria-invalid': true,
                'aria-describedby': `${form.idOf('quotas')}-error`,
              })}
              onClick={() =>
                form.set('quotas', [
                  ...values.quotas,
                  {
                    key: Math.max(0, ...values.quotas.map((row) => row.key)) + 1,
                    officeId: null,
                    quota: '5',
                  },
                ])
              }
            >
              <PlusOutlined aria-hidden="true" />
              {t('addQuota')}
            </button>
          </section>
        )}
      </TrainingForm>
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
