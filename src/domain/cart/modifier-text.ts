import type { PattyType } from './cart-item';
import type { ModifierFlags } from './modifier-recognition';

/** Translation keys of the text under a cart item; the locale files own the words. */
export const PATTY_TEXT_KEYS: Readonly<Record<PattyType, string>> = {
  chicken: 'cart.patty.chicken',
  beef: 'cart.patty.beef',
  salmon: 'cart.patty.salmon',
  fourBeef: 'cart.patty.four-beef',
  soy: 'cart.patty.soy',
  plantBased: 'cart.patty.plant-based',
  doubled: 'cart.patty.doubled',
};

export const EXTRA_TEXT_KEYS = {
  doublePatty: 'cart.extra.double-patty',
  doubleBacon: 'cart.extra.double-bacon',
  doubleCheese: 'cart.extra.double-cheese',
  moreBacon: 'cart.extra.more-bacon',
  moreCheese: 'cart.extra.more-cheese',
} as const satisfies Readonly<Record<Exclude<keyof ModifierFlags, 'pattyType'>, string>>;

const EXTRA_ORDER = ['doublePatty', 'doubleBacon', 'doubleCheese', 'moreBacon', 'moreCheese'] as const;

/**
 * The patty first, then the extras in a fixed order, so the same burger always reads the same.
 * No text needs a parameter, so plain keys are enough; modifiers outside the vocabulary add none.
 */
export const modifierTextKeys = (flags: ModifierFlags): readonly string[] => [
  ...(flags.pattyType === undefined ? [] : [PATTY_TEXT_KEYS[flags.pattyType]]),
  ...EXTRA_ORDER.filter((extra) => flags[extra] === true).map((extra) => EXTRA_TEXT_KEYS[extra]),
];
