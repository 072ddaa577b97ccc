/**
 * add-trainer (and add-trainer-internal): a trainer, an officer of the app or an outsider, with
 * subjects. Plain HTML: the fields are checked with the contract's schema, downloaded when the
 * person enters the form (components/training-form.tsx); the server checks them again.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TrainerInput } from '../../../../common/contracts/training.contract';
import { Combobox } from '../../../components/combobox';
import { Panel } from '../../../components/panel';
import { Field, TextAreaField } from '../../../components/plain-fields';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { usePlainForm } from '../../../lib/use-plain-form';
import { NamedTextFields, TrainingForm, useTrainingChecks } from '../components/training-form';
import { useSiblingPath } from '../components/training-kind';
import { useAddTrainer, useOfficerOptions } from '../training.api';

const TEXT_FIELDS = ['nameBn', 'nameEn', 'designation', 'organisation', 'mobile', 'email'] as const;
const REQUIRED = ['nameBn', 'nameEn'] as const;

const EMPTY = {
  userId: null as number | null,
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
  const form = usePlainForm(EMPTY, 'trainer');
  const { values } = form;
  const checks = useTrainingChecks(form);
  const add = useAddTrainer();
  const { debounced, setSearch } = useDebouncedSearch();
  const [typed, setTyped] = useState(false);
  const officers = useOfficerOptions({ search: debounced || undefined }, typed);

  const chooseOfficer = (id: number | null) => {
    form.set('userId', id);
    const officer = officers.data?.find((item) => item.userId === id);
    // The officer's own names and post fill the fields, which may still be corrected.
    if (officer) {
      form.set('nameBn', officer.nameBn);
      form.set('nameEn', officer.nameEn);
      form.set('designation', officer.designation ?? '');
      form.set('organisation', officer.office.nameBn);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const optional = (value: string) => value || undefined;
    const input: TrainerInput = {
      userId: values.userId ?? undefined,
      nameBn: values.nameBn,
      nameEn: values.nameEn,
      designation: optional(values.designation),
      organisation: optional(values.organisation),
      mobile: optional(values.mobile),
      email: optional(values.email),
      subjects: values.subjects,
    };
    if (!(await checks.check((rules) => rules.trainerInputSchema, input))) return;
    add.mutate(input, {
      onSuccess: () => {
        toast('success', t('saved'));
        navigate(sibling('trainerlist'));
      },
      onError: checks.refused,
    });
  };

  return (
    <Panel title={t('addTrainerTitle')}>
      <TrainingForm form={form} onSubmit={submit} busy={add.isPending}>
        <div className="plain-form-grid">
          <Field form={form} path="userId" label={t('officerTrainer')} wide>
            {(control) => (
              <Combobox
                {...control}
                options={(officers.data ?? []).map((item) => {
                  const text = `${item.nameBn}, ${item.designation ?? ''}, ${item.office.nameBn}`;
                  return { value: item.userId, label: text, text };
                })}
                value={values.userId}
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
            )}
          </Field>
          <NamedTextFields
            form={form}
            fields={TEXT_FIELDS}
            required={REQUIRED}
            inputOf={(field) => ({
              ...(field === 'mobile' && { inputMode: 'tel', autoComplete: 'off' }),
              ...(field === 'email' && { type: 'email', autoComplete: 'off' }),
            })}
          />
          <TextAreaField
            form={form}
            path="subjects"
            label={t('subjects')}
            required
            wide
            name="subjects"
            rows={2}
            maxLength={500}
          />
        </div>
      </TrainingForm>
    </Panel>
  );
}
