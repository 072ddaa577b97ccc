/** Lets antd forms validate a field with the same zod schema the API uses (DESIGN.md web conventions). */
import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import i18n from '../i18n';

export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) {
        const key = result.error.issues[0]?.message ?? 'validation.invalid';
        throw new Error(i18n.t(`messages:${key.startsWith('validation.') ? key : 'validation.invalid'}`));
      }
    },
  };
}
