import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart-item';
import type { DeliveryType, PayMethod } from '../../src/domain/order/order-form';
import { orderTotalsKopiykas } from '../../src/domain/pricing/order-totals';
import { toHryvnias } from '../../src/domain/shared/money';
import type { CatalogProduct } from '../../src/server/application/ports/catalog-read.port';
import type { CouponRecord } from '../../src/server/application/ports/coupon-repository.port';
import {
  BEER,
  BURGER,
  buildPipeline,
  COLA,
  couponOf,
  FRIES,
  lineOf,
  LVIV,
  MODIFIERS,
  orderOf,
  ROLL,
  SET,
} from '../unit/server/use-cases/order-pipeline.fixture';

const PRODUCTS: readonly CatalogProduct[] = [BURGER, FRIES, COLA, ROLL, SET, BEER];
const kopiykasArb = (max: number) => fc.integer({ min: 0, max });

/** A menu with random prices: every product, every modifier. */
const menuArb = fc.record({
  products: fc.tuple(
    ...PRODUCTS.map((product) => kopiykasArb(80_000).map((priceKopiykas) => ({ ...product, priceKopiykas }))),
  ),
  modifiers: fc.tuple(
    ...MODIFIERS.map((modifier) => kopiykasArb(10_000).map((priceKopiykas) => ({ ...modifier, priceKopiykas }))),
  ),
});

interface CartLineSpec {
  readonly product: number;
  readonly count: number;
  readonly modifiers: readonly number[];
  /** What the browser claims: anything at all. */
  readonly browserPrice: number;
}

const cartArb: fc.Arbitrary<CartLineSpec[]> = fc.array(
  fc.record({
    product: fc.nat({ max: PRODUCTS.length - 1 }),
    count: fc.integer({ min: 1, max: 12 }),
    modifiers: fc.uniqueArray(fc.nat({ max: MODIFIERS.length - 1 }), { maxLength: 3 }),
    browserPrice: fc.oneof(
      fc.constant(1),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.integer({ min: 0, max: 2000 }),
    ),
  }),
  { minLength: 1, maxLength: 6 },
);

const couponArb: fc.Arbitrary<CouponRecord | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 100 }).map((value) => couponOf({ code: 'PROP', kind: 'percent', value })),
  kopiykasArb(100_000).map((value) => couponOf({ code: 'PROP', kind: 'fixed', value })),
);

const payMethodArb = fc.constantFrom<PayMethod>('online', 'card', 'cash');
const deliveryTypeArb = fc.constantFrom<DeliveryType>('delivery', 'self-pickup');

type Menu = { products: readonly CatalogProduct[]; modifiers: readonly (typeof MODIFIERS)[number][] };

/**
 * Only the burger offers modifiers, so modifiers picked for anything else are dropped from the
 * cart, and so is a second patty: the browser offers one choice per one-of group.
 */
const modifierIdsOf = (menu: Menu, spec: CartLineSpec): string[] => {
  const product = menu.products[spec.product]!;
  const oneOfGroupOf = (id: string) =>
    product.modifierGroups.find((g) => g.kind === 'one-of' && g.options.some((o) => o.modifierId === id));
  const taken = new Set<string>();
  return spec.modifiers
    .map((i) => menu.modifiers[i]!.iikoId)
    .filter((id) => product.modifierIds.includes(id))
    .filter((id) => {
      const group = oneOfGroupOf(id);
      if (group === undefined) return true;
      if (taken.has(group.id)) return false;
      taken.add(group.id);
      return true;
    });
};

/** The cart as the domain sees it when priced from the menu, the way the browser's cart is priced. */
const domainLinesOf = (menu: Menu, cart: readonly CartLineSpec[]): CartItem[] =>
  cart.map((spec, index) => {
    const product = menu.products[spec.product]!;
    const modifierIds = modifierIdsOf(menu, spec);
    return {
      id: `l${index}`,
      iikoId: product.iikoId,
      name: product.name,
      translation: product.translation,
      price: toHryvnias(product.priceKopiykas),
      count: spec.count,
      modifiers: modifierIds.map((id) => {
        const modifier = menu.modifiers.find((m) => m.iikoId === id)!;
        return { id, iikoId: id, iikoName: modifier.iikoName, price: toHryvnias(modifier.priceKopiykas) };
      }),
    };
  });

