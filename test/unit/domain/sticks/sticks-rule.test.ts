import { describe, expect, it } from 'vitest';
import {
  checkSticks,
  clampCounter,
  COUNTER_MAX,
  fitSticksToRolls,
  isWithinSticksLimit,
  sticksForOrder,
  sticksLimit,
} from '../../../../src/domain/sticks/sticks-rule';

describe('sticksLimit', () => {
  it('is 2 per roll', () => {
    expect(sticksLimit(0)).toBe(0);
    expect(sticksLimit(3)).toBe(6);
  });
  it('treats a broken roll count as no rolls', () => {
    expect(sticksLimit(-2)).toBe(0);
    expect(sticksLimit(Number.NaN)).toBe(0);
  });
});

describe('clampCounter', () => {
  it('keeps counters within 0..99 and whole', () => {
    expect(COUNTER_MAX).toBe(99);
    expect([clampCounter(-1), clampCounter(150), clampCounter(2.7), clampCounter(Number.NaN)]).toEqual([0, 99, 2, 0]);
  });
});

describe('fitSticksToRolls', () => {
  it('returns the same state when it already fits', () => {
    const state = { sticks: 3, trainingSticks: 1 };
    expect(fitSticksToRolls(state, 2)).toBe(state);
  });
  it('takes the excess from regular sticks first', () => {
    expect(fitSticksToRolls({ sticks: 5, trainingSticks: 2 }, 2)).toEqual({ sticks: 2, trainingSticks: 2 });
  });
  it('takes from training sticks only when regular sticks are gone', () => {
    expect(fitSticksToRolls({ sticks: 1, trainingSticks: 5 }, 1)).toEqual({ sticks: 0, trainingSticks: 2 });
  });
  it('empties both without rolls', () => {
    expect(fitSticksToRolls({ sticks: 4, trainingSticks: 4 }, 0)).toEqual({ sticks: 0, trainingSticks: 0 });
  });
  it('clamps each counter to 99 even with many rolls', () => {
    expect(fitSticksToRolls({ sticks: 150, trainingSticks: 0 }, 200)).toEqual({ sticks: 99, trainingSticks: 0 });
  });
});

describe('isWithinSticksLimit', () => {
  it('holds at the limit and fails past it', () => {
    expect(isWithinSticksLimit({ sticks: 3, trainingSticks: 1 }, 2)).toBe(true);
    expect(isWithinSticksLimit({ sticks: 3, trainingSticks: 2 }, 2)).toBe(false);
  });
  it('fails for counters out of range', () => {
    expect(isWithinSticksLimit({ sticks: -1, trainingSticks: 0 }, 5)).toBe(false);
    expect(isWithinSticksLimit({ sticks: 100, trainingSticks: 0 }, 60)).toBe(false);
  });
});

describe('sticksForOrder', () => {
  it('forces 0 and 0 when the cart has no rolls', () => {
    expect(sticksForOrder({ sticks: 2, trainingSticks: 1 }, 0)).toEqual({ sticks: 0, trainingSticks: 0 });
  });
  it('sends the fitted counters otherwise', () => {
    expect(sticksForOrder({ sticks: 2, trainingSticks: 1 }, 4)).toEqual({ sticks: 2, trainingSticks: 1 });
    expect(sticksForOrder({ sticks: 9, trainingSticks: 1 }, 2)).toEqual({ sticks: 3, trainingSticks: 1 });
  });
});

describe('checkSticks', () => {
  it('accepts a state within the limit', () => {
    expect(checkSticks({ sticks: 2, trainingSticks: 2 }, 2)).toEqual({
      ok: true,
      value: { sticks: 2, trainingSticks: 2 },
    });
  });
  it('refuses too many sticks, and any sticks without rolls', () => {
    expect(checkSticks({ sticks: 3, trainingSticks: 2 }, 2)).toEqual({ ok: false, reason: 'too-many-sticks' });
    expect(checkSticks({ sticks: 1, trainingSticks: 0 }, 0)).toEqual({ ok: false, reason: 'too-many-sticks' });
  });
  it('refuses counters that are not whole numbers in 0..99', () => {
    expect(checkSticks({ sticks: 1.5, trainingSticks: 0 }, 5)).toEqual({ ok: false, reason: 'invalid-sticks' });
    expect(checkSticks({ sticks: 0, trainingSticks: -1 }, 5)).toEqual({ ok: false, reason: 'invalid-sticks' });
    expect(checkSticks({ sticks: 100, trainingSticks: 0 }, 80)).toEqual({ ok: false, reason: 'invalid-sticks' });
  });
});
