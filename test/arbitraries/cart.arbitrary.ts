import fc from 'fast-check';
import type { CartItem, Modifier } from '../../src/domain/cart/cart-item';
import type { Cart } from '../../src/domain/cart/cart.types';
import { createCartItem, type CartProduct } from '../../src/domain/cart/cart-item-factory';
import { addItem, decreaseQuantity, increaseQuantity, removeItem } from '../../src/domain/cart/cart-operations';
import { applyPriceCheck, type PriceCheckAnswer } from '../../src/domain/cart/price-check';
import { MODIFIER_VOCABULARY } from '../../src/domain/cart/modifier-vocabulary';
import { productKey } from '../../src/domain/cart/same-product';
import type { DeliveryType, PayMethod } from '../../src/domain/order/order-form';
import { DELIVERY_TYPES, PAY_METHODS } from '../../src/domain/order/order-form';

/** A plain cart line for example-based tests; every field can be overridden. */
export const cartItemOf = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'line-1',
  iikoId: 'burger-classic',
  name: 'Класичний бургер',
  translation: { uk: 'Класичний бургер', en: 'Classic burger' },
  price: 189,
  count: 1,
  modifiers: [],
  ...overrides,
});

export const modifierOf = (iikoId: string, price = 0, iikoName = iikoId): Modifier => ({
  id: `id-${iikoId}`,
  iikoId,
  iikoName,
  price,
});

/** Hryvnia amounts that are whole kopiykas, as every real price is. */
export const hryvniaPriceArb = (maxHryvnias = 1000): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: maxHryvnias * 100 }).map((kopiykas) => kopiykas / 100);

// Small pools so that generated lines often share a product and have to merge.
const PRODUCT_IDS = ['burger-classic', 'burger-chicken', 'roll-california-crab', 'set-lviv', 'beer-lager'] as const;
const MODIFIER_IDS = ['m1', 'm2', 'm3', 'm4'] as const;
const MODIFIER_NAMES = [...MODIFIER_VOCABULARY.map((e) => e.name), 'Соус барбекю', 'Халапеньо'];

export const modifierArb: fc.Arbitrary<Modifier> = fc
  .record({
    iikoId: fc.constantFrom(...MODIFIER_IDS),
    iikoName: fc.constantFrom(...MODIFIER_NAMES),
    price: hryvniaPriceArb(100),
  })
  .map(({ iikoId, iikoName, price }) => modifierOf(iikoId, price, iikoName));

export const modifiersArb: fc.Arbitrary<readonly Modifier[]> = fc.uniqueArray(modifierArb, {
  selector: (m) => m.iikoId,
  maxLength: 3,
});

export const cartProductArb = (options: { disabled?: fc.Arbitrary<boolean> } = {}): fc.Arbitrary<CartProduct> =>
  fc
    .record({
      iikoId: fc.constantFrom(...PRODUCT_IDS),
      price: hryvniaPriceArb(600),
      amountOfRolls: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
      disabled: options.disabled ?? fc.constant(false),
    })
    .map(({ iikoId, price, amountOfRolls, disabled }) => ({
      iikoId,
      name: iikoId,
      translation: { uk: iikoId },
      price,
      sushi: iikoId.startsWith('roll') || iikoId.startsWith('set'),
      isAlcohol: iikoId.startsWith('beer'),
      disabled,
      ...(amountOfRolls === undefined ? {} : { amountOfRolls }),
    }));

export const cartQuantityArb = fc.integer({ min: 1, max: 99 });

export const cartItemArb: fc.Arbitrary<CartItem> = fc
  .record({
    product: cartProductArb(),
    modifiers: modifiersArb,
    count: cartQuantityArb,
    isCoupon: fc.boolean(),
  })
  .map(({ product, modifiers, count, isCoupon }) => ({
    ...createCartItem(product, modifiers, 'line'),
    count,
    isCoupon,
  }));

/** A cart as the operations can leave it: one line per product, unique line ids, nothing disabled. */
export const cartArb: fc.Arbitrary<Cart> = fc
  .uniqueArray(cartItemArb, { selector: productKey, maxLength: 8 })
  .map((items) => items.map((item, i) => ({ ...item, id: `line-${i}` })));

export type CartCommand =
  | { readonly kind: 'add'; readonly product: CartProduct; readonly modifiers: readonly Modifier[] }
  | { readonly kind: 'increase' | 'decrease' | 'remove'; readonly pick: number }
  | { readonly kind: 'price-check'; readonly type: string; readonly price: number; readonly pick: number };

export const cartCommandArb: fc.Arbitrary<CartCommand> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: cartProductArb(), modifiers: modifiersArb }),
  fc.record({ kind: fc.constantFrom('increase' as const, 'decrease' as const, 'remove' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('price-check' as const),
    type: fc.constantFrom('UPDATE', 'OK'),
    price: hryvniaPriceArb(600),
    pick: fc.nat(),
  }),
);

const pickLineId = (cart: Cart, pick: number): string => cart[pick % Math.max(1, cart.length)]?.id ?? 'missing';

/**
 * Plays one customer action the way the UI would: a refused action leaves the cart as it was.
 * `step` stands in for the clock the line ids come from.
 */
export const applyCartCommand = (cart: Cart, command: CartCommand, step: number): Cart => {
  const orKeep = (result: { ok: true; value: Cart } | { ok: false }): Cart => (result.ok ? result.value : cart);
  switch (command.kind) {
    case 'add':
      return orKeep(addItem(cart, createCartItem(command.product, command.modifiers, `t${step}`)));
    case 'increase':
      return orKeep(increaseQuantity(cart, pickLineId(cart, command.pick)));
    case 'decrease':
      return orKeep(decreaseQuantity(cart, pickLineId(cart, command.pick)));
    case 'remove':
      return orKeep(removeItem(cart, pickLineId(cart, command.pick)));
    case 'price-check': {
      const answer: PriceCheckAnswer = {
        type: command.type,
        data: [{ id: pickLineId(cart, command.pick), price: command.price, modifiers: [] }],
      };
      return applyPriceCheck(cart, answer);
    }
  }
};

export const totalCount = (cart: Cart): number => cart.reduce((sum, line) => sum + line.count, 0);

export const payMethodArb: fc.Arbitrary<PayMethod | null> = fc.constantFrom(null, ...PAY_METHODS);
export const deliveryTypeArb: fc.Arbitrary<DeliveryType> = fc.constantFrom(...DELIVERY_TYPES);
