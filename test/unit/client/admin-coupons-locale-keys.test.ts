import { describe, expect, it } from 'vitest';
import { bundledI18n } from './support/bundled-texts';
import { CITY_SLUGS } from '../../../src/domain/city/city';
import type { StaffCouponProblem } from '../../../src/domain/coupon/staff-coupon.rule';
import { LOCALES } from '../../../src/domain/shared/locale';
import { CALLBACK_STATUSES } from '../../../src/domain/shop-api/staff-callbacks.contract';
import { STAFF_COUPON_KINDS } from '../../../src/domain/shop-api/staff-coupons.contract';

// Every problem the coupon rule names, and every refusal the screen words, gets a message.
const COUPON_PROBLEMS: Record<StaffCouponProblem, true> = {
  required: true,
  'too-long': true,
  'bad-characters': true,
  'unknown-kind': true,
  'not-a-whole-percent': true,
  'not-a-sum': true,
  'not-zero-for-gift': true,
  'not-a-time': true,
  'not-after-start': true,
  'not-a-whole-number': true,
  'no-city': true,
  'unknown-city': true,
  'gift-required': true,
  'empty-gift': true,
  'repeated-product': true,
  'too-many': true,
};

const KEYS = [
  ...Object.keys(COUPON_PROBLEMS).map((problem) => `coupons.problem.${problem}`),
  ...['code-taken', 'unknown-product', 'refused', 'not-found', 'save-failed'].map(
    (problem) => `coupons.problem.${problem}`,
  ),
  ...STAFF_COUPON_KINDS.map((kind) => `coupons.kind.${kind}`),
  ...CITY_SLUGS.flatMap((city) => [`coupons.cities.${city}`, `callbacks.cities.${city}`]),
  ...['loading', 'failed', 'retry', 'stale'].flatMap((key) => [`coupons.${key}`, `callbacks.${key}`]),
  ...CALLBACK_STATUSES.flatMap((status) => [`callbacks.status.${status}`, `callbacks.action.${status}`]),
  'callbacks.cityLabel',
  'callbacks.newSuffix',
];

describe('admin texts for the coupons and callbacks screens', () => {
  it.each(LOCALES)('%s has every key', (locale) => {
    const i18n = bundledI18n(locale);
    for (const key of KEYS) expect(i18n.exists(key, { ns: 'admin' }), `${locale}: ${key}`).toBe(true);
  });
});
