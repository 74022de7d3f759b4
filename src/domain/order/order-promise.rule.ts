import { zoneMinutes } from '../delivery-zone/zone-color-word.rule';
import { formatTimeOfDay, kyivWallTime, MINUTES_PER_DAY } from '../shared/kyiv-time';
import type { CheckoutSummary } from './checkout-summary.builder';

/**
 * What the shop promised about when the order arrives: the pre-order's slot, the zone's minutes
 * counted from when it was placed, a self-pickup (collected when ready), or nothing yet because
 * the address is in no zone and the operator calls about it.
 */
export type OrderPromise =
  | { readonly kind: 'self-pickup' }
  | { readonly kind: 'pre-order'; readonly date: string; readonly time: string }
  | { readonly kind: 'address-check' }
  /** `by`: HH:mm Kyiv time, the order's time plus the zone's minutes; null when that time is not known. */
  | { readonly kind: 'zone'; readonly minutes: number; readonly by: string | null };

export const orderPromiseOf = (input: {
  readonly checkout: Pick<CheckoutSummary, 'deliveryType' | 'deliveryDate' | 'deliveryTime' | 'zone'>;
  readonly needsAddressCheck: boolean;
  /** When it was placed (epoch ms); null where only the minutes are shown (the thank-you page). */
  readonly placedAtMs: number | null;
}): OrderPromise => {
  const { checkout } = input;
  if (checkout.deliveryType === 'self-pickup') return { kind: 'self-pickup' };
  if (checkout.deliveryType === 'pre-order')
    return { kind: 'pre-order', date: checkout.deliveryDate, time: checkout.deliveryTime };
  const minutes = zoneMinutes(checkout.zone);
  if (input.needsAddressCheck || minutes === 0) return { kind: 'address-check' };
  if (input.placedAtMs === null) return { kind: 'zone', minutes, by: null };
  const placed = kyivWallTime(input.placedAtMs).minutesOfDay;
  return { kind: 'zone', minutes, by: formatTimeOfDay((placed + minutes) % MINUTES_PER_DAY) };
};
