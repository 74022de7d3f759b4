import type { DeliveryType } from '../../../../domain/order/order-form';
import { validatePreOrderSlot } from '../../../../domain/pre-order/pre-order-slot.validator';
import { ok, type Ok } from '../../../../domain/shared/result';
import type { ShopSchedule } from '../../../../domain/site-schedule/shop-schedule.types';
import { allowedDeliveryTypes } from '../../../../domain/working-hours/delivery-types.rule';
import { isAlcoholAllowedAt } from '../../../../domain/working-hours/shop-hours.rule';
import { refuse, type Refusal } from './use-case-result';

export type DeliveryTimeRefusal = 'night-pre-order-only' | 'alcohol-outside-hours' | 'invalid-pre-order-slot';

export interface DeliveryTimeInput {
  readonly deliveryType: DeliveryType;
  /** Types staff disabled (site management and stopped working-hours records). */
  readonly disabledDeliveryTypes: readonly DeliveryType[];
  readonly deliveryDate: string;
  readonly deliveryTime: string;
  readonly hasAlcohol: boolean;
  readonly nowMs: number;
  /** The city's schedule; absent: the default hours. */
  readonly schedule?: ShopSchedule | undefined;
}

/**
 * When the order can be served, by the city's schedule: outside its hours only a pre-order (the domain's allowed types, disabled
 * ones already refused by the submission rules); alcohol now only 12:00–21:30, otherwise only as a
 * pre-order for a slot inside that window; a pre-order slot must be one the browser could offer.
 */
export const checkDeliveryTime = (input: DeliveryTimeInput): Ok<null> | Refusal<DeliveryTimeRefusal> => {
  if (!allowedDeliveryTypes(input.disabledDeliveryTypes, input.nowMs, input.schedule).includes(input.deliveryType)) {
    return refuse('night-pre-order-only');
  }
  if (input.deliveryType !== 'pre-order') {
    return input.hasAlcohol && !isAlcoholAllowedAt(input.nowMs) ? refuse('alcohol-outside-hours') : ok(null);
  }
  const slot = validatePreOrderSlot(input.deliveryDate, input.deliveryTime, input.hasAlcohol, input.nowMs, input.schedule);
  return slot.ok ? ok(null) : refuse('invalid-pre-order-slot', { slot: slot.reason });
};
