import { describe, expect, it } from 'vitest';
import { decreaseSticks, increaseSticks, sticksButtons } from '../../../../src/domain/sticks/sticks-counter';

describe('increaseSticks', () => {
  it('adds one while under the limit', () => {
    expect(increaseSticks({ sticks: 1, trainingSticks: 0 }, 'sticks', 1)).toEqual({
      ok: true,
      value: { sticks: 2, trainingSticks: 0 },
    });
    expect(increaseSticks({ sticks: 1, trainingSticks: 0 }, 'trainingSticks', 1)).toEqual({
      ok: true,
      value: { sticks: 1, trainingSticks: 1 },
    });
  });
  it('refuses at the shared limit of 2 per roll', () => {
    expect(increaseSticks({ sticks: 1, trainingSticks: 1 }, 'sticks', 1)).toEqual({ ok: false, reason: 'at-limit' });
  });
  it('refuses without rolls', () => {
    expect(increaseSticks({ sticks: 0, trainingSticks: 0 }, 'sticks', 0)).toEqual({ ok: false, reason: 'no-rolls' });
  });
  it('refuses past 99 on one counter even when rolls allow more', () => {
    expect(increaseSticks({ sticks: 99, trainingSticks: 0 }, 'sticks', 60)).toEqual({
      ok: false,
      reason: 'at-maximum',
    });
    expect(increaseSticks({ sticks: 99, trainingSticks: 0 }, 'trainingSticks', 60).ok).toBe(true);
  });
  it('starts from the fitted state when handed a stale one', () => {
    expect(increaseSticks({ sticks: 6, trainingSticks: 0 }, 'trainingSticks', 2)).toEqual({
      ok: false,
      reason: 'at-limit',
    });
  });
});

describe('decreaseSticks', () => {
  it('removes one', () => {
    expect(decreaseSticks({ sticks: 2, trainingSticks: 1 }, 'trainingSticks', 2)).toEqual({
      ok: true,
      value: { sticks: 2, trainingSticks: 0 },
    });
  });
  it('refuses at 0 and without rolls', () => {
    expect(decreaseSticks({ sticks: 0, trainingSticks: 1 }, 'sticks', 2)).toEqual({ ok: false, reason: 'at-minimum' });
    expect(decreaseSticks({ sticks: 2, trainingSticks: 0 }, 'sticks', 0)).toEqual({ ok: false, reason: 'no-rolls' });
  });
});

describe('sticksButtons', () => {
  it('disables everything without rolls', () => {
    const off = { increase: false, decrease: false };
    expect(sticksButtons({ sticks: 0, trainingSticks: 0 }, 0)).toEqual({ sticks: off, trainingSticks: off });
  });
  it('enables plus on both counters below the limit', () => {
    expect(sticksButtons({ sticks: 1, trainingSticks: 0 }, 1)).toEqual({
      sticks: { increase: true, decrease: true },
      trainingSticks: { increase: true, decrease: false },
    });
  });
  it('disables plus on both counters at the limit', () => {
    expect(sticksButtons({ sticks: 1, trainingSticks: 1 }, 1)).toEqual({
      sticks: { increase: false, decrease: true },
      trainingSticks: { increase: false, decrease: true },
    });
  });
});
