import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  resendSecondsLeft,
  SMS_RESEND_AFTER_SECONDS,
} from '../../../../src/domain/order/sms-resend.rule';

describe('the resend countdown', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [42, '0:42'],
    [60, '1:00'],
    [125, '2:05'],
    [41.2, '0:42'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('counts whole seconds up from the instant the code may be asked for again', () => {
    const sent = Date.UTC(2025, 0, 15, 10, 0, 0);
    const availableAt = sent + SMS_RESEND_AFTER_SECONDS * 1000;
    expect(resendSecondsLeft(availableAt, sent)).toBe(60);
    expect(resendSecondsLeft(availableAt, sent + 18_000)).toBe(42);
    expect(resendSecondsLeft(availableAt, sent + 59_999)).toBe(1);
    expect(resendSecondsLeft(availableAt, sent + 60_000)).toBe(0);
    expect(resendSecondsLeft(availableAt, sent + 600_000)).toBe(0);
    expect(resendSecondsLeft(Number.NaN, sent)).toBe(0);
  });

  it('reaches 0 exactly when the minute is over and never goes back up as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 0, max: 5_000 }), (elapsed, more) => {
        const availableAt = 60_000;
        const left = resendSecondsLeft(availableAt, elapsed);
        expect(left === 0).toBe(elapsed >= availableAt);
        expect(resendSecondsLeft(availableAt, elapsed + more)).toBeLessThanOrEqual(left);
        expect(formatCountdown(left)).toMatch(/^\d+:[0-5]\d$/);
      }),
    );
  });
});
