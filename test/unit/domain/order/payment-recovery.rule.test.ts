import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGroupOf } from '../../../../src/domain/order/board-group';
import { PAY_METHODS } from '../../../../src/domain/order/order-form';
import { ORDER_STATUSES } from '../../../../src/domain/order/order-status';
import {
  awaitsOnlinePayment,
  cashSwitchRefusalOf,
  paymentRetryRefusalOf,
  type PaymentRecoveryState,
} from '../../../../src/domain/order/payment-recovery.rule';
import { ORDER_PAYMENT_STATUSES } from '../../../../src/domain/shop-api/ordering.contract';

const failed: PaymentRecoveryState = { status: 'new', payMethod: 'online', paymentStatus: 'failed' };

const anyState = fc.record({
  status: fc.constantFrom(...ORDER_STATUSES),
  payMethod: fc.constantFrom(...PAY_METHODS),
  paymentStatus: fc.constantFrom(...ORDER_PAYMENT_STATUSES),
});

describe('paying a failed online order again, or in cash instead', () => {
  it('lets a new online order whose payment failed or is still awaited be paid again or in cash', () => {
    for (const paymentStatus of ['failed', 'awaiting'] as const) {
      const state = { ...failed, paymentStatus };
      expect(paymentRetryRefusalOf(state)).toBeNull();
      expect(cashSwitchRefusalOf(state, true)).toBeNull();
      expect(awaitsOnlinePayment(state)).toBe(true);
    }
  });

  it('never lets a paid or refunded order be paid again', () => {
    expect(paymentRetryRefusalOf({ ...failed, paymentStatus: 'paid' })).toBe('order-already-paid');
    expect(paymentRetryRefusalOf({ ...failed, paymentStatus: 'refunded' })).toBe('order-already-paid');
    expect(cashSwitchRefusalOf({ ...failed, paymentStatus: 'paid' }, true)).toBe('order-already-paid');
  });

  it('refuses cancelled orders, orders staff moved on, and orders that are not (or no longer) online', () => {
    expect(paymentRetryRefusalOf({ ...failed, status: 'cancelled' })).toBe('order-cancelled');
    expect(paymentRetryRefusalOf({ ...failed, status: 'accepted' })).toBe('order-in-progress');
    expect(paymentRetryRefusalOf({ status: 'new', payMethod: 'cash', paymentStatus: 'not-required' })).toBe(
      'order-not-online',
    );
    expect(paymentRetryRefusalOf({ status: 'new', payMethod: 'card', paymentStatus: 'not-required' })).toBe(
      'order-not-online',
    );
  });

  it('switches to cash only where the city takes cash', () => {
    expect(cashSwitchRefusalOf(failed, false)).toBe('cash-not-accepted');
    // The order's own state is the first reason: a paid order is "paid", wherever it is.
    expect(cashSwitchRefusalOf({ ...failed, paymentStatus: 'paid' }, false)).toBe('order-already-paid');
  });

  it('offers the ways out exactly to the orders the board keeps waiting for an online payment', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const waitsForPayment =
          state.payMethod === 'online' && boardGroupOf({ ...state, confirmationStatus: 'not-required' }) === 'awaiting';
        expect(awaitsOnlinePayment(state)).toBe(waitsForPayment);
      }),
    );
  });

  it('never allows a switch the retry would refuse, and the switched state is never retried', () => {
    fc.assert(
      fc.property(anyState, fc.boolean(), (state, cashAccepted) => {
        if (paymentRetryRefusalOf(state) !== null)
          expect(cashSwitchRefusalOf(state, cashAccepted)).toBe(paymentRetryRefusalOf(state));
        if (cashSwitchRefusalOf(state, cashAccepted) === null) {
          const switched = { ...state, payMethod: 'cash', paymentStatus: 'not-required' } as const;
          expect(paymentRetryRefusalOf(switched)).toBe('order-not-online');
        }
      }),
    );
  });
});
