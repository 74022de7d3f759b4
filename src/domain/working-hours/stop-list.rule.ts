import { isDeliveryType, type DeliveryType } from '../order/order-form';
import type { Functionality, WorkingHoursRecord } from './working-hours.types';

/** What the cart holds, as far as stops are concerned (the caller knows which lines are which). */
export interface CartSections {
  readonly hasBurgers: boolean;
  readonly hasSushi: boolean;
}

/**
 * The records that stop something in a city. The API is asked for isStoped=1 of one city, but a
 * list may hold both cities (the 404 page) and a record may be switched off, so both are checked.
 */
export const activeStops = (records: readonly WorkingHoursRecord[], cityId: number): readonly WorkingHoursRecord[] =>
  records.filter((record) => record.cityId === cityId && record.isStoped);

export const isFunctionalityStopped = (
  records: readonly WorkingHoursRecord[],
  cityId: number,
  functionality: Functionality,
): boolean => activeStops(records, cityId).some((record) => record.functionality === functionality);

export const isGloballyStopped = (records: readonly WorkingHoursRecord[], cityId: number): boolean =>
  isFunctionalityStopped(records, cityId, 'global');

/** The 404 page disables a city's button when the whole city is stopped. */
export const isCityStopped = (records: readonly WorkingHoursRecord[], cityId: number): boolean =>
  isGloballyStopped(records, cityId);

/** The global functionality is not stopped and no stopped section is in the cart. */
export const areOrdersAllowed = (
  records: readonly WorkingHoursRecord[],
  cityId: number,
  cart: CartSections,
): boolean => {
  if (isGloballyStopped(records, cityId)) return false;
  if (cart.hasBurgers && isFunctionalityStopped(records, cityId, 'burgers')) return false;
  if (cart.hasSushi && isFunctionalityStopped(records, cityId, 'sushi')) return false;
  return true;
};

/** The record that blocks ordering this cart (global first), to carry its title into the message. */
export const blockingStop = (
  records: readonly WorkingHoursRecord[],
  cityId: number,
  cart: CartSections,
): WorkingHoursRecord | null => {
  const stops = activeStops(records, cityId);
  const find = (functionality: Functionality) => stops.find((record) => record.functionality === functionality);
  return (
    find('global') ??
    (cart.hasBurgers ? find('burgers') : undefined) ??
    (cart.hasSushi ? find('sushi') : undefined) ??
    null
  );
};

/** Delivery types stopped by staff through working-hours records, to merge with the site's disabled types. */
export const stoppedDeliveryTypes = (records: readonly WorkingHoursRecord[], cityId: number): readonly DeliveryType[] =>
  activeStops(records, cityId)
    .map((record) => record.functionality)
    .filter(isDeliveryType);
