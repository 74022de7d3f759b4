import type { PaymentCallbackFields } from '../../application/ports/payment-callback-verifier.port';
import type { PaymentCallbackProvider } from '../../application/ports/payment-callback-log.port';

/** The posted fields as the payments audit keeps them: exactly as received, '' when absent. */
export const rawReceiptOf = (provider: PaymentCallbackProvider, fields: PaymentCallbackFields) => ({
  provider,
  data: typeof fields.data === 'string' ? fields.data : '',
  signature: typeof fields.signature === 'string' ? fields.signature : '',
});
