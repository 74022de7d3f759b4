import {
  COUPON_CODE_MAX,
  COUPON_MAX_GIFT_OPTIONS,
  COUPON_MAX_GIFTS,
  type StaffCouponProblem,
} from '../../../domain/coupon/staff-coupon.rule';
import { STAFF_COUPON_KINDS, type StaffCouponField } from '../../../domain/shop-api/staff-coupons.contract';
import { SHOP_CITY_ID } from './catalogue.schemas';

const IIKO_ID = { type: 'string', minLength: 1, maxLength: 100 } as const;
const LOCAL_TIME = { type: ['string', 'null'], maxLength: 16 } as const;

/** The shape only; what the values may be is the domain's rule (checkStaffCoupon), worded below. */
export const STAFF_COUPON_BODY = {
  type: 'object',
  required: ['code', 'kind', 'value', 'minSum', 'validFrom', 'validUntil', 'usageLimit', 'active', 'cityIds', 'gifts'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', maxLength: COUPON_CODE_MAX * 2 },
    kind: { type: 'string', enum: STAFF_COUPON_KINDS },
    value: { type: 'number' },
    minSum: { type: ['number', 'null'] },
    validFrom: LOCAL_TIME,
    validUntil: LOCAL_TIME,
    usageLimit: { type: ['integer', 'null'] },
    active: { type: 'boolean' },
    cityIds: { type: 'array', maxItems: 2, items: SHOP_CITY_ID },
    gifts: {
      type: 'array',
      maxItems: COUPON_MAX_GIFTS,
      items: {
        type: 'object',
        required: ['options'],
        additionalProperties: false,
        properties: {
          options: {
            type: 'array',
            maxItems: COUPON_MAX_GIFT_OPTIONS,
            items: {
              type: 'object',
              required: ['iikoId'],
              additionalProperties: false,
              properties: {
                iikoId: IIKO_ID,
                modifierIds: { type: 'array', maxItems: 20, items: IIKO_ID, default: [] },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** For people calling the API directly; the admin screen words refusals itself, next to the field. */
export const couponProblemMessage = (field: StaffCouponField, problem: StaffCouponProblem): string => {
  const sentences: Readonly<Record<StaffCouponProblem, string>> = {
    required: `'${field}' is required.`,
    'too-long': `'${field}' must be at most ${COUPON_CODE_MAX} characters long.`,
    'bad-characters': `'${field}' may hold letters, digits, '-' and '_' only.`,
    'unknown-kind': `'${field}' must be one of ${STAFF_COUPON_KINDS.join(', ')}.`,
    'not-a-whole-percent': `'${field}' must be a whole percent from 1 to 100.`,
    'not-a-sum': `'${field}' must be a sum of hryvnias above 0, at most 99999.99, with at most two decimals.`,
    'not-zero-for-gift': `'${field}' must be 0 for a gift coupon.`,
    'not-a-time': `'${field}' must be a Kyiv time written YYYY-MM-DDTHH:mm, or null.`,
    'not-after-start': `'${field}' must be later than 'validFrom'.`,
    'not-a-whole-number': `'${field}' must be a whole number of orders from 1 to 1000000, or null for no limit.`,
    'no-city': `'${field}' must name at least one city.`,
    'unknown-city': `'${field}' names a city the shop does not have.`,
    'gift-required': `'${field}' must hold at least one gift for a gift coupon.`,
    'empty-gift': `Every gift in '${field}' needs at least one product.`,
    'repeated-product': `A gift in '${field}' names the same product twice.`,
    'too-many': `'${field}' holds too many gifts or products.`,
  };
  return sentences[problem];
};
