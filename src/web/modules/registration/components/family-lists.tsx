/**
 * Spouses and children (userRegi spouses and kids): added and removed as rows; a child's gender must
 * be set. Registration, the new officer and the profile's basic tab draw them, each in the words of
 * its own catalogue (`namespace`), which holds the keys used here.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { ChoiceField, DayField, TextField } from '../../../components/plain-fields';
import { formatNumber } from '../../../lib/format';
import type { FormFields } from '../../../lib/use-plain-form';

export interface FamilyValues {
  spouses: { name?: string; occupation?: string }[];
  kids: { name?: string; gender?: string; dateOfBirth?: string }[];
}

const MAX_SPOUSES = 4;
const MAX_KIDS = 20;

interface ListProps {
  form: FormFields;
  /** The catalogue of the words; registration's unless told. */
  namespace?: string;
}

function RemoveButton({ namespace, onClick }: { namespace: string; onClick: () => void }) {
  const { t } = useTranslation(namespace);
  return (
    <button type="button" className="plain-button family-remove" onClick={onClick} aria-label={t('remove')}>
      <DeleteOutlined aria-hidden="true" />
    </button>
  );
}

function AddButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="plain-button family-add" onClick={onClick} disabled={disabled}>
      <PlusOutlined aria-hidden="true" /> {label}
    </button>
  );
}

export function SpouseList({ form, namespace = 'registration' }: ListProps) {
  const { t } = useTranslation(namespace);
  const spouses = (form.get('spouses') as FamilyValues['spouses'] | undefined) ?? [];
  return (
    <Panel size="small" title={t('spouses')} data-testid="spouse-list">
      {spouses.map((_, index) => (
        // The rows are their place in the list, as the form names their fields ('spouses.1.name').
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's fields are named by its index
        <div key={index} className="family-row">
          <TextField form={form} path={`spouses.${index}.name`} label={t('spouseName')} />
          <TextField form={form} path={`spouses.${index}.occupation`} label={t('occupation')} />
          <RemoveButton
            namespace={namespace}
            onClick={() =>
              form.set(
                'spouses',
                spouses.filter((__, other) => other !== index),
              )
            }
          />
        </div>
      ))}
      <AddButton
        label={t('addSpouse')}
        disabled={spouses.length >= MAX_SPOUSES}
        onClick={() => form.set('spouses', [...spouses, { name: '', occupation: '' }])}
      />
    </Panel>
  );
}

export function KidList({ form, namespace = 'registration' }: ListProps) {
  const { t, i18n } = useTranslation(namespace);
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const kids = (form.get('kids') as FamilyValues['kids'] | undefined) ?? [];
  const sons = kids.filter((kid) => kid?.gender === 'male').length;
  const daughters = kids.filter((kid) => kid?.gender === 'female').length;
  const genders = ['male', 'female', 'other'].map((value) => ({ value, label: t(value) }));
  return (
    <Panel
      size="small"
      title={t('kids')}
      extra={
        <span className="plain-muted">
          {t('sonsAndDaughters', {
            sons: formatNumber(sons, lang),
            daughters: formatNumber(daughters, lang),
          })}
        </span>
      }
      data-testid="kid-list"
    >
      {kids.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's fields are named by its index
        <div key={index} className="family-row">
          <TextField form={form} path={`kids.${index}.name`} label={t('kidName')} />
          <ChoiceField
            form={form}
            path={`kids.${index}.gender`}
            label={t('kidGender')}
            options={genders}
            placeholder={t('selectPlaceholder')}
          />
          <DayField form={form} path={`kids.${index}.dateOfBirth`} label={t('kidBirth')} />
          <RemoveButton
            namespace={namespace}
            onClick={() =>
              form.set(
                'kids',
                kids.filter((__, other) => other !== index),
              )
            }
          />
        </div>
      ))}
      <AddButton
        label={t('addKid')}
        disabled={kids.length >= MAX_KIDS}
        onClick={() => form.set('kids', [...kids, { name: '', gender: '', dateOfBirth: '' }])}
      />
    </Panel>
  );
}
