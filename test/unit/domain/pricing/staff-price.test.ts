import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStaffPrice } from '../../../../src/domain/pricing/staff-price';
import { STAFF_MAX_PRICE } from '../../../../src/domain/shop-api/staff-menu.contract';

describe('checkStaffPrice (a city price staff type in)', () => {
  it('takes whole hryvnias and kopiykas up to the maximum', () => {
    expect(checkStaffPrice(189)).toEqual({ ok: true, kopiykas: 18_900 });
    expect(checkStaffPrice(199.5)).toEqual({ ok: true, kopiykas: 19_950 });
    expect(checkStaffPrice(0.01)).toEqual({ ok: true, kopiykas: 1 });
    expect(checkStaffPrice(1.005)).toEqual({ ok: false, problem: 'more-than-two-decimals' });
    expect(checkStaffPrice(STAFF_MAX_PRICE)).toEqual({ ok: true, kopiykas: 9_999_999 });
  });

  it('says what is wrong with anything else', () => {
    expect(checkStaffPrice(0)).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkStaffPrice(-5)).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkStaffPrice(100_000)).toEqual({ ok: false, problem: 'too-high' });
    expect(checkStaffPrice(12.345)).toEqual({ ok: false, problem: 'more-than-two-decimals' });
    expect(checkStaffPrice(Number.NaN)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkStaffPrice(Number.POSITIVE_INFINITY)).toEqual({ ok: false, problem: 'not-a-number' });
  });

  it('accepts every amount of whole kopiykas in range, as exactly those kopiykas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), (kopiykas) => {
        expect(checkStaffPrice(kopiykas / 100)).toEqual({ ok: true, kopiykas });
      }),
    );
  });

  it('refuses every amount with a third decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 1, max: 9 }),
        (kopiykas, tenthOfKopiyka) => {
          expect(checkStaffPrice((kopiykas * 10 + tenthOfKopiyka) / 1000)).toMatchObject({ ok: false });
        },
      ),
    );
  });
});