const placeOrder = async (
  menu: Menu,
  cart: readonly CartLineSpec[],
  coupon: CouponRecord | null,
  payMethod: PayMethod,
  deliveryType: DeliveryType,
  browserPrices: (spec: CartLineSpec) => number,
) => {
  const p = buildPipeline();
  for (const product of menu.products) p.catalog.putProduct(LVIV, product);
  for (const modifier of menu.modifiers) p.catalog.putModifier(LVIV, modifier);
  if (coupon) p.coupons.put(coupon, [LVIV]);
  const items = cart.map((spec, index) =>
    lineOf(menu.products[spec.product]!.iikoId, spec.count, modifierIdsOf(menu, spec), {
      id: `l${index}`,
      price: browserPrices(spec),
    }),
  );
  const form = {
    payMethod,
    deliveryType,
    coupon: coupon ? 'PROP' : '',
    ...(deliveryType === 'self-pickup' ? { selfPickupPointId: '1' } : {}),
  };
  const result = await p.createOrder.execute(orderOf(items, form));
  return { result, stored: p.orders.list()[0] };
};

describe('server pricing properties', () => {
  it('the server total is the domain total of the menu-priced cart, never negative, whatever the browser sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        cartArb,
        couponArb,
        payMethodArb,
        deliveryTypeArb,
        async (menu, cart, coupon, payMethod, deliveryType) => {
          const { result, stored } = await placeOrder(
            menu,
            cart,
            coupon,
            payMethod,
            deliveryType,
            (spec) => spec.browserPrice,
          );

          const lines = domainLinesOf(menu, cart);
          const cartKopiykas = orderTotalsKopiykas({ items: lines, couponDiscount: 0, payMethod, deliveryType }).order;
          const raw =
            coupon === null
              ? 0
              : coupon.kind === 'percent'
                ? Math.round((cartKopiykas * coupon.value) / 100)
                : coupon.value;
          const discount = Math.min(cartKopiykas, raw);
          const expected = orderTotalsKopiykas({
            items: lines,
            couponDiscount: toHryvnias(discount),
            payMethod,
            deliveryType,
          });
          const hasBeer = cart.some((spec) => menu.products[spec.product]!.isAlcohol);

          if (coupon !== null && discount === 0) {
            expect(result).toMatchObject({ ok: false, reason: 'coupon-not-found' });
          } else if (expected.cartAfterDiscount < 25_000) {
            expect(result).toMatchObject({ ok: false, reason: 'below-minimum' });
          } else if (payMethod === 'card' && hasBeer) {
            expect(result).toMatchObject({ ok: false, reason: 'card-with-alcohol' });
          } else {
            expect(result.ok).toBe(true);
            expect(stored?.totals).toEqual({
              orderKopiykas: expected.order,
              shippingKopiykas: expected.shipping,
              discountKopiykas: expected.discount,
              toPayKopiykas: expected.toPay,
            });
            const totals = stored!.totals;
            expect(totals.toPayKopiykas).toBeGreaterThanOrEqual(0);
            expect(Number.isSafeInteger(totals.toPayKopiykas)).toBe(true);
            expect(totals.orderKopiykas + totals.shippingKopiykas - totals.discountKopiykas).toBe(totals.toPayKopiykas);
            expect(stored!.lines.reduce((sum, line) => sum + line.lineTotalKopiykas, 0)).toBe(totals.orderKopiykas);
          }
          if (!result.ok) expect(stored).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('browser prices change nothing: the same cart with honest or absurd prices is the same order', async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, cartArb, couponArb, payMethodArb, async (menu, cart, coupon, payMethod) => {
        const honest = await placeOrder(menu, cart, coupon, payMethod, 'delivery', (spec) =>
          toHryvnias(menu.products[spec.product]!.priceKopiykas),
        );
        const absurd = await placeOrder(menu, cart, coupon, payMethod, 'delivery', (spec) => spec.browserPrice);
        expect(absurd.result.ok).toBe(honest.result.ok);
        expect(absurd.stored?.totals).toEqual(honest.stored?.totals);
        expect(absurd.stored?.lines).toEqual(honest.stored?.lines);
      }),
      { numRuns: 150 },
    );
  });
});
