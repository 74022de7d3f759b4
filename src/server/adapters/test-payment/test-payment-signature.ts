import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../crypto/constant-time-equal';

/**
 * What a signature vouches for. The purpose is mixed into the MAC so that a signed checkout can
 * never be replayed as a signed payment result (or the other way round), even though both are
 * base64 JSON signed with the same secret.
 */
export type TestPaymentPurpose = 'checkout' | 'result';

/** HMAC-SHA256 rather than LiqPay's sha1(key + data + key): the stand-in has no reason to copy a weak construction. */
export const testPaymentSignature = (secret: string, purpose: TestPaymentPurpose, data: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${data}`, 'utf8').digest('base64');

export const isTestPaymentSignatureValid = (
  secret: string,
  purpose: TestPaymentPurpose,
  data: string,
  signature: string,
): boolean => constantTimeEqual(testPaymentSignature(secret, purpose, data), signature);
