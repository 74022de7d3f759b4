import type { CartItem, Modifier } from './cart-item';
import { MODIFIER_VOCABULARY, type ModifierVocabularyEntry } from './modifier-vocabulary';

/** The flags of a cart item that the chosen modifiers decide. */
export type ModifierFlags = Pick<
  CartItem,
  'pattyType' | 'doublePatty' | 'doubleBacon' | 'doubleCheese' | 'moreBacon' | 'moreCheese'
>;

// Names typed into the kitchen's POS often mix in Latin look-alikes ('Бeкон' with a Latin e).
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  a: 'а', c: 'с', e: 'е', i: 'і', k: 'к', m: 'м', o: 'о', p: 'р', x: 'х', y: 'у',
};

export const normalizeModifierName = (iikoName: string): string =>
  iikoName
    .toLowerCase()
    .replace(/[aceikmopxy]/g, (ch) => LATIN_LOOKALIKES[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();

/** The vocabulary entry a modifier name stands for, or undefined for any other modifier (a sauce, a side). */
export const recognizeModifierName = (iikoName: string): ModifierVocabularyEntry | undefined => {
  const name = normalizeModifierName(iikoName);
  return MODIFIER_VOCABULARY.find((entry) => entry.pattern.test(name));
};

/**
 * Folds the chosen modifiers into the item's flags. Extras add up; the patty comes from the first
 * modifier that names one, because the patty choice is one modifier group and a second patty name
 * can only come from inconsistent data, where the customer's first choice is the best guess.
 */
export const recognizeModifiers = (modifiers: readonly Pick<Modifier, 'iikoName'>[]): ModifierFlags => {
  const effects = modifiers.flatMap((m) => {
    const entry = recognizeModifierName(m.iikoName);
    return entry ? [entry.effect] : [];
  });
  const pattyType = effects.find((e) => e.pattyType !== undefined)?.pattyType;
  return {
    ...(pattyType === undefined ? {} : { pattyType }),
    doublePatty: effects.some((e) => e.doublePatty === true),
    doubleBacon: effects.some((e) => e.doubleBacon === true),
    doubleCheese: effects.some((e) => e.doubleCheese === true),
    moreBacon: effects.some((e) => e.moreBacon === true),
    moreCheese: effects.some((e) => e.moreCheese === true),
  };
};
