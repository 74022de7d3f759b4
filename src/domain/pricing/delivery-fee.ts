import type { DeliveryType } from '../order/order-form';
import { toHryvnias, toKopiykas, type Kopiykas } from '../shared/money';
import { DELIVERY_FEE, FREE_DELIVERY_FROM } from './pricing-constants';

const FREE_DELIVERY_FROM_KOPIYKAS = toKopiykas(FREE_DELIVERY_FROM);
const DELIVERY_FEE_KOPIYKAS = toKopiykas(DELIVERY_FEE);

/** Pre-order is delivered too, so only self-pickup is always free. */
export const deliveryFeeKopiykas = (cartAfterDiscount: Kopiykas, deliveryType: DeliveryType): Kopiykas =>
  deliveryType === 'self-pickup' || cartAfterDiscount >= FREE_DELIVERY_FROM_KOPIYKAS ? 0 : DELIVERY_FEE_KOPIYKAS;

/** Hryvnia form for the UI; compared in kopiykas so 499.999… from a float sum cannot pass as 500. */
export const deliveryFee = (cartAfterDiscount: number, deliveryType: DeliveryType): number =>
  toHryvnias(deliveryFeeKopiykas(toKopiykas(cartAfterDiscount), deliveryType));
