import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '../../../../src/server/application/ports/order-record.types';
import { SMS_CODE_TTL_MS } from '../../../../src/server/application/use-cases/support/sms-confirmation.policy';
import {
  codeSentAt,
  secondsUntilResend,
  SMS_RESEND_AFTER_MS,
  smsResendClaim,
} from '../../../../src/server/application/use-cases/support/sms-resend.policy';

const SENT = new Date('2025-06-11T09:00:00Z');
const pending = (sentAt: Date, updatedAt = sentAt): OrderConfirmation => ({
  status: 'sms-pending',
  codeHash: 'digest',
  codeExpiresAt: new Date(sentAt.getTime() + SMS_CODE_TTL_MS),
  attempts: 0,
  revision: 0,
  updatedAt,
});
const after = (ms: number) => new Date(SENT.getTime() + ms);

describe('when a new SMS code may be sent', () => {
  it("reads the sending time from the code's expiry, not from the last wrong try", () => {
    expect(codeSentAt(pending(SENT, after(30_000)))).toEqual(SENT);
  });

  it.each([
    [0, 60],
    [1, 60],
    [18_000, 42],
    [59_001, 1],
    [60_000, 0],
    [600_000, 0],
  ])('%i ms after the code: %i s left', (ms, seconds) => {
    expect(secondsUntilResend(pending(SENT), after(ms))).toBe(seconds);
  });

  it('never says 0 before the minute is over, and never more than a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 10 * 60_000 }), (ms) => {
        const left = secondsUntilResend(pending(SENT), after(ms));
        expect(left === 0).toBe(ms >= SMS_RESEND_AFTER_MS);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(SMS_RESEND_AFTER_MS / 1000 + 5);
      }),
    );
  });

  it("guards each order's resends with one use, shorter than the minute", () => {
    expect(smsResendClaim('ABC')).toEqual({ key: 'sms:resend:ABC', limit: 1, windowMs: SMS_RESEND_AFTER_MS - 1000 });
  });
});
