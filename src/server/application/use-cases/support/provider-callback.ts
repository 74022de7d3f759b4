import { toHryvnias } from '../../../../domain/shared/money';
import type { VerifiedPaymentPayload } from '../../ports/payment-callback-verifier.port';
import type { VerifiedPaymentCallback } from '../accept-payment-callback.use-case';

/**
 * AcceptPaymentCallbackUseCase takes the verified callback in LiqPay's own field names with the
 * amount in hryvnias. This is that shape, for the callback routes. The verifiers refuse any
 * currency but hryvnias, so the currency is always UAH. The amount survives the trip exactly:
 * kopiykas / 100 is read back by the use case with toKopiykas, which rounds the float noise.
 */
export const toProviderCallback = (payload: VerifiedPaymentPayload): VerifiedPaymentCallback => ({
  order_id: payload.orderId,
  status: payload.status,
  amount: toHryvnias(payload.amountKopiykas),
  currency: 'UAH',
});
