/**
 * Filling a period's response: one input per field of the report (numbers, text, dates), checked
 * here as the server checks them (required, a number, a real date), saved as a draft or sent to the
 * verifier with a comment.
 */
import { Button, Form, Input, Space } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { ReportField } from '../../../../common/contracts/report.contract';
import { isRealDay, toEnglishDigits } from '../../../../common/validation';
import { useLang } from '../../../lib/use-lang';

export type FieldValues = Record<string, string>;

/** The message key of what is wrong with a value of `field`, or null. */
export function fieldProblem(field: ReportField, raw: string | undefined): string | null {
  const value = toEnglishDigits((raw ?? '').trim());
  if (value === '') return field.required ? 'validation.report.valueRequired' : null;
  if (field.type === 'number' && !/^-?\d{1,15}(\.\d{1,4})?$/.test(value))
    return 'validation.report.valueNumber';
  if (field.type === 'date' && !isRealDay(value)) return 'validation.report.valueDate';
  return null;
}

export function ResponseForm({
  fields,
  initial,
  busy,
  onSubmit,
}: {
  fields: ReportField[];
  initial?: FieldValues;
  busy?: boolean;
  onSubmit: (values: { key: string; value: string }[], forward: boolean, comment?: string) => void;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const [form] = Form.useForm<FieldValues & { __comment?: string }>();
  const label = (field: ReportField) => (lang === 'en' ? field.labelEn : field.labelBn);
  const rule = (field: ReportField): RuleObject => ({
    validator: async (_rule, value) => {
      const problem = fieldProblem(field, value);
      if (problem) throw new Error(t(`messages:${problem}`, { field: label(field) }));
    },
  });
  const submit = async (forward: boolean) => {
    let values: FieldValues & { __comment?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    onSubmit(
      fields.map((field) => ({
        key: field.key,
        value:
          field.type === 'text'
            ? (values[field.key] ?? '').trim()
            : toEnglishDigits((values[field.key] ?? '').trim()),
      })),
      forward,
      values.__comment?.trim() || undefined,
    );
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} requiredMark>
      {fields.map((field) => (
        <Form.Item
          key={field.key}
          name={field.key}
          label={label(field)}
          required={field.required}
          rules={[rule(field)]}
        >
          {field.type === 'text' ? (
            <Input.TextArea aria-label={label(field)} rows={3} maxLength={2000} />
          ) : (
            <Input
              aria-label={label(field)}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              placeholder={field.type === 'date' ? 'yyyy-mm-dd' : undefined}
              maxLength={40}
            />
          )}
        </Form.Item>
      ))}
      <Form.Item name="__comment" label={t('comment')}>
        <Input aria-label={t('comment')} maxLength={1000} />
      </Form.Item>
      <Space wrap>
        <Button onClick={() => submit(false)} loading={busy}>
          {t('saveDraft')}
        </Button>
        <Button type="primary" onClick={() => submit(true)} loading={busy}>
          {t('forward')}
        </Button>
      </Space>
    </Form>
  );
}
