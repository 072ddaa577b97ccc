/** Preferred posting district and upazila from the real geography; changing the district clears the upazila. */
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { FieldProblem } from '../../../components/plain-fields';
import type { FormFields } from '../../../lib/use-plain-form';

function GeographyField({
  form,
  path,
  label,
  kind,
  params,
  enabled = true,
  onChange,
}: {
  form: FormFields;
  path: 'preferredDistrictId' | 'preferredUpazilaId';
  label: string;
  kind: 'districts' | 'upazilas';
  params: Record<string, number | undefined>;
  enabled?: boolean;
  onChange?: () => void;
}) {
  const { t } = useTranslation('registration');
  const id = form.idOf(path);
  const problem = form.problems[path];
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <OptionSelect
        id={id}
        kind={kind}
        params={params}
        enabled={enabled}
        value={(form.get(path) as number | null | undefined) ?? null}
        onChange={(value) => {
          form.set(path, value);
          onChange?.();
        }}
        placeholder={t('selectPlaceholder')}
        status={problem ? 'error' : undefined}
        describedBy={problem ? `${id}-error` : undefined}
      />
      <FieldProblem id={`${id}-error`} message={problem} />
    </div>
  );
}

export function PreferredPostingSelects({ form }: { form: FormFields }) {
  const { t } = useTranslation('registration');
  const districtId = (form.get('preferredDistrictId') as number | null | undefined) ?? undefined;
  return (
    <>
      <GeographyField
        form={form}
        path="preferredDistrictId"
        label={t('preferredDistrict')}
        kind="districts"
        params={{ pageSize: 64 }}
        onChange={() => form.set('preferredUpazilaId', null)}
      />
      <GeographyField
        form={form}
        path="preferredUpazilaId"
        label={t('preferredUpazila')}
        kind="upazilas"
        params={{ districtId }}
        enabled={Boolean(districtId)}
      />
    </>
  );
}
