/**
 * How screens answer the user: API failures on the form and as a toast. The confirmations are in
 * confirm.ts, apart, so a screen that only shows errors does not load the UI kit's modal.
 */
import type { FormInstance } from 'antd';
import { ApiError } from './api';
import { toast } from './toast';

/** Shows an API failure: field errors on the form's fields where they match, the message as a toast. */
export function showError(error: unknown, form?: FormInstance, fieldMap: Record<string, string> = {}): void {
  if (error instanceof ApiError) {
    if (form && error.fieldErrors.length > 0) {
      const known = new Set([...Object.keys(form.getFieldsValue(true)), ...Object.values(fieldMap)]);
      const byField = new Map<string, string[]>();
      for (const item of error.fieldErrors) {
        const name = fieldMap[item.field] ?? item.field;
        if (known.has(name)) byField.set(name, [...(byField.get(name) ?? []), item.message]);
      }
      form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
    }
    toast('error', error.message);
    return;
  }
  toast('error', (error as Error).message);
}
