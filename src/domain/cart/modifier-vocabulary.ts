import type { PattyType } from './cart-item';

/** What a recognised modifier means for the cart item's flags. */
export interface ModifierEffect {
  readonly pattyType?: PattyType;
  readonly doublePatty?: true;
  readonly doubleBacon?: true;
  readonly doubleCheese?: true;
  readonly moreBacon?: true;
  readonly moreCheese?: true;
}

export interface ModifierVocabularyEntry {
  readonly key: string;
  /** The kitchen's canonical Ukrainian iikoName: the seed data uses it verbatim. */
  readonly name: string;
  /**
   * Matched against the normalised (lower-case) iikoName. Word stems rather than whole words, so
   * 'котлета', 'котлети' and 'курячі' all match; `(?<!\p{L})` stands in for \b, which ignores Cyrillic.
   */
  readonly pattern: RegExp;
  readonly effect: ModifierEffect;
}

const phrase = (source: string): RegExp => new RegExp(String.raw`(?<!\p{L})` + source, 'u');
// A stem followed by any ending: 'ялович' matches 'яловича', 'яловичі', 'яловичої'.
const STEM_END = String.raw`\p{L}*`;
const SPACE = String.raw`\s+`;
// 'сир', 'сиру', 'сира' but not 'сирний' (an extra cheese sauce is not extra cheddar).
const CHEESE = String.raw`сир(?:у|а)?(?!\p{L})`;
const BACON = String.raw`бекон(?:у|а)?(?!\p{L})`;
const PATTY = 'котлет' + STEM_END;

/**
 * Every modifier name the shop recognises, in matching order: the first entry whose
 * pattern matches wins, so a longer phrase stands before the shorter phrase it contains
 * ('багато додаткового бекону' before 'додатковий бекон', 'подвійна куряча' before 'куряча котлета').
 */
export const MODIFIER_VOCABULARY = [
  {
    key: 'more-cheese',
    name: 'Багато додаткового сиру чедер',
    pattern: phrase(`багато${SPACE}додатков${STEM_END}${SPACE}${CHEESE}`),
    effect: { moreCheese: true },
  },
  {
    key: 'more-bacon',
    name: 'Багато додаткового бекону',
    pattern: phrase(`багато${SPACE}додатков${STEM_END}${SPACE}${BACON}`),
    effect: { moreBacon: true },
  },
  {
    key: 'double-cheese',
    name: 'Додатковий сир чедер',
    pattern: phrase(`додатков${STEM_END}${SPACE}${CHEESE}`),
    effect: { doubleCheese: true },
  },
  {
    key: 'double-bacon',
    name: 'Додатковий бекон',
    pattern: phrase(`додатков${STEM_END}${SPACE}${BACON}`),
    effect: { doubleBacon: true },
  },
  {
    key: 'four-beef',
    name: 'Чотири яловичі котлети',
    pattern: phrase(`(?:чотири|4)${SPACE}ялович${STEM_END}${SPACE}котлет`),
    effect: { pattyType: 'fourBeef' },
  },
  {
    key: 'double-chicken',
    name: 'Подвійна куряча котлета',
    pattern: phrase(`подвійн${STEM_END}${SPACE}куряч`),
    effect: { pattyType: 'chicken', doublePatty: true },
  },
  {
    key: 'double-beef',
    name: 'Подвійна яловича котлета',
    pattern: phrase(`подвійн${STEM_END}${SPACE}ялович`),
    effect: { pattyType: 'beef', doublePatty: true },
  },
  {
    key: 'double-plant-based',
    name: 'Подвійна рослинна котлета',
    pattern: phrase(`подвійн${STEM_END}${SPACE}рослинн`),
    effect: { pattyType: 'plantBased', doublePatty: true },
  },
  {
    key: 'additional-beef',
    name: 'Додаткова яловича котлета',
    pattern: phrase(`додатков${STEM_END}${SPACE}(?:ялович${STEM_END}${SPACE}котлет|${PATTY}${SPACE}з${SPACE}ялович)`),
    effect: { pattyType: 'beef', doublePatty: true },
  },
  {
    key: 'additional-salmon',
    name: 'Додаткова котлета з лосося',
    pattern: phrase(`додатков${STEM_END}${SPACE}${PATTY}${SPACE}з${SPACE}лосос`),
    effect: { pattyType: 'salmon', doublePatty: true },
  },
  {
    key: 'beef-meat',
    name: 'Котлета з яловичини',
    pattern: phrase(`${PATTY}${SPACE}з${SPACE}ялович`),
    effect: { pattyType: 'beef' },
  },
  {
    key: 'salmon',
    name: 'Котлета з лосося',
    pattern: phrase(`${PATTY}${SPACE}з${SPACE}лосос`),
    effect: { pattyType: 'salmon' },
  },
  {
    key: 'chicken',
    name: 'Куряча котлета',
    pattern: phrase(`куряч${STEM_END}${SPACE}котлет`),
    effect: { pattyType: 'chicken' },
  },
  {
    key: 'beef',
    name: 'Яловича котлета',
    pattern: phrase(`ялович${STEM_END}${SPACE}котлет`),
    effect: { pattyType: 'beef' },
  },
  {
    key: 'plant-based',
    name: 'Рослинна котлета',
    pattern: phrase(`рослинн${STEM_END}${SPACE}котлет`),
    effect: { pattyType: 'plantBased' },
  },
] as const satisfies readonly ModifierVocabularyEntry[];

export type ModifierVocabularyKey = (typeof MODIFIER_VOCABULARY)[number]['key'];
