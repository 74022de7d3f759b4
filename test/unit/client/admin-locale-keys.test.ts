import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/client/adapters/i18n/create-i18n';
import { CITY_SLUGS } from '../../../src/domain/city/city';
import { ZONE_COLORS } from '../../../src/domain/delivery-zone/zone-color';
import { DELIVERY_TYPES, PAY_METHODS } from '../../../src/domain/order/order-form';
import { nextOrderStatuses, ORDER_STATUSES } from '../../../src/domain/order/order-status';
import { LOCALES } from '../../../src/domain/shared/locale';
import { ORDER_PAYMENT_STATUSES } from '../../../src/domain/shop-api/ordering.contract';

// The orders screen builds keys from the contract's values; every value needs a text.
const ORDER_KEYS = [
  ...ORDER_STATUSES.map((status) => `orders.status.${status}`),
  // A button per status an order can be moved to: every status but 'new', where orders only start.
  ...ORDER_STATUSES.filter((status) => DELIVERY_TYPES.some((type) => ORDER_STATUSES.some((from) => nextOrderStatuses(from, type).includes(status)))).map(
    (status) => `orders.action.${status}`,
  ),
  ...DELIVERY_TYPES.map((type) => `orders.deliveryType.${type}`),
  ...PAY_METHODS.map((method) => `orders.payMethod.${method}`),
  ...ORDER_PAYMENT_STATUSES.map((status) => `orders.paymentStatus.${status}`),
  ...['sms-pending', 'phone-call-requested'].map((reason) => `orders.callReason.${reason}`),
  ...ZONE_COLORS.map((zone) => `orders.zone.${zone}`),
  ...CITY_SLUGS.map((city) => `orders.cities.${city}`),
  ...['conflict', 'notFound', 'moveFailed'].map((notice) => `orders.notice.${notice}`),
];

describe('admin texts for the orders screen', () => {
  it.each(LOCALES)('%s has every key', (locale) => {
    const i18n = createI18n(locale);
    for (const key of ORDER_KEYS) expect(i18n.exists(key, { ns: 'admin' }), `${locale}: ${key}`).toBe(true);
  });
});
