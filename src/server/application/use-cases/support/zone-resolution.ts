import { normalizeHouse } from '../../../../domain/address/house.normalizer';
import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { OrderForm } from '../../../../domain/order/order-form';
import type { LoggerPort } from '../../ports/logger.port';
import type { ZoneLookupPort } from '../../ports/zone-lookup.port';

/**
 * The zone of the order's address; null for self-pickup and for an address outside every zone.
 * A geocoder outage must not lose an order: it is taken like an out-of-zone address, which the
 * operator clarifies by phone anyway.
 */
export const resolveOrderZone = async (
  zones: ZoneLookupPort,
  cityId: number,
  form: OrderForm,
  logger?: LoggerPort,
): Promise<ZoneColor | null> => {
  if (form.deliveryType === 'self-pickup') return null;
  try {
    return await zones.findZone({ cityId, street: form.address.street, house: normalizeHouse(form.address.house) });
  } catch (error) {
    logger?.warn('zone lookup failed; the order is flagged for the operator', { cityId, error: String(error) });
    return null;
  }
};
