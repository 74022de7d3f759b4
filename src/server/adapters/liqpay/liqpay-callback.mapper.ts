import { toHryvnias } from '../../../domain/shared/money';
import { LIQPAY_CURRENCY } from './liqpay.constants';
import type { VerifiedPaymentPayload } from './payment-callback.contract';

/**
 * AcceptPaymentCallbackUseCase takes the verified callback in LiqPay's own field names with the
 * amount in hryvnias. This is that shape, for the callback routes. The amount survives the trip
 * exactly: kopiykas / 100 is read back by the use case with toKopiykas, which rounds the float noise.
 */
export const toProviderCallback = (
  payload: VerifiedPaymentPayload,
): { readonly order_id: string; readonly status: string; readonly amount: number; readonly currency: string } => ({
  order_id: payload.orderId,
  status: payload.status,
  amount: toHryvnias(payload.amountKopiykas),
  currency: LIQPAY_CURRENCY,
});
