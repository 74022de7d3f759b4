import { SMS_RESEND_AFTER_SECONDS } from '../../../../domain/order/sms-resend.rule';
import type { OrderConfirmation } from '../../ports/order-record.types';
import type { QuotaClaim } from '../../ports/usage-quota.port';
import { SMS_CODE_TTL_MS } from './sms-confirmation.policy';

/**
 * A new code may be asked for a minute after the last one was sent: SMS often arrive within
 * seconds but sometimes take tens of them, and a second code racing the first only confuses.
 */
export const SMS_RESEND_AFTER_MS = SMS_RESEND_AFTER_SECONDS * 1000;

/** When the order's current code was sent: every code lives SMS_CODE_TTL_MS from its sending. */
export const codeSentAt = (confirmation: OrderConfirmation): Date =>
  confirmation.codeExpiresAt === null
    ? confirmation.updatedAt
    : new Date(confirmation.codeExpiresAt.getTime() - SMS_CODE_TTL_MS);

/** Whole seconds until a new code may be sent (0: now), rounded up so "0:00" never means "not yet". */
export const secondsUntilResend = (confirmation: OrderConfirmation, now: Date): number =>
  Math.max(0, Math.ceil((codeSentAt(confirmation).getTime() + SMS_RESEND_AFTER_MS - now.getTime()) / 1000));

/**
 * The resend's own use, taken together with the SMS limits: racing requests all read the same
 * order before any of them wrote the new code, so only this one use decides which of them sends.
 * The minute itself is counted from the stored code; the window is a second shorter only because
 * quota windows include their first instant, and a request exactly a minute on must not find the
 * previous resend's use still there.
 */
export const smsResendClaim = (orderCode: string): QuotaClaim => ({
  key: `sms:resend:${orderCode}`,
  limit: 1,
  windowMs: SMS_RESEND_AFTER_MS - 1000,
});
