import type { SeedModifier, SeedModifierGroup } from './seed.types';

/**
 * Burger modifiers. `iikoName` is the kitchen's Ukrainian name, exactly as the recognised names
 * (src/domain/cart/modifier-vocabulary.ts), so the cart can tell the patty and the extras.
 *
 * - 'patty': the patty choice; one of them per burger. The base patties cost nothing, the
 *   doubled ones are an upgrade.
 * - 'extras': toppings (up to two of each) and an extra patty (one) on top of the chosen one,
 *   at most four in all.
 */
export const MODIFIER_IDS = {
  chicken: 'mod-patty-chicken',
  salmon: 'mod-patty-salmon',
  beef: 'mod-patty-beef',
  beefMeat: 'mod-patty-beef-meat',
  plantBased: 'mod-patty-plant-based',
  doubleChicken: 'mod-patty-double-chicken',
  doubleBeef: 'mod-patty-double-beef',
  fourBeef: 'mod-patty-four-beef',
  doublePlantBased: 'mod-patty-double-plant-based',
  additionalBeef: 'mod-extra-beef',
  additionalSalmon: 'mod-extra-salmon',
  bacon: 'mod-extra-bacon',
  cheddar: 'mod-extra-cheddar',
  moreBacon: 'mod-extra-more-bacon',
  moreCheddar: 'mod-extra-more-cheddar',
} as const;

const PATTY = 'patty';
const EXTRAS = 'extras';

export const modifiers: readonly SeedModifier[] = [
  {
    iikoId: MODIFIER_IDS.beef,
    iikoName: 'Яловича котлета',
    translation: { uk: 'Яловича котлета', en: 'Beef patty', ru: 'Говяжья котлета' },
    price: 0,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.beefMeat,
    iikoName: 'Котлета з яловичини',
    translation: { uk: 'Котлета з яловичини', en: 'Chopped beef patty', ru: 'Котлета из говядины' },
    price: 0,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.chicken,
    iikoName: 'Куряча котлета',
    translation: { uk: 'Куряча котлета', en: 'Chicken patty', ru: 'Куриная котлета' },
    price: 0,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.salmon,
    iikoName: 'Котлета з лосося',
    translation: { uk: 'Котлета з лосося', en: 'Salmon patty', ru: 'Котлета из лосося' },
    price: 0,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.plantBased,
    iikoName: 'Рослинна котлета',
    translation: { uk: 'Рослинна котлета', en: 'Plant-based patty', ru: 'Растительная котлета' },
    price: 0,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.doubleBeef,
    iikoName: 'Подвійна яловича котлета',
    translation: { uk: 'Подвійна яловича котлета', en: 'Double beef patty', ru: 'Двойная говяжья котлета' },
    price: 75,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.doubleChicken,
    iikoName: 'Подвійна куряча котлета',
    translation: { uk: 'Подвійна куряча котлета', en: 'Double chicken patty', ru: 'Двойная куриная котлета' },
    price: 60,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.doublePlantBased,
    iikoName: 'Подвійна рослинна котлета',
    translation: {
      uk: 'Подвійна рослинна котлета',
      en: 'Double plant-based patty',
      ru: 'Двойная растительная котлета',
    },
    price: 70,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.fourBeef,
    iikoName: 'Чотири яловичі котлети',
    translation: { uk: 'Чотири яловичі котлети', en: 'Four beef patties', ru: 'Четыре говяжьи котлеты' },
    price: 120,
    productGroupId: PATTY,
  },
  {
    iikoId: MODIFIER_IDS.additionalBeef,
    iikoName: 'Додаткова яловича котлета',
    translation: { uk: 'Додаткова яловича котлета', en: 'Extra beef patty', ru: 'Дополнительная говяжья котлета' },
    price: 75,
    productGroupId: EXTRAS,
  },
  {
    iikoId: MODIFIER_IDS.additionalSalmon,
    iikoName: 'Додаткова котлета з лосося',
    translation: {
      uk: 'Додаткова котлета з лосося',
      en: 'Extra salmon patty',
      ru: 'Дополнительная котлета из лосося',
    },
    price: 95,
    productGroupId: EXTRAS,
  },
  {
    iikoId: MODIFIER_IDS.bacon,
    iikoName: 'Додатковий бекон',
    translation: { uk: 'Додатковий бекон', en: 'Extra bacon', ru: 'Дополнительный бекон' },
    price: 40,
    productGroupId: EXTRAS,
    maxCount: 2,
  },
  {
    iikoId: MODIFIER_IDS.cheddar,
    iikoName: 'Додатковий сир чедер',
    translation: { uk: 'Додатковий сир чедер', en: 'Extra cheddar', ru: 'Дополнительный сыр чеддер' },
    price: 40,
    productGroupId: EXTRAS,
    maxCount: 2,
  },
  {
    iikoId: MODIFIER_IDS.moreBacon,
    iikoName: 'Багато додаткового бекону',
    translation: { uk: 'Багато додаткового бекону', en: 'Loads of extra bacon', ru: 'Много дополнительного бекона' },
    price: 70,
    productGroupId: EXTRAS,
    maxCount: 2,
  },
  {
    iikoId: MODIFIER_IDS.moreCheddar,
    iikoName: 'Багато додаткового сиру чедер',
    translation: {
      uk: 'Багато додаткового сиру чедер',
      en: 'Loads of extra cheddar',
      ru: 'Много дополнительного сыра чеддер',
    },
    price: 60,
    productGroupId: EXTRAS,
    maxCount: 2,
  },
];

/** The demo's two groups: the patty (one choice, the burger's own preselected) and the extras. */
export const MODIFIER_GROUPS: Readonly<Record<string, SeedModifierGroup>> = {
  [PATTY]: { translation: { uk: 'Котлета', en: 'Patty', ru: 'Котлета' }, kind: 'one-of', required: false },
  [EXTRAS]: {
    translation: { uk: 'Добавки', en: 'Extras', ru: 'Добавки' },
    kind: 'any-of',
    required: false,
    maxTotal: 4,
  },
};

const M = MODIFIER_IDS;
const TOPPINGS = [M.bacon, M.cheddar, M.moreBacon, M.moreCheddar] as const;

/** Modifier sets the burgers offer, by the kind of burger. */
export const BURGER_MODIFIERS = {
  /** Classic beef burgers: any patty, doubles, and every topping. */
  beef: [M.beef, M.chicken, M.plantBased, M.doubleBeef, M.doubleChicken, M.fourBeef, M.additionalBeef, ...TOPPINGS],
  /** Craft burgers on chopped beef. */
  craft: [M.beefMeat, M.doubleBeef, M.fourBeef, M.additionalBeef, ...TOPPINGS],
  chicken: [M.chicken, M.beef, M.doubleChicken, ...TOPPINGS],
  salmon: [M.salmon, M.additionalSalmon, M.cheddar, M.moreCheddar],
  plantBased: [M.plantBased, M.doublePlantBased, M.cheddar, M.moreCheddar],
  /** Combos and sharing menus: the patty of the burger(s) inside. */
  comboPatty: [M.beef, M.chicken, M.plantBased],
} as const;
