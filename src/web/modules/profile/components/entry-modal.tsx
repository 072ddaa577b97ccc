/** Adding or changing one entry of a profile tab: the tab's fields, checked by the contract's schema. */
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSectionKey } from '../../../../common/contracts/profile-sections.contract';
import { SKILL_LEVELS } from '../../../../common/contracts/profile-sections.contract';
import { nameOf } from '../../../../common/labels';
import { DatePicker } from '../../../components/date-picker';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { showError } from '../../../lib/feedback';
import { useLang } from '../../../lib/use-lang';
import { useSkillAreas } from '../profile.api';
import { bodyOf, type FormValues, issuesOf, valuesOf } from './entry-form';
import type { FieldDef, SectionDef } from './section-config';

export interface EntryModalProps<K extends ProfileSectionKey> {
  section: SectionDef<K>;
  open: boolean;
  entry: Record<string, unknown> | null;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

interface ControlProps {
  field: FieldDef;
  form: ReturnType<typeof Form.useForm<FormValues>>[0];
  /** Given by Form.Item to its child, handed on to the control. */
  id?: string;
  value?: never;
  onChange?: never;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The control of one field; Form.Item's value, onChange and id pass through to it. */
function FieldControl({ field, form, ...control }: ControlProps) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const areas = useSkillAreas();
  const districtId = Form.useWatch('districtId', form) as number | undefined;
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} {...control} />;
    case 'year':
      return <InputNumber min={1940} max={2100} style={{ width: '100%' }} {...control} />;
    case 'number':
      return <InputNumber min={0} style={{ width: '100%' }} {...control} />;
    case 'date':
      return <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} {...control} />;
    case 'level':
      return (
        <Select options={SKILL_LEVELS.map((level) => ({ value: level, label: t(level) }))} {...control} />
      );
    case 'skillArea':
      return (
        <Select
          loading={areas.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={areas.data?.map((area) => ({ value: area.id, label: nameOf(area, lang) }))}
          {...control}
        />
      );
    case 'district':
      return (
        <OptionSelect
          kind="districts"
          params={{ pageSize: 100 }}
          id={control.id}
          value={control.value}
          onChange={control.onChange}
        />
      );
    case 'upazila':
      return (
        <OptionSelect
          kind="upazilas"
          params={{ districtId, pageSize: 100 }}
          enabled={Boolean(districtId)}
          disabled={!districtId}
          id={control.id}
          value={control.value}
          onChange={control.onChange}
        />
      );
    case 'office':
      return (
        <OptionSelect
          kind="offices"
          placeholder={t('desiredOfficeHint')}
          id={control.id}
          value={control.value}
          onChange={control.onChange}
        />
      );
    default:
      return <Input {...control} />;
  }
}

const LABELS: Record<string, string> = {
  officeId: 'desiredOffice',
  districtId: 'district',
  upazilaId: 'upazila',
  skillAreaId: 'skillArea',
};

export function EntryModal<K extends ProfileSectionKey>({
  section,
  open,
  entry,
  onSave,
  onClose,
}: EntryModalProps<K>) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(section.fields, entry));
  }, [open, entry, form, section]);

  const submit = async () => {
    const body = bodyOf(section.fields, form.getFieldsValue(true));
    const issues = issuesOf(section.key, body);
    form.setFields(
      section.fields.map((field) => ({
        name: field.name,
        errors: issues[field.name] ? [t(`messages:${issues[field.name]}`)] : [],
      })),
    );
    if (Object.keys(issues).length > 0) return;
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={`${t(section.titleKey)}: ${entry ? t('edit') : t('add')}`}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name={`profile-${section.key}`}>
        {section.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(LABELS[field.name] ?? field.name)}
            required={field.required}
            extra={field.hint ? t(field.hint) : undefined}
          >
            <FieldControl field={field} form={form} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
