import type { CodeHasherPort } from '../../ports/code-hasher.port';
import type { OrderConfirmation } from '../../ports/order-record.types';
import { SMS_CODE_TTL_MS } from './sms-confirmation.policy';

/**
 * What is hashed: the code bound to its order, so one code's digest is useless for another order
 * and equal codes of two orders never share a digest.
 */
export const codeSecret = (orderCode: string, code: string): string => `${orderCode}:${code}`;

/** The confirmation an order starts with: a pending code (only its digest kept) or none needed. */
export const initialConfirmation = (
  orderCode: string,
  smsCode: string | null,
  hasher: CodeHasherPort,
  now: Date,
): OrderConfirmation =>
  smsCode === null
    ? { status: 'not-required', codeHash: null, codeExpiresAt: null, attempts: 0, revision: 0, updatedAt: now }
    : {
        status: 'sms-pending',
        codeHash: hasher.hash(codeSecret(orderCode, smsCode)),
        codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        attempts: 0,
        revision: 0,
        updatedAt: now,
      };
