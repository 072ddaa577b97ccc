/**
 * internal-training-student-create (role 34): a student of the school, checked with the API's
 * schema (downloaded when the person enters the form, components/training-form.tsx), and the
 * school's students under it. Plain HTML.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../../common/contracts/training.paths';
import { Panel } from '../../../components/panel';
import { toast } from '../../../lib/toast';
import { usePlainForm } from '../../../lib/use-plain-form';
import { StudentTable } from '../components/student-table';
import {
  NamedTextFields,
  RequiredChoice,
  TrainingForm,
  useTrainingChecks,
} from '../components/training-form';
import { useCreateStudent } from '../training.api';

const TEXT_FIELDS = ['nameBn', 'nameEn', 'nid', 'mobile', 'institution', 'className'] as const;
/** All but the English name and the class. */
const REQUIRED = ['nameBn', 'nid', 'mobile', 'institution'] as const;

const EMPTY = {
  nameBn: '',
  nameEn: '',
  nid: '',
  mobile: '',
  institution: '',
  className: '',
  gender: '',
};

export default function StudentCreatePage() {
  const { t } = useTranslation('training');
  const form = usePlainForm(EMPTY, 'student');
  const { values } = form;
  const checks = useTrainingChecks(form);
  const create = useCreateStudent();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const input = {
      ...values,
      nameEn: values.nameEn || undefined,
      className: values.className || undefined,
      gender: values.gender as (typeof GENDERS)[number],
    };
    if (!(await checks.check((rules) => rules.studentInputSchema, input))) return;
    create.mutate(input, {
      onSuccess: () => {
        toast('success', t('studentCreated'));
        form.reset(EMPTY);
      },
      onError: checks.refused,
    });
  };

  return (
    <>
      <Panel title={t('internalTrainingStudentCreate')} style={{ marginBottom: 16 }}>
        <TrainingForm form={form} onSubmit={submit} busy={create.isPending}>
          <div className="plain-form-grid">
            <NamedTextFields
              form={form}
              fields={TEXT_FIELDS}
              required={REQUIRED}
              inputOf={(field) => ({
                autoComplete: 'off',
                ...((field === 'mobile' || field === 'nid') && { inputMode: 'numeric' }),
              })}
            />
            <RequiredChoice
              form={form}
              path="gender"
              label={t('gender')}
              options={GENDERS.map((value) => ({ value, label: t(`gender_${value}`) }))}
            />
          </div>
        </TrainingForm>
      </Panel>
      <StudentTable />
    </>
  );
}
