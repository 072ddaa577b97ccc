/**
 * The addresses of a person's details, in registration, a new officer and the profile's basic tab:
 * the permanent and present address with "the same" (the present one follows the permanent one
 * while it is ticked), the post office and its code. Labels come from the form's own catalogue
 * (`namespace`), which holds the keys used here.
 */
import { useTranslation } from 'react-i18next';
import { CheckField, TextAreaField, TextField } from '../../../components/plain-fields';
import type { FormFields } from '../../../lib/use-plain-form';

export function AddressFields({
  form,
  namespace = 'registration',
}: {
  form: FormFields;
  namespace?: string;
}) {
  const { t } = useTranslation(namespace);
  const sameAddress = form.get('sameAddress') === true;
  const field = (path: string) => ({ form, path, label: t(path) });
  return (
    <>
      <TextAreaField
        form={{
          ...form,
          set: (path, value) => {
            form.set(path, value);
            if (sameAddress) form.set('presentAddress', value);
          },
        }}
        path="permanentAddress"
        label={t('permanentAddress')}
        rows={2}
      />
      <div className="plain-field-group">
        <TextAreaField {...field('presentAddress')} rows={2} disabled={sameAddress} />
        <CheckField
          {...field('sameAddress')}
          onChange={(checked) => {
            if (checked) form.set('presentAddress', form.get('permanentAddress') ?? '');
          }}
        />
      </div>
      <TextField {...field('postOffice')} maxLength={80} />
      <TextField {...field('postCode')} inputMode="numeric" maxLength={10} />
    </>
  );
}
