import type { CartItem, Modifier } from './cart-item';
import { memoizeBounded } from '../shared/bounded-memo';
import { MODIFIER_VOCABULARY, type ModifierVocabularyEntry } from './modifier-vocabulary';

/** The flags of a cart item that the chosen modifiers decide. */
export type ModifierFlags = Pick<
  CartItem,
  'pattyType' | 'doublePatty' | 'doubleBacon' | 'doubleCheese' | 'moreBacon' | 'moreCheese'
>;

// Names typed into the kitchen's POS often mix in Latin look-alikes ('Бeкон' with a Latin e).
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};

export const normalizeModifierName = (iikoName: string): string =>
  iikoName
    .toLowerCase()
    .replace(/[aceikmopxy]/g, (ch) => LATIN_LOOKALIKES[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The vocabulary entry a modifier name stands for, or undefined for any other modifier (a sauce, a
 * side). A menu has a few dozen modifier names and every priced cart line asks about each again.
 */
export const recognizeModifierName: (iikoName: string) => ModifierVocabularyEntry | undefined = memoizeBounded(
  (iikoName) => {
    const name = normalizeModifierName(iikoName);
    return MODIFIER_VOCABULARY.find((entry) => entry.pattern.test(name));
  },
  512,
);

/**
 * Folds the chosen modifiers into the item's flags. Extras add up; the patty comes from the first
 * modifier that names one, because the patty choice is one modifier group and a second patty name
 * can only come from inconsistent data, where the customer's first choice is the best guess.
 */
export const recognizeModifiers = (modifiers: readonly Pick<Modifier, 'iikoName'>[]): ModifierFlags => {
  // A plain loop: it runs for every priced cart line, and flatMap/some chains cost microseconds here.
  let pattyType: ModifierFlags['pattyType'];
  const flags = { doublePatty: false, doubleBacon: false, doubleCheese: false, moreBacon: false, moreCheese: false };
  for (const modifier of modifiers) {
    const effect = recognizeModifierName(modifier.iikoName)?.effect;
    if (effect === undefined) continue;
    pattyType ??= effect.pattyType;
    if (effect.doublePatty === true) flags.doublePatty = true;
    if (effect.doubleBacon === true) flags.doubleBacon = true;
    if (effect.doubleCheese === true) flags.doubleCheese = true;
    if (effect.moreBacon === true) flags.moreBacon = true;
    if (effect.moreCheese === true) flags.moreCheese = true;
  }
  return pattyType === undefined ? flags : { pattyType, ...flags };
};
