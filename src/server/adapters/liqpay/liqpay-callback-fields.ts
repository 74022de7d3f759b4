import { err, ok, type Result } from '../../../domain/shared/result';
import { MAX_CALLBACK_FIELD_LENGTH } from './liqpay.constants';
import type { PaymentCallbackFields } from '../../application/ports/payment-callback-verifier.port';

const usable = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_CALLBACK_FIELD_LENGTH;

/** The posted `data` and `signature` as strings, before anything is hashed or decoded. */
export const readCallbackFields = (
  fields: PaymentCallbackFields | null | undefined,
): Result<{ readonly data: string; readonly signature: string }, 'missing-fields'> => {
  const data = fields?.data;
  const signature = fields?.signature;
  if (!usable(data) || !usable(signature)) return err('missing-fields');
  return ok({ data, signature });
};
