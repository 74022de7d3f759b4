import fc from 'fast-check';
import type { CouponEvent, CouponMachineState } from '../../src/domain/coupon/coupon-machine.types';
import type { CouponAction, CouponActionItem, CouponCheckAnswer } from '../../src/domain/coupon/coupon.types';
import { PAY_METHODS } from '../../src/domain/order/order-form';

/** Few ids, so picks, overlaps and "not offered" ids all come up often. */
const IIKO_IDS = ['burger', 'cola', 'fries', 'chicken', 'beef', 'salmon'] as const;
const ITEM_NAMES = [
  'Чізбургер',
  'Кола',
  'Картопля фрі',
  'Куряча котлета',
  'ЯЛОВИЧА КОТЛЕТА',
  'котлета з лосося',
  'Рослинна котлета',
];

export const couponActionItemArb: fc.Arbitrary<CouponActionItem> = fc.record({
  iikoId: fc.constantFrom(...IIKO_IDS),
  iikoName: fc.constantFrom(...ITEM_NAMES),
  translation: fc.constant({}),
  price: fc.integer({ min: 0, max: 300 }),
});

export const couponActionArb: fc.Arbitrary<CouponAction> = fc.record({
  items: fc.uniqueArray(couponActionItemArb, { maxLength: 3, selector: (item) => item.iikoId }),
});

/** Includes the "not found" shape (0 and no actions) and broken discounts. */
export const couponAnswerArb: fc.Arbitrary<CouponCheckAnswer> = fc.record({
  discount: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 500 }),
    fc.double({ min: 0, max: 500, noNaN: true }),
    fc.constantFrom(-5, Number.NaN),
  ),
  actions: fc.oneof(fc.constant([]), fc.array(couponActionArb, { minLength: 1, maxLength: 3 })),
});

/** Typed text: any Unicode, Ukrainian codes, blanks. */
export const couponTypedValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  { weight: 3, arbitrary: fc.constantFrom('promo', 'знижка-10', 'ßtraße', ' gift ') },
  fc.constantFrom('   ', ''),
);

/**
 * Events whose sequence number is decided against the state they are sent to: most answers answer
 * the running check ('current'), some are late answers of an earlier one ('stale').
 */
type SeqMode = 'current' | 'stale';
export type CouponEventTemplate =
  | Exclude<CouponEvent, { seq: number } | { type: 'itemChosen' }>
  | { readonly type: 'answered'; readonly seqMode: SeqMode; readonly answer: CouponCheckAnswer }
  | { readonly type: 'failed'; readonly seqMode: SeqMode }
  | { readonly type: 'errorTimeoutElapsed'; readonly seqMode: SeqMode }
  /** `offered` picks an item the state's action really offers; otherwise `iikoId` is used as is. */
  | { readonly type: 'itemChosen'; readonly actionIndex: number; readonly iikoId: string; readonly offered: boolean };

const seqModeArb: fc.Arbitrary<SeqMode> = fc.constantFrom<SeqMode>('current', 'current', 'current', 'stale');

// Weighted towards the happy path (apply, answer, pick) so that long sessions reach every state
// often; the disruptive events still come up in most runs.
export const couponEventTemplateArb: fc.Arbitrary<CouponEventTemplate> = fc.oneof(
  { weight: 3, arbitrary: couponTypedValueArb.map((value) => ({ type: 'typed' as const, value })) },
  { weight: 4, arbitrary: fc.constant({ type: 'apply' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('answered' as const), seqMode: seqModeArb, answer: couponAnswerArb }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('failed' as const), seqMode: seqModeArb }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('itemChosen' as const),
      actionIndex: fc.integer({ min: -1, max: 3 }),
      iikoId: fc.constantFrom(...IIKO_IDS),
      offered: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'reselect' as const }) },
  { weight: 1, arbitrary: fc.constantFrom({ type: 'cancel' as const }, { type: 'cleared' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'cartChanged' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('errorTimeoutElapsed' as const), seqMode: seqModeArb }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...PAY_METHODS, null)
      .map((payMethod) => ({ type: 'payMethodChanged' as const, payMethod })),
  },
);

/** A session: starts from a typed code (an empty field ignores most events) and runs on. */
export const couponEventTemplatesArb: fc.Arbitrary<CouponEventTemplate[]> = fc
  .tuple(couponTypedValueArb, fc.array(couponEventTemplateArb, { minLength: 1, maxLength: 60, size: 'medium' }))
  .map(([value, rest]) => [{ type: 'typed' as const, value }, ...rest]);

/** Turns a template into the concrete event a host would dispatch to `state`. */
export const resolveCouponEvent = (template: CouponEventTemplate, state: CouponMachineState): CouponEvent => {
  switch (template.type) {
    case 'answered':
      return { type: 'answered', seq: seqFor(template.seqMode, state), answer: template.answer };
    case 'failed':
      return { type: 'failed', seq: seqFor(template.seqMode, state) };
    case 'errorTimeoutElapsed':
      return { type: 'errorTimeoutElapsed', seq: seqFor(template.seqMode, state) };
    case 'itemChosen': {
      const offered = state.answer?.actions[template.actionIndex]?.items;
      const pick = template.offered && offered && offered.length > 0 ? offered[offered.length - 1]?.iikoId : undefined;
      return { type: 'itemChosen', actionIndex: template.actionIndex, iikoId: pick ?? template.iikoId };
    }
    default:
      return template;
  }
};

const seqFor = (mode: SeqMode, state: CouponMachineState): number => (mode === 'current' ? state.seq : state.seq - 1);
