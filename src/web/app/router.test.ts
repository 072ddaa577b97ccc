/** The router starts with the route of its address and finds each other one when it is first opened. */
import { describe, expect, it } from 'vitest';
import { routeFinder, routeTable } from './router';

const table = routeTable();
const find = routeFinder(table);
/** An address the route answers: each parameter given a value, an optional one left out. */
const addressOf = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '12');

describe('finding a route by its address', () => {
  it('finds every route of the table at an address it answers, and no route of another group', () => {
    expect(table.length).toBeGreaterThan(200);
    for (const entry of table) {
      const found = find(addressOf(entry.pattern));
      expect(found.map((each) => each.pattern)).toContain(entry.pattern);
      expect(found.every((each) => each.group === entry.group)).toBe(true);
    }
  });

  it('finds home at the root, an address in another case and with a trailing slash', () => {
    expect(find('/').map((entry) => entry.pattern)).toEqual(['/']);
    expect(find('/Officers/').map((entry) => entry.pattern)).toEqual(['/officers']);
    expect(find('/officers/view/7').map((entry) => entry.pattern)).toEqual(['/officers/view/:id']);
  });

  it('finds nothing at an address no route answers', () => {
    expect(find('/no-such-page')).toEqual([]);
    expect(find('/%E0')).toEqual([]);
  });
});
