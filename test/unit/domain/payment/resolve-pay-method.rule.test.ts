import { describe, expect, it } from 'vitest';
import type { PayMethod } from '../../../../src/domain/order/order-form';
import { resolvePayMethod, type PayMethodSituation } from '../../../../src/domain/payment/resolve-pay-method.rule';

const ALL: PayMethod[] = ['online', 'card', 'cash'];

const situation = (overrides: Partial<PayMethodSituation>): PayMethodSituation => ({
  chosen: null,
  allowedMethods: ALL,
  cartHasAlcohol: false,
  streetCleared: false,
  outOfZone: false,
  ...overrides,
});

describe('resolvePayMethod', () => {
  it('keeps an allowed choice', () => {
    for (const chosen of ALL) expect(resolvePayMethod(situation({ chosen }))).toBe(chosen);
  });

  it('picks the first allowed method when nothing is chosen yet', () => {
    expect(resolvePayMethod(situation({}))).toBe('online');
    expect(resolvePayMethod(situation({ allowedMethods: ['cash', 'card'] }))).toBe('card');
  });

  it('switches a method that is no longer allowed to the first allowed one', () => {
    expect(resolvePayMethod(situation({ chosen: 'online', allowedMethods: ['cash', 'card'] }))).toBe('card');
    expect(resolvePayMethod(situation({ chosen: 'cash', allowedMethods: ['online'] }))).toBe('online');
  });

  it('switches card away while alcohol is in the cart, never to card', () => {
    expect(resolvePayMethod(situation({ chosen: 'card', cartHasAlcohol: true }))).toBe('online');
    expect(
      resolvePayMethod(situation({ chosen: 'card', cartHasAlcohol: true, allowedMethods: ['card', 'cash'] })),
    ).toBe('cash');
    expect(resolvePayMethod(situation({ chosen: null, cartHasAlcohol: true, allowedMethods: ['card', 'cash'] }))).toBe(
      'cash',
    );
  });

  it('switches online to cash when the street is cleared or the address is out of zones', () => {
    expect(resolvePayMethod(situation({ chosen: 'online', streetCleared: true }))).toBe('cash');
    expect(resolvePayMethod(situation({ chosen: 'online', outOfZone: true }))).toBe('cash');
  });

  it('leaves card and cash alone when the street is cleared or out of zones', () => {
    expect(resolvePayMethod(situation({ chosen: 'card', streetCleared: true, outOfZone: true }))).toBe('card');
    expect(resolvePayMethod(situation({ chosen: 'cash', outOfZone: true }))).toBe('cash');
  });

  it('also moves a fallback to online on to cash out of zones', () => {
    // card is not usable with alcohol, the first allowed is online, but the address is out of zones.
    expect(resolvePayMethod(situation({ chosen: 'card', cartHasAlcohol: true, outOfZone: true }))).toBe('cash');
  });

  it('takes the first allowed non-online method when cash is not allowed', () => {
    expect(resolvePayMethod(situation({ chosen: 'online', outOfZone: true, allowedMethods: ['online', 'card'] }))).toBe(
      'card',
    );
  });

  it('keeps online when it is the only usable method', () => {
    expect(resolvePayMethod(situation({ chosen: 'online', outOfZone: true, allowedMethods: ['online'] }))).toBe(
      'online',
    );
    expect(
      resolvePayMethod(
        situation({ chosen: 'online', streetCleared: true, cartHasAlcohol: true, allowedMethods: ['online', 'card'] }),
      ),
    ).toBe('online');
  });

  it('answers null when no method is usable', () => {
    expect(resolvePayMethod(situation({ chosen: 'cash', allowedMethods: [] }))).toBeNull();
    expect(resolvePayMethod(situation({ chosen: 'card', allowedMethods: ['card'], cartHasAlcohol: true }))).toBeNull();
  });
});
