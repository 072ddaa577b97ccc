/**
 * add-trainer (and add-trainer-internal): a trainer, an officer of the app or an outsider, with
 * subjects. Plain HTML: the fields are checked with the contract's schema, downloaded when the
 * person enters the form (components/plain-form.tsx); the server checks them again.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TrainerInput } from '../../../../common/contracts/training.contract';
import { Combobox } from '../../../components/combobox';
import { Panel } from '../../../components/panel';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { PlainField, prepareTrainingRules, usePlainForm } from '../components/plain-form';
import { useSiblingPath } from '../components/training-kind';
import { useAddTrainer, useOfficerOptions } from '../training.api';

const TEXT_FIELDS = ['nameBn', 'nameEn', 'designation', 'organisation', 'mobile', 'email'] as const;
type TextField = (typeof TEXT_FIELDS)[number] | 'subjects';
const FIELDS = ['userId', ...TEXT_FIELDS, 'subjects'] as const;
const REQUIRED = new Set<string>(['nameBn', 'nameEn', 'subjects']);

const EMPTY: Record<TextField, string> = {
  nameBn: '',
  nameEn: '',
  designation: '',
  organisation: '',
  mobile: '',
  email: '',
  subjects: '',
};

export default function AddTrainerPage() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const sibling = useSiblingPath();
  const form = usePlainForm('trainer', FIELDS);
  const [values, setValues] = useState(EMPTY);
  const [userId, setUserId] = useState<number | null>(null);
  const add = useAddTrainer();
  const { debounced, setSearch } = useDebouncedSearch();
  const [typed, setTyped] = useState(false);
  const officers = useOfficerOptions({ search: debounced || undefined }, typed);

  const change = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clear(field);
  };

  const chooseOfficer = (id: number | null) => {
    setUserId(id);
    const officer = officers.data?.find((item) => item.userId === id);
    // The officer's own names and post fill the fields, which may still be corrected.
    if (officer)
      setValues((current) => ({
        ...current,
        nameBn: officer.nameBn,
        nameEn: officer.nameEn,
        designation: officer.designation ?? '',
        organisation: officer.office.nameBn,
      }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const optional = (value: string) => value || undefined;
    const input: TrainerInput = {
      userId: userId ?? undefined,
      nameBn: values.nameBn,
      nameEn: values.nameEn,
      designation: optional(values.designation),
      organisation: optional(values.organisation),
      mobile: optional(values.mobile),
      email: optional(values.email),
      subjects: values.subjects,
    };
    if (!(await form.check((rules) => rules.trainerInputSchema, input))) return;
    add.mutate(input, {
      onSuccess: () => {
        toast('success', t('saved'));
        navigate(sibling('trainerlist'));
      },
      onError: form.refused,
    });
  };

  return (
    <Panel title={t('addTrainerTitle')}>
      <form className="plain-form training-form" onSubmit={submit} onFocus={prepareTrainingRules} noValidate>
        <fieldset disabled={add.isPending}>
          <div className="training-form-grid">
            <PlainField form={form} field="userId" label={t('officerTrainer')} wide>
              <Combobox
                {...form.control('userId')}
                options={(officers.data ?? []).map((item) => {
                  const text = `${item.nameBn}, ${item.designation ?? ''}, ${item.office.nameBn}`;
                  return { value: item.userId, label: text, text };
                })}
                value={userId}
                onChange={chooseOfficer}
                onSearch={(text) => {
                  if (text) setTyped(true);
                  setSearch(text);
                }}
                allowClear
                clearLabel={t('clearChoice')}
                busy={officers.isFetching}
                emptyText={officers.isFetching ? t('common:loading') : t('common:noData')}
              />
            </PlainField>
            {TEXT_FIELDS.map((field) => (
              <PlainField
                key={field}
                form={form}
                field={field}
                label={t(field)}
                required={REQUIRED.has(field)}
              >
                <input
                  {...form.control(field, REQUIRED.has(field))}
                  name={field}
                  maxLength={200}
                  {...(field === 'mobile' && { inputMode: 'tel', autoComplete: 'off' })}
                  {...(field === 'email' && { type: 'email', autoComplete: 'off' })}
                  value={values[field]}
                  onChange={change(field)}
                />
              </PlainField>
            ))}
            <PlainField form={form} field="subjects" label={t('subjects')} required wide>
              <textarea
                {...form.control('subjects', true)}
                name="subjects"
                rows={2}
                maxLength={500}
                value={values.subjects}
                onChange={change('subjects')}
              />
            </PlainField>
          </div>
          <button type="submit" className="plain-button plain-primary" aria-busy={add.isPending}>
            {t('save')}
          </button>
        </fieldset>
      </form>
    </Panel>
  );
}
