import type { DeliveryType } from '../../../../domain/order/order-form';
import { validatePreOrderSlot } from '../../../../domain/pre-order/pre-order-slot.validator';
import { ok, type Ok } from '../../../../domain/shared/result';
import { formatTimeOfDay } from '../../../../domain/shared/kyiv-time';
import { ordersForNowPauseAt } from '../../../../domain/site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../../../../domain/site-schedule/shop-schedule.types';
import { allowedDeliveryTypes } from '../../../../domain/working-hours/delivery-types.rule';
import { DELIVERY_AND_PICKUP_HOURS } from '../../../../domain/working-hours/working-hours.constants';
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
    // The message names the pause of this city's schedule (22:30 to 10:00 by default).
    // A city closed for weeks around now has no such pause: the usual hours are named then.
    const pause = (input.schedule === undefined ? null : ordersForNowPauseAt(input.schedule, input.nowMs)) ?? {
      from: DELIVERY_AND_PICKUP_HOURS.until,
      until: DELIVERY_AND_PICKUP_HOURS.from,
    };
    return refuse('night-pre-order-only', { from: formatTimeOfDay(pause.from), until: formatTimeOfDay(pause.until) });
  }
  if (input.deliveryType !== 'pre-order') {
    return input.hasAlcohol && !isAlcoholAllowedAt(input.nowMs) ? refuse('alcohol-outside-hours') : ok(null);
  }
  const slot = validatePreOrderSlot(
    input.deliveryDate,
    input.deliveryTime,
    input.hasAlcohol,
    input.nowMs,
    input.schedule,
  );
  return slot.ok ? ok(null) : refuse('invalid-pre-order-slot', { slot: slot.reason });
};
