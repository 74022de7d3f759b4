import { describe, expect, it } from 'vitest';
import { showsChangeField, validateCashback } from '../../../../src/domain/payment/cashback.rule';

describe('showsChangeField', () => {
  it('shows the change amount only for cash', () => {
    expect(showsChangeField('cash')).toBe(true);
    expect(showsChangeField('card')).toBe(false);
    expect(showsChangeField('online')).toBe(false);
    expect(showsChangeField(null)).toBe(false);
  });
});

describe('validateCashback', () => {
  it('is optional: blank means no change needed', () => {
    expect(validateCashback('', 300)).toEqual({ ok: true, value: null });
    expect(validateCashback('   ', 300)).toEqual({ ok: true, value: null });
  });

  it('accepts an amount at least the total to pay', () => {
    expect(validateCashback('500', 389.5)).toEqual({ ok: true, value: 500 });
    expect(validateCashback('389.5', 389.5)).toEqual({ ok: true, value: 389.5 });
    expect(validateCashback(' 1 000 ', 389.5)).toEqual({ ok: true, value: 1000 });
    expect(validateCashback('400,25', 389.5)).toEqual({ ok: true, value: 400.25 });
  });

  it('refuses an amount below the total to pay', () => {
    expect(validateCashback('200', 389.5)).toEqual({ ok: false, reason: 'cashback-below-total' });
    expect(validateCashback('389.49', 389.5)).toEqual({ ok: false, reason: 'cashback-below-total' });
    expect(validateCashback('0', 250)).toEqual({ ok: false, reason: 'cashback-below-total' });
  });

  it('compares in kopiykas, so float noise in the total does not refuse an exact amount', () => {
    expect(validateCashback('0.3', 0.1 + 0.2)).toEqual({ ok: true, value: 0.3 });
  });

  it('refuses what is not a plain amount', () => {
    for (const input of ['abc', '-500', '+500', '5e3', '500.123', '500.', '.5', 'Infinity', '500 ₴', '1,000.00']) {
      expect(validateCashback(input, 100), input).toEqual({ ok: false, reason: 'cashback-not-a-number' });
    }
  });
});
