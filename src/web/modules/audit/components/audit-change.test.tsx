/** What a row of the audit trail shows as changed: only the fields that differ, both sides. */
import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-change';

describe('changedFields', () => {
  it('lists the fields whose values differ, with both values', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: { d: 1 } })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'c', before: '—', after: '{"d":1}' },
    ]);
  });

  it('shows every field of a created or deleted record, and nothing when nothing was recorded', () => {
    expect(changedFields(null, { name: 'ক' })).toEqual([{ field: 'name', before: '—', after: 'ক' }]);
    expect(changedFields({ name: 'ক' }, null)).toEqual([{ field: 'name', before: 'ক', after: '—' }]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields(null, 5)).toEqual([{ field: '', before: '—', after: '5' }]);
  });
});
