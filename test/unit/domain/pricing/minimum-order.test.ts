import { describe, expect, it } from 'vitest';
import { isBelowMinimum, isBelowMinimumKopiykas } from '../../../../src/domain/pricing/minimum-order';

describe('minimum order', () => {
  it('is below the minimum under 250 after discount', () => {
    expect(isBelowMinimum(0)).toBe(true);
    expect(isBelowMinimum(249.99)).toBe(true);
    expect(isBelowMinimumKopiykas(24_999)).toBe(true);
  });
  it('accepts 250 and more', () => {
    expect(isBelowMinimum(250)).toBe(false);
    expect(isBelowMinimum(251)).toBe(false);
  });
});
