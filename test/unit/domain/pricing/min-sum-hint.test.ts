import { describe, expect, it } from 'vitest';
import { minSumHint, minSumHintKopiykas } from '../../../../src/domain/pricing/min-sum-hint';

describe('min-sum hint', () => {
  it('asks for 250 under the minimum', () => {
    expect(minSumHint(0)).toEqual({ key: 'min-sum', amount: 250 });
    expect(minSumHint(249.99)).toEqual({ key: 'min-sum', amount: 250 });
  });
  it('names 500 for free delivery from 250 to 499.99', () => {
    expect(minSumHint(250)).toEqual({ key: 'paid-delivery', amount: 500 });
    expect(minSumHint(499.99)).toEqual({ key: 'paid-delivery', amount: 500 });
    expect(minSumHintKopiykas(49_999)).toEqual({ key: 'paid-delivery', amount: 500 });
  });
  it('says delivery is free from 500', () => {
    expect(minSumHint(500)).toEqual({ key: 'free-delivery' });
    expect(minSumHint(10_000)).toEqual({ key: 'free-delivery' });
  });
});
