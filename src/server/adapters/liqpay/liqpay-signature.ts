import { createHash } from 'node:crypto';
import { constantTimeEqual } from '../crypto/constant-time-equal';

/** LiqPay's signature: base64(sha1(private_key + data + private_key)), over the data string as sent. */
export const liqpaySignature = (privateKey: string, data: string): string =>
  createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');

export const isLiqpaySignatureValid = (privateKey: string, data: string, signature: string): boolean =>
  constantTimeEqual(liqpaySignature(privateKey, data), signature);
