/**
 * Preferred posting district and upazila from the real geography; changing the district clears the
 * upazila. In the words of registration's catalogue, or of the one given (`namespace`); an edit
 * form passes the saved district and upazila (`selected`) so they show by name at once.
 */
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../../components/office-selector/office-options.api';
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
  selected,
  namespace,
  onChange,
}: {
  form: FormFields;
  path: 'preferredDistrictId' | 'preferredUpazilaId';
  label: string;
  kind: 'districts' | 'upazilas';
  params: Record<string, number | undefined>;
  enabled?: boolean;
  selected?: OptionItem | null;
  namespace: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation(namespace);
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
        selected={selected}
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

export function PreferredPostingSelects({
  form,
  namespace = 'registration',
  selected,
}: {
  form: FormFields;
  namespace?: string;
  selected?: { district?: OptionItem | null; upazila?: OptionItem | null };
}) {
  const { t } = useTranslation(namespace);
  const districtId = (form.get('preferredDistrictId') as number | null | undefined) ?? undefined;
  return (
    <>
      <GeographyField
        form={form}
        path="preferredDistrictId"
        label={t('preferredDistrict')}
        kind="districts"
        params={{ pageSize: 64 }}
        selected={selected?.district}
        namespace={namespace}
        onChange={() => form.set('preferredUpazilaId', null)}
      />
      <GeographyField
        form={form}
        path="preferredUpazilaId"
        label={t('preferredUpazila')}
        kind="upazilas"
        params={{ districtId }}
        enabled={Boolean(districtId)}
        selected={selected?.upazila}
        namespace={namespace}
      />
    </>
  );
}
