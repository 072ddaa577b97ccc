import { describe, expect, it } from 'vitest';
import { tenureOf } from './honour-board.page';

describe('honour board tenure', () => {
  it('counts whole years, months and days, borrowing across month ends', () => {
    expect(tenureOf('2020-02-01', '2023-06-30')).toEqual({ years: 3, months: 4, days: 29 });
    expect(tenureOf('2017-03-01', '2020-01-31')).toEqual({ years: 2, months: 10, days: 30 });
    expect(tenureOf('2023-01-31', '2023-03-01')).toEqual({ years: 0, months: 1, days: 1 });
  });
});
