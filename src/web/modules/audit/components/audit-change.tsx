/**
 * What one audit row changed: the fields whose values differ, before and after, as the server
 * masked them. A created record shows its values after, a deleted one its values before.
 */
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const shown = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields that differ between before and after (all of them when one side is missing). */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string; before: string; after: string }[] {
  if (!isObject(before) && !isObject(after)) {
    if (before == null && after == null) return [];
    return [{ field: '', before: shown(before), after: shown(after) }];
  }
  const from = isObject(before) ? before : {};
  const to = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }));
}

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('audit');
  const rows = changedFields(before, after);
  if (!rows.length) return <Typography.Text type="secondary">{t('noChange')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={rows.map((row) => ({
        key: row.field || '-',
        label: row.field || t('change'),
        children: (
          <span style={{ wordBreak: 'break-word' }}>
            <Typography.Text delete type="secondary">
              {row.before}
            </Typography.Text>
            {' → '}
            <Typography.Text>{row.after}</Typography.Text>
          </span>
        ),
      }))}
    />
  );
}
