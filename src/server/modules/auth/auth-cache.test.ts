/** The per-server cache of resolved sessions: kept for one generation, until expiry, within a bound. */
import { describe, expect, it } from 'vitest';
import { frozen, GenerationCache } from './auth-cache';

describe('the cache of resolved sessions', () => {
  it('gives an entry back only under the generation it was stored with and before its end', () => {
    const cache = new GenerationCache<string>(10);
    cache.set('token-a', 7, 'officer', Date.now() + 60_000);
    expect(cache.get('token-a', 7)).toBe('officer');
    expect(cache.get('token-a', 8)).toBeUndefined();
    // Gone for good once the generation moved: an older reader cannot bring it back.
    expect(cache.get('token-a', 7)).toBeUndefined();
    cache.set('token-b', 7, 'expired', Date.now() - 1);
    expect(cache.get('token-b', 7)).toBeUndefined();
  });

  it('lets the oldest written entry go beyond its bound', () => {
    const cache = new GenerationCache<number>(2);
    const until = Date.now() + 60_000;
    cache.set('first', 1, 1, until);
    cache.set('second', 1, 2, until);
    cache.set('first', 1, 11, until);
    cache.set('third', 1, 3, until);
    expect(cache.get('second', 1)).toBeUndefined();
    expect(cache.get('first', 1)).toBe(11);
    expect(cache.get('third', 1)).toBe(3);
  });

  it('keeps the weight of its entries within its bound, and no entry heavier than the bound', () => {
    const cache = new GenerationCache<string>(100, (text) => text.length, 10);
    const until = Date.now() + 60_000;
    cache.set('a', 1, 'xxxx', until);
    cache.set('b', 1, 'yyyy', until);
    cache.set('a', 1, 'zz', until);
    cache.set('c', 1, 'wwwww', until);
    // 2 + 4 + 5 is over 10: the oldest written (b) went.
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('zz');
    expect(cache.get('c', 1)).toBe('wwwww');
    cache.set('huge', 1, 'x'.repeat(11), until);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('wwwww');
  });

  it('hands out read-only values, however deep', () => {
    const auth = frozen({ userId: 4, activeRole: { OfficeId: 10 }, grants: ['report|view'] });
    expect(() => {
      (auth.activeRole as { OfficeId: number }).OfficeId = 11;
    }).toThrow(TypeError);
    expect(() => auth.grants.push('exam|create')).toThrow(TypeError);
  });
});
