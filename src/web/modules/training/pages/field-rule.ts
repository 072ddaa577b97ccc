/** A form rule for one field of a zod object schema: the field's own part of the API's check. */
import type { RuleObject } from 'antd/es/form';
import type { ZodType } from 'zod';
import i18n from '../../../i18n';

export function fieldRule(schema: ZodType) {
  return (field: string): RuleObject => ({
    validator: async (_rule, value) => {
      const result = schema.safeParse({ [field]: value ?? undefined });
      if (result.success) return;
      const issue = result.error.issues.find((item) => item.path[0] === field);
      if (issue) throw new Error(i18n.t(`messages:${issue.message}`));
    },
  });
}
