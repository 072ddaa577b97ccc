/**
 * What one audit row changed: the fields whose values differ, before and after, as the server
 * masked them. A created record shows its values after, a deleted one its values before. Plain
 * HTML, as the trail it opens under.
 */
import type { CSSProperties } from 'react';
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

/** A field's name beside its change, one field to a line; below each other on a phone. */
const FIELD: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '0 24px',
  padding: '4px 0',
};

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('audit');
  const rows = changedFields(before, after);
  if (!rows.length) return <span className="text-secondary">{t('noChange')}</span>;
  return (
    <dl style={{ margin: 0 }}>
      {rows.map((row) => (
        <div key={row.field || '-'} style={FIELD}>
          <dt className="text-secondary">{row.field || t('change')}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <del className="text-secondary">{row.before}</del>
            {' → '}
            <span>{row.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
