import { describe, expect, it } from 'vitest';
import { formatHryvnias, roundHryvnias, toHryvnias, toKopiykas } from '../../../../src/domain/shared/money';

describe('money', () => {
  it('converts hryvnias to whole kopiykas without float drift', () => {
    expect(toKopiykas(0.1 + 0.2)).toBe(30);
    expect(toKopiykas(1.005)).toBe(101);
    expect(toHryvnias(12345)).toBe(123.45);
  });
  it('rounds to 2 decimals', () => {
    expect(roundHryvnias(10.125)).toBe(10.13);
    expect(roundHryvnias(0.1 + 0.2)).toBe(0.3);
  });
  it('formats whole and fractional amounts with ₴', () => {
    expect(formatHryvnias(189)).toBe('189 ₴');
    expect(formatHryvnias(12.5)).toBe('12.50 ₴');
  });
});
