import type { CartItem, Modifier } from '../../../domain/cart/cart-item';
import { isCartQuantity } from '../../../domain/cart/cart-quantity';
import type { Cart } from '../../../domain/cart/cart.types';
import { recognizeModifiers } from '../../../domain/cart/modifier-recognition';
import {
  emptyOrderForm,
  isDeliveryType,
  isPayMethod,
  type Address,
  type OrderForm,
} from '../../../domain/order/order-form';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import type { StoredPreviousOrder } from '../../application/ports/cart-storage.port';

/*
 * What localStorage gives back is user-editable and may come from an older version of the shop.
 * Everything is read field by field: a broken line is dropped, a broken cart is an empty cart,
 * and nothing here ever throws.
 */

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export const parseJson = (raw: string | null): unknown => {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

const readTranslation = (value: unknown): Partial<Translated> => {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    LOCALES.filter((locale) => isText(value[locale])).map((locale) => [locale, value[locale] as string]),
  );
};

const readModifier = (value: unknown): Modifier | null => {
  if (!isObject(value) || !isId(value.id) || !isId(value.iikoId) || !isText(value.iikoName) || !isAmount(value.price))
    return null;
  return {
    id: value.id,
    iikoId: value.iikoId,
    iikoName: value.iikoName,
    price: value.price,
    ...(isText(value.productGroupId) ? { productGroupId: value.productGroupId } : {}),
    ...(isObject(value.translation) ? { translation: readTranslation(value.translation) } : {}),
  };
};

const optionalAmount = <K extends string>(key: K, value: unknown): Partial<Record<K, number>> =>
  isAmount(value) ? ({ [key]: value } as Record<K, number>) : {};
const optionalText = <K extends string>(key: K, value: unknown): Partial<Record<K, string>> =>
  isText(value) ? ({ [key]: value } as Record<K, string>) : {};

export const readCartItem = (value: unknown): CartItem | null => {
  if (!isObject(value) || !isId(value.id) || !isId(value.iikoId) || !isText(value.name)) return null;
  if (!isAmount(value.price) || typeof value.count !== 'number' || !isCartQuantity(value.count)) return null;
  if (!Array.isArray(value.modifiers)) return null;
  const modifiers = value.modifiers.map(readModifier);
  // A burger without one of its modifiers would be a different burger at a different price.
  if (modifiers.some((m) => m === null)) return null;
  const chosen = modifiers as Modifier[];
  return {
    id: value.id,
    iikoId: value.iikoId,
    ...optionalText('productGroupId', value.productGroupId),
    name: value.name,
    translation: readTranslation(value.translation),
    price: value.price,
    count: value.count,
    ...optionalAmount('weight', value.weight),
    ...optionalAmount('volume', value.volume),
    modifiers: chosen,
    // The flags are derived from the modifiers again rather than trusted from storage.
    ...recognizeModifiers(chosen),
    ...optionalText('background', value.background),
    ...optionalText('imgLink', value.imgLink),
    sushi: value.sushi === true,
    disabled: value.disabled === true,
    ...optionalAmount('amountOfBurgers', value.amountOfBurgers),
    ...optionalAmount('amountOfRolls', value.amountOfRolls),
    isAlcohol: value.isAlcohol === true,
    ...(value.isCoupon === true ? { isCoupon: true } : {}),
  };
};

/** Readable lines in their order; a repeated line id keeps its first line, as line operations need. */
export const readCart = (value: unknown): Cart => {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const lines: CartItem[] = [];
  for (const raw of value) {
    const line = readCartItem(raw);
    if (line === null || seen.has(line.id)) continue;
    seen.add(line.id);
    lines.push(line);
  }
  return lines;
};

const readAddress = (value: unknown, fallback: Address): Address => {
  if (!isObject(value)) return fallback;
  const city = value.deliveryCity;
  const street = isObject(value.street) ? value.street : {};
  return {
    deliveryCity:
      isObject(city) && typeof city.id === 'number' && isText(city.name) ? { id: city.id, name: city.name } : null,
    street: { id: isText(street.id) ? street.id : '', name: isText(street.name) ? street.name : '' },
    house: isText(value.house) ? value.house : '',
    flat: isText(value.flat) ? value.flat : '',
    entrance: isText(value.entrance) ? value.entrance : '',
    floor: isText(value.floor) ? value.floor : '',
  };
};

const TEXT_FIELDS = [
  'name',
  'phone',
  'deliveryTime',
  'deliveryDate',
  'selfPickupPointId',
  'cashback',
  'comment',
  'coupon',
] as const;

/** Every field that reads correctly is kept; the rest take the empty form's values. */
export const readOrderForm = (value: unknown): OrderForm => {
  const empty = emptyOrderForm();
  if (!isObject(value)) return empty;
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, isText(value[field]) ? value[field] : empty[field]]),
  );
  return {
    ...empty,
    ...texts,
    deliveryType: isDeliveryType(value.deliveryType) ? value.deliveryType : empty.deliveryType,
    address: readAddress(value.address, empty.address),
    payMethod: isPayMethod(value.payMethod) ? value.payMethod : null,
    isEcoPack: value.isEcoPack === true,
    sticks: Number.isInteger(value.sticks) && (value.sticks as number) >= 0 ? (value.sticks as number) : 0,
    trainingSticks:
      Number.isInteger(value.trainingSticks) && (value.trainingSticks as number) >= 0
        ? (value.trainingSticks as number)
        : 0,
    call: value.call === true,
    ...(Number.isInteger(value.numberOfPeople) ? { numberOfPeople: value.numberOfPeople as number } : {}),
  };
};

export const readPreviousOrder = (value: unknown): StoredPreviousOrder | null => {
  if (!isObject(value)) return null;
  const cartItems = readCart(value.cartItems);
  if (cartItems.length === 0) return null;
  return {
    cartItems,
    orderForm: readOrderForm(value.orderForm),
    showRepeatOrderMessage: value.showRepeatOrderMessage === true,
  };
};
