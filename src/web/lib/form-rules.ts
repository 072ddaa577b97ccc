/** Lets antd forms validate a field with the same zod schema the API uses (DESIGN.md web conventions). */
import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { ZodType } from 'zod';
import i18n from '../i18n';

/**
 * A rule checking the field with `schema`; `input` builds what the schema reads from the field's
 * value when it needs more of the form (e.g. a password and its confirmation).
 */
export function zodRule(
  schema: ZodType,
  input: (value: unknown) => unknown = (value) => value ?? '',
): RuleObject {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(input(value));
      if (!result.success) {
        const key = result.error.issues[0]?.message ?? 'validation.invalid';
        throw new Error(i18n.t(`messages:${key.startsWith('validation.') ? key : 'validation.invalid'}`));
      }
    },
  };
}

/**
 * The form's values once every field passes, or undefined after showing the fields' messages. A
 * failed check is an answer to the person, not an error: nothing is thrown, so no dialog's save
 * leaves an uncaught rejection behind.
 */
export async function validValues<T>(form: FormInstance<T>): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch (error) {
    if (error && typeof error === 'object' && 'errorFields' in error) return undefined;
    throw error;
  }
}
