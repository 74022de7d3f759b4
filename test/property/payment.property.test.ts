import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_METHODS, type PayMethod } from '../../src/domain/order/order-form';
import { resolvePayMethod, type PayMethodSituation } from '../../src/domain/payment/resolve-pay-method.rule';
import { validateCashback } from '../../src/domain/payment/cashback.rule';

// Kept beside the property: the only payment generator, used nowhere else yet.
const situation: fc.Arbitrary<PayMethodSituation> = fc.record({
  chosen: fc.option(fc.constantFrom(...PAY_METHODS), { nil: null }),
  // Any subset, in any order, possibly with repeats: the API does not promise a clean list.
  allowedMethods: fc.array(fc.constantFrom(...PAY_METHODS), { maxLength: 5 }),
  cartHasAlcohol: fc.boolean(),
  streetCleared: fc.boolean(),
  outOfZone: fc.boolean(),
});

const usable = (s: PayMethodSituation): PayMethod[] =>
  PAY_METHODS.filter((method) => s.allowedMethods.includes(method) && !(method === 'card' && s.cartHasAlcohol));

describe('resolvePayMethod: properties', () => {
  it('answers an allowed method, never card with alcohol, and null only when nothing is usable', () => {
    fc.assert(
      fc.property(situation, (s) => {
        const resolved = resolvePayMethod(s);
        if (resolved === null) {
          expect(usable(s)).toEqual([]);
          return;
        }
        expect(s.allowedMethods).toContain(resolved);
        if (s.cartHasAlcohol) expect(resolved).not.toBe('card');
      }),
    );
  });

  it('answers online without an address in a zone only when nothing else is usable', () => {
    fc.assert(
      fc.property(situation, (s) => {
        fc.pre(s.streetCleared || s.outOfZone);
        if (resolvePayMethod(s) === 'online') expect(usable(s)).toEqual(['online']);
      }),
    );
  });

  it('keeps a usable choice unless it is online without an address in a zone', () => {
    fc.assert(
      fc.property(situation, (s) => {
        fc.pre(s.chosen !== null && usable(s).includes(s.chosen));
        fc.pre(!(s.chosen === 'online' && (s.streetCleared || s.outOfZone)));
        expect(resolvePayMethod(s)).toBe(s.chosen);
      }),
    );
  });

  it('is idempotent: resolving the answer again changes nothing', () => {
    fc.assert(
      fc.property(situation, (s) => {
        const once = resolvePayMethod(s);
        expect(resolvePayMethod({ ...s, chosen: once })).toBe(once);
      }),
    );
  });
});

describe('validateCashback: properties', () => {
  const kopiykas = fc.integer({ min: 0, max: 10_000_000 });
  const asInput = (k: number): string => (k % 100 === 0 ? String(k / 100) : (k / 100).toFixed(2));

  it('accepts exactly the amounts at least the total, whole kopiykas compared', () => {
    fc.assert(
      fc.property(kopiykas, kopiykas, (given, total) => {
        const result = validateCashback(asInput(given), total / 100);
        if (given >= total) expect(result).toEqual({ ok: true, value: given / 100 });
        else expect(result).toEqual({ ok: false, reason: 'cashback-below-total' });
      }),
    );
  });
});
