import { describe, expect, it } from 'vitest';
import {
  allowedPayMethods,
  preselectPayMethod,
  usablePayMethods,
} from '../../../../src/domain/payment/allowed-pay-methods.rule';
import { isCardAllowed } from '../../../../src/domain/payment/card-payment.rule';
import type { PaymentType } from '../../../../src/domain/payment/payment-type';
import { sortPaymentTypes } from '../../../../src/domain/payment/payment-type-order.rule';

const type = (
  name: string,
  cityId: number,
  isAllowed = true,
  id: number | string = `${name}-${cityId}`,
): PaymentType => ({
  id,
  name,
  cityId,
  isAllowed,
});

describe('sortPaymentTypes', () => {
  it('orders online, card, cash and puts unknown names last', () => {
    const sorted = sortPaymentTypes([type('cash', 1), type('crypto', 1), type('card', 1), type('online', 1)]);
    expect(sorted.map((t) => t.name)).toEqual(['online', 'card', 'cash', 'crypto']);
  });

  it('keeps the given order among equals and does not touch the input', () => {
    const input = [type('cash', 2, true, 'b'), type('online', 1), type('cash', 1, true, 'a')];
    const sorted = sortPaymentTypes(input);
    expect(sorted.map((t) => t.id)).toEqual(['online-1', 'b', 'a']);
    expect(input.map((t) => t.name)).toEqual(['cash', 'online', 'cash']);
  });
});

describe('allowedPayMethods', () => {
  const types = [
    type('cash', 1),
    type('online', 1, false),
    type('card', 1),
    type('online', 2),
    type('card', 2, false),
    type('crypto', 1),
    type('card', 1, true, 'duplicate'),
  ];

  it('lists the city’s allowed methods in display order, each once', () => {
    expect(allowedPayMethods(types, 1)).toEqual(['card', 'cash']);
    expect(allowedPayMethods(types, 2)).toEqual(['online']);
    expect(allowedPayMethods(types, 3)).toEqual([]);
  });

  it('preselects the first allowed method of the current city', () => {
    expect(preselectPayMethod(types, 1)).toBe('card');
    expect(preselectPayMethod(types, 2)).toBe('online');
    expect(preselectPayMethod(types, 3)).toBeNull();
  });

  it('skips card in the preselection while alcohol is in the cart', () => {
    expect(preselectPayMethod(types, 1, true)).toBe('cash');
    expect(preselectPayMethod([type('card', 1)], 1, true)).toBeNull();
  });
});

describe('card and alcohol', () => {
  it('forbids card while the cart holds alcohol', () => {
    expect(isCardAllowed(true)).toBe(false);
    expect(isCardAllowed(false)).toBe(true);
    expect(usablePayMethods(['cash', 'card', 'online'], true)).toEqual(['online', 'cash']);
    expect(usablePayMethods(['cash', 'card'], false)).toEqual(['card', 'cash']);
  });
});
