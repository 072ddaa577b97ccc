/**
 * internal-training-student-create (role 34): a student of the school, checked with the API's
 * schema (downloaded when the person enters the form, components/plain-form.tsx), and the school's
 * students under it. Plain HTML.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../../common/contracts/training.paths';
import { Panel } from '../../../components/panel';
import { toast } from '../../../lib/toast';
import { PlainField, prepareTrainingRules, usePlainForm } from '../components/plain-form';
import { StudentTable } from '../components/student-table';
import { useCreateStudent } from '../training.api';

const TEXT_FIELDS = ['nameBn', 'nameEn', 'nid', 'mobile', 'institution', 'className'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const FIELDS = [...TEXT_FIELDS, 'gender'] as const;
const OPTIONAL = new Set<string>(['nameEn', 'className']);

const EMPTY: Record<TextField | 'gender', string> = {
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
  const form = usePlainForm('student', FIELDS);
  const [values, setValues] = useState(EMPTY);
  const create = useCreateStudent();

  const change = (field: TextField | 'gender') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const input = {
      ...values,
      nameEn: values.nameEn || undefined,
      className: values.className || undefined,
      gender: values.gender as (typeof GENDERS)[number],
    };
    if (!(await form.check((rules) => rules.studentInputSchema, input))) return;
    create.mutate(input, {
      onSuccess: () => {
        toast('success', t('studentCreated'));
        setValues(EMPTY);
      },
      onError: form.refused,
    });
  };

  return (
    <>
      <Panel title={t('internalTrainingStudentCreate')} style={{ marginBottom: 16 }}>
        <form
          className="plain-form training-form"
          onSubmit={submit}
          onFocus={prepareTrainingRules}
          noValidate
        >
          <fieldset disabled={create.isPending}>
            <div className="training-form-grid">
              {TEXT_FIELDS.map((field) => (
                <PlainField
                  key={field}
                  form={form}
                  field={field}
                  label={t(field)}
                  required={!OPTIONAL.has(field)}
                >
                  <input
                    {...form.control(field, !OPTIONAL.has(field))}
                    name={field}
                    maxLength={200}
                    {...((field === 'mobile' || field === 'nid') && { inputMode: 'numeric' })}
                    autoComplete="off"
                    value={values[field]}
                    onChange={change(field)}
                  />
                </PlainField>
              ))}
              <PlainField form={form} field="gender" label={t('gender')} required>
                <select
                  {...form.control('gender', true)}
                  name="gender"
                  className="plain-select"
                  value={values.gender}
                  onChange={change('gender')}
                >
                  <option value="" disabled>
                    {t('choose')}
                  </option>
                  {GENDERS.map((value) => (
                    <option key={value} value={value}>
                      {t(`gender_${value}`)}
                    </option>
                  ))}
                </select>
              </PlainField>
            </div>
            <button type="submit" className="plain-button plain-primary" aria-busy={create.isPending}>
              {t('save')}
            </button>
          </fieldset>
        </form>
      </Panel>
      <StudentTable />
    </>
  );
}
