import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import type { PickupPointAddress, SelfPickupPoint } from './order-form';

// The browser reads the answer unchecked inside translations: anything but text counts as empty.
const filled = (text: unknown): string | null => (typeof text !== 'string' || text.trim() === '' ? null : text.trim());

/**
 * The point's locality and street in the customer's language. Each text staff left empty (or a
 * point stored before translations existed) reads the Ukrainian one, so a customer never sees a
 * blank part of the address.
 */
export const pickupPointAddressIn = (point: SelfPickupPoint, locale: Locale): PickupPointAddress => {
  const translated = locale === DEFAULT_LOCALE ? undefined : point.translations?.[locale];
  return {
    deliveryCityName: filled(translated?.deliveryCityName) ?? point.deliveryCityName,
    streetName: filled(translated?.streetName) ?? point.streetName,
  };
};

/** 'Kyiv, Khreshchatyk Street, 22': the one line the checkout and the thank-you page show. */
export const pickupPointLabel = (point: SelfPickupPoint, locale: Locale): string => {
  const address = pickupPointAddressIn(point, locale);
  return [address.deliveryCityName, address.streetName, point.house.trim()].filter((part) => part !== '').join(', ');
};

/** The point's opening hours, or null when staff gave none. */
export const pickupPointHours = (point: SelfPickupPoint): string | null => filled(point.hours);
