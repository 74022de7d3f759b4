import { DELIVERY_TYPES, type DeliveryType } from '../order/order-form';
import { DEFAULT_SCHEDULE } from '../site-schedule/shop-schedule.defaults';
import type { ShopSchedule } from '../site-schedule/shop-schedule.types';
import { areDeliveryAndPickupAvailableAt } from './shop-hours.rule';

/** Types the kitchen cannot serve at night; pre-order is always possible. */
const DAYTIME_ONLY: readonly DeliveryType[] = ['delivery', 'self-pickup'];

/** Delivery types offered now, in display order: delivery, self-pickup, pre-order. */
export const allowedDeliveryTypes = (
  disabledDeliveryTypes: readonly DeliveryType[],
  nowMs: number,
  schedule: ShopSchedule = DEFAULT_SCHEDULE,
): readonly DeliveryType[] => {
  const daytime = areDeliveryAndPickupAvailableAt(nowMs, schedule);
  return DELIVERY_TYPES.filter(
    (type) => !disabledDeliveryTypes.includes(type) && (daytime || !DAYTIME_ONLY.includes(type)),
  );
};

/** Keeps the customer's choice while it is allowed, else falls back to the first allowed type (null if none). */
export const resolveDeliveryType = (chosen: DeliveryType, allowed: readonly DeliveryType[]): DeliveryType | null =>
  allowed.includes(chosen) ? chosen : (allowed[0] ?? null);
