import type { PublishedShopEvent } from '../../../application/ports/shop-events.port';

/** The NOTIFY channel; the orders trigger of migration 0016 sends on it too. */
export const SHOP_EVENTS_CHANNEL = 'shop_events';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCityId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A NOTIFY payload back into an event; null for anything else (another version's event, garbage). */
export const readShopEventPayload = (payload: string | undefined): PublishedShopEvent | null => {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return null;
  }
  if (!isObject(value) || !isCityId(value.cityId)) return null;
  if (value.type === 'order-changed' && typeof value.code === 'string' && value.code !== '') {
    return { type: 'order-changed', cityId: value.cityId, code: value.code };
  }
  if (value.type === 'menu-changed') return { type: 'menu-changed', cityId: value.cityId };
  return null;
};
