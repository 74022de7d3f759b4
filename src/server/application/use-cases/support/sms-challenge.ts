import type { CodeHasherPort } from '../../ports/code-hasher.port';
import type { OrderConfirmation } from '../../ports/order-record.types';
import { SMS_CODE_TTL_MS, type InitialConfirmation } from './sms-confirmation.policy';

/**
 * What is hashed: the code bound to its order, so one code's digest is useless for another order
 * and equal codes of two orders never share a digest.
 */
export const codeSecret = (orderCode: string, code: string): string => `${orderCode}:${code}`;

/** How an order starts, with the code to send when it is confirmed by SMS. */
export type StartingConfirmation =
  { readonly kind: Exclude<InitialConfirmation, 'sms'> } | { readonly kind: 'sms'; readonly code: string };

/**
 * The confirmation an order starts with: none needed, the operator's call (the phone has had its
 * share of codes), or a pending code of which only the digest is kept.
 */
export const initialConfirmation = (
  orderCode: string,
  start: StartingConfirmation,
  hasher: CodeHasherPort,
  now: Date,
): OrderConfirmation =>
  start.kind !== 'sms'
    ? {
        status: start.kind === 'none' ? 'not-required' : 'phone-call-requested',
        codeHash: null,
        codeExpiresAt: null,
        attempts: 0,
        revision: 0,
        updatedAt: now,
      }
    : {
        status: 'sms-pending',
        codeHash: hasher.hash(codeSecret(orderCode, start.code)),
        codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        attempts: 0,
        revision: 0,
        updatedAt: now,
      };
