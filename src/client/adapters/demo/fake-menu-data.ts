import type { CategorySlug } from '../../../domain/cart/category';
import { CATEGORY_PAGE } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import type { Translated } from '../../../domain/shared/locale';
import type {
  BannerSlideDto,
  MenuCategoryDto,
  MenuModifierDto,
  MenuModifierGroupDto,
  MenuProductDto,
} from '../../../domain/shop-api/catalog.contract';

/*
 * A small demo menu for the demo (npm run demo) and the tests. It mirrors the server's seed: the
 * same iikoIds, the kitchen's modifier names the cart recognises, and the seed's own committed
 * pictures, which the demo's build ships at /demo/ (vite.config.ts), so the demo needs no server.
 */

/** Where the demo's pictures are served from (the seed's pictures, copied by the demo's build). */
export const DEMO_PICTURES = '/demo/';

/** The bundled picture a product of each category gets when it has none of its own (a product staff add). */
const DEMO_CATEGORY_PICTURES: Readonly<Record<string, string>> = {
  combos: `${DEMO_PICTURES}combo-classic.svg`,
  burgers: `${DEMO_PICTURES}burger-classic.svg`,
  menus: `${DEMO_PICTURES}menu-party.svg`,
  rolls: `${DEMO_PICTURES}roll-philadelphia.svg`,
  sets: `${DEMO_PICTURES}set-lviv.svg`,
  additions: `${DEMO_PICTURES}side-fries.svg`,
  sauces: `${DEMO_PICTURES}sauce-cheese.svg`,
  drinks: `${DEMO_PICTURES}drink-cola.svg`,
  beer: `${DEMO_PICTURES}beer-lager.svg`,
};

export const demoPictureOfCategory = (category: string): string =>
  DEMO_CATEGORY_PICTURES[category] ?? `${DEMO_PICTURES}burger-classic.svg`;

const text = (uk: string, en: string, ru: string): Translated => ({ uk, en, ru });

const modifier = (
  iikoId: string,
  iikoName: string,
  name: Translated,
  price: number,
  productGroupId: 'patty' | 'extras',
): MenuModifierDto => ({
  id: iikoId,
  iikoId,
  iikoName,
  translation: name,
  price,
  productGroupId,
});

export const FAKE_MODIFIERS = {
  beef: modifier(
    'mod-patty-beef',
    'Яловича котлета',
    text('Яловича котлета', 'Beef patty', 'Говяжья котлета'),
    0,
    'patty',
  ),
  chicken: modifier(
    'mod-patty-chicken',
    'Куряча котлета',
    text('Куряча котлета', 'Chicken patty', 'Куриная котлета'),
    0,
    'patty',
  ),
  plantBased: modifier(
    'mod-patty-plant-based',
    'Рослинна котлета',
    text('Рослинна котлета', 'Plant-based patty', 'Растительная котлета'),
    0,
    'patty',
  ),
  doubleBeef: modifier(
    'mod-patty-double-beef',
    'Подвійна яловича котлета',
    text('Подвійна яловича котлета', 'Double beef patty', 'Двойная говяжья котлета'),
    75,
    'patty',
  ),
  bacon: modifier(
    'mod-extra-bacon',
    'Додатковий бекон',
    text('Додатковий бекон', 'Extra bacon', 'Дополнительный бекон'),
    40,
    'extras',
  ),
  cheddar: modifier(
    'mod-extra-cheddar',
    'Додатковий сир чедер',
    text('Додатковий сир чедер', 'Extra cheddar', 'Дополнительный сыр чеддер'),
    40,
    'extras',
  ),
  moreBacon: modifier(
    'mod-extra-more-bacon',
    'Багато додаткового бекону',
    text('Багато додаткового бекону', 'Loads of extra bacon', 'Много дополнительного бекона'),
    70,
    'extras',
  ),
} as const;

const M = FAKE_MODIFIERS;
const BEEF_BURGER = [M.beef, M.chicken, M.plantBased, M.doubleBeef, M.bacon, M.cheddar, M.moreBacon];
const COMBO_PATTY = [M.beef, M.chicken, M.plantBased];

interface ProductSeed {
  readonly iikoId: string;
  readonly category: CategorySlug;
  readonly name: Translated;
  readonly description: Translated;
  readonly price: number;
  readonly weight?: number;
  readonly volume?: number;
  readonly background?: string;
  readonly modifiers?: readonly MenuModifierDto[];
  readonly isAlcohol?: boolean;
  readonly amountOfBurgers?: number;
  readonly amountOfRolls?: number;
  /** Stop-listed in these cities. */
  readonly stoppedIn?: readonly CityId[];
  /** Only sold in these cities; everywhere when absent. */
  readonly cities?: readonly CityId[];
}

const LVIV_ONLY: readonly CityId[] = [1];

const PRODUCTS: readonly ProductSeed[] = [
  {
    iikoId: 'combo-classic',
    category: 'combos',
    name: text('Комбо Класичне', 'Classic Combo', 'Комбо Классическое'),
    description: text(
      'Класичний бургер, картопля фрі та Coca-Cola 0,5 л.',
      'A Classic burger, fries and a 0.5 l Coca-Cola.',
      'Классический бургер, картофель фри и Coca-Cola 0,5 л.',
    ),
    price: 329,
    weight: 440,
    background: '#2a1f14',
    modifiers: COMBO_PATTY,
    amountOfBurgers: 1,
  },
  {
    iikoId: 'burger-classic',
    category: 'burgers',
    name: text('Класичний', 'Classic', 'Классический'),
    description: text(
      'Яловича котлета з гриля, салат айсберг, томат, мариновані огірки і фірмовий соус.',
      'A grilled beef patty, iceberg lettuce, tomato, pickles and our house sauce.',
      'Говяжья котлета с гриля, салат айсберг, томат, маринованные огурцы и фирменный соус.',
    ),
    price: 189,
    weight: 290,
    background: '#2a1f14',
    modifiers: BEEF_BURGER,
    amountOfBurgers: 1,
  },
  {
    iikoId: 'burger-cheese',
    category: 'burgers',
    name: text('Чізбургер', 'Cheeseburger', 'Чизбургер'),
    description: text(
      'Яловича котлета під двома скибками чедеру.',
      'A beef patty under two slices of cheddar.',
      'Говяжья котлета под двумя ломтиками чеддера.',
    ),
    price: 209,
    weight: 300,
    background: '#2e2410',
    modifiers: BEEF_BURGER,
    amountOfBurgers: 1,
  },
  {
    iikoId: 'burger-bbq',
    category: 'burgers',
    name: text('Барбекю', 'BBQ', 'Барбекю'),
    description: text(
      'Копчений бекон, цибуля фрі та соус барбекю.',
      'Smoked bacon, crispy onion and BBQ sauce.',
      'Копчёный бекон, лук фри и соус барбекю.',
    ),
    price: 249,
    weight: 330,
    background: '#2e1b10',
    modifiers: BEEF_BURGER,
    amountOfBurgers: 1,
    // A stopped product shows greyed out and cannot be added.
    stoppedIn: [1, 2],
  },
  {
    iikoId: 'menu-party',
    category: 'menus',
    name: text('Паті бокс', 'Party Box', 'Пати бокс'),
    description: text(
      'Чотири бургери, дві порції фрі та соуси на компанію.',
      'Four burgers, two fries and dips for sharing.',
      'Четыре бургера, две порции фри и соусы на компанию.',
    ),
    price: 899,
    weight: 1650,
    background: '#2a1f14',
    amountOfBurgers: 4,
  },
  {
    iikoId: 'roll-philadelphia',
    category: 'rolls',
    name: text('Філадельфія', 'Philadelphia', 'Филадельфия'),
    description: text(
      'Лосось, вершковий сир, огірок.',
      'Salmon, cream cheese, cucumber.',
      'Лосось, сливочный сыр, огурец.',
    ),
    price: 319,
    weight: 260,
    background: '#1d2326',
    amountOfRolls: 1,
    cities: LVIV_ONLY,
  },
  {
    iikoId: 'roll-california-crab',
    category: 'rolls',
    name: text('Каліфорнія', 'California', 'Калифорния'),
    description: text(
      'Краб, авокадо, огірок, ікра масаго.',
      'Crab, avocado, cucumber, masago roe.',
      'Краб, авокадо, огурец, икра масаго.',
    ),
    price: 279,
    weight: 240,
    background: '#1d2326',
    amountOfRolls: 1,
    cities: LVIV_ONLY,
  },
  {
    iikoId: 'set-lviv',
    category: 'sets',
    name: text('Сет Львівський', 'Lviv Set', 'Сет Львовский'),
    description: text(
      'Чотири роли на компанію: 32 шматочки.',
      'Four rolls for sharing: 32 pieces.',
      'Четыре ролла на компанию: 32 кусочка.',
    ),
    price: 1049,
    weight: 1040,
    background: '#1d2326',
    amountOfRolls: 4,
    cities: LVIV_ONLY,
  },
  {
    iikoId: 'side-fries',
    category: 'additions',
    name: text('Картопля фрі', 'French fries', 'Картофель фри'),
    description: text('Хрустка, з морською сіллю.', 'Crispy, with sea salt.', 'Хрустящий, с морской солью.'),
    price: 69,
    weight: 150,
  },
  {
    iikoId: 'side-nuggets',
    category: 'additions',
    name: text('Курячі нагетси, 6 шт', 'Chicken nuggets, 6 pcs', 'Куриные наггетсы, 6 шт'),
    description: text(
      'Курячі шматочки в хрусткій паніровці.',
      'Chicken bites in a crunchy crumb.',
      'Кусочки курицы в хрустящей панировке.',
    ),
    price: 99,
    weight: 150,
  },
  {
    iikoId: 'sauce-cheese',
    category: 'sauces',
    name: text('Сирний соус', 'Cheese dip', 'Сырный соус'),
    description: text('Густий соус із чедеру.', 'A thick cheddar dip.', 'Густой соус из чеддера.'),
    price: 35,
    weight: 40,
  },
  {
    iikoId: 'sauce-bbq',
    category: 'sauces',
    name: text('Соус барбекю', 'BBQ sauce', 'Соус барбекю'),
    description: text('Димний і солодкуватий.', 'Smoky and sweet.', 'Дымный и сладковатый.'),
    price: 35,
    weight: 40,
  },
  {
    iikoId: 'drink-cola',
    category: 'drinks',
    name: text('Coca-Cola', 'Coca-Cola', 'Coca-Cola'),
    description: text('Охолоджена, у склі.', 'Chilled, in glass.', 'Охлаждённая, в стекле.'),
    price: 55,
    volume: 0.5,
  },
  {
    iikoId: 'drink-lemonade',
    category: 'drinks',
    name: text('Цитрусовий лимонад', 'Citrus lemonade', 'Цитрусовый лимонад'),
    description: text('Домашній, з м’ятою.', 'Homemade, with mint.', 'Домашний, с мятой.'),
    price: 75,
    volume: 0.4,
  },
  {
    iikoId: 'beer-lager',
    category: 'beer',
    name: text('Львівське світле', 'Lviv lager', 'Львовское светлое'),
    description: text('Світле пиво, 4,5%.', 'A pale lager, 4.5%.', 'Светлое пиво, 4,5%.'),
    price: 65,
    volume: 0.5,
    isAlcohol: true,
  },
];

// Same names as the shell's locales/*/common.json and the shop's seed, so a page looks the same before and
// after loading, and the side navigation names a category alike on every page.
// The staff menu's fake (fake-staff-menu-data.ts) names its categories with these too.
export const FAKE_CATEGORY_NAMES: Readonly<Record<CategorySlug, Translated>> = {
  combos: text('Комбо', 'Combos', 'Комбо'),
  burgers: text('Бургери', 'Burgers', 'Бургеры'),
  menus: text('Меню на компанію', 'Sharing menus', 'Меню на компанию'),
  rolls: text('Роли', 'Rolls', 'Роллы'),
  sets: text('Сети', 'Sushi sets', 'Сеты'),
  additions: text('Закуски', 'Sides', 'Закуски'),
  sauces: text('Соуси', 'Sauces', 'Соусы'),
  drinks: text('Напої', 'Drinks', 'Напитки'),
  beer: text('Пиво', 'Beer', 'Пиво'),
};

const EXTRA_MAX: Readonly<Record<string, number>> = {
  [M.bacon.iikoId]: 2,
  [M.cheddar.iikoId]: 2,
  [M.moreBacon.iikoId]: 2,
};

/** The server seed's groups: the patty one of (the first preselected), the extras any of, four at most. */
const groupsOf = (modifiers: readonly MenuModifierDto[]): MenuModifierGroupDto[] => {
  const patties = modifiers.filter((m) => m.productGroupId === 'patty');
  const extras = modifiers.filter((m) => m.productGroupId === 'extras');
  return [
    ...(patties.length === 0
      ? []
      : [
          {
            id: 'patty',
            translation: text('Котлета', 'Patty', 'Котлета'),
            kind: 'one-of' as const,
            required: false,
            defaultModifierId: patties[0]!.iikoId,
            options: patties.map((m) => ({ modifierId: m.iikoId, maxCount: 1 })),
          },
        ]),
    ...(extras.length === 0
      ? []
      : [
          {
            id: 'extras',
            translation: text('Добавки', 'Extras', 'Добавки'),
            kind: 'any-of' as const,
            required: false,
            maxTotal: 4,
            options: extras.map((m) => ({ modifierId: m.iikoId, maxCount: EXTRA_MAX[m.iikoId] ?? 1 })),
          },
        ]),
  ];
};

const toProduct = (seed: ProductSeed, cityId: CityId): MenuProductDto => ({
  id: seed.iikoId,
  iikoId: seed.iikoId,
  category: seed.category,
  name: seed.name.uk,
  translation: seed.name,
  description: seed.description,
  price: seed.price,
  ...(seed.weight === undefined ? {} : { weight: seed.weight }),
  ...(seed.volume === undefined ? {} : { volume: seed.volume }),
  photo: `${seed.iikoId}.svg`,
  imgLink: `${DEMO_PICTURES}${seed.iikoId}.svg`,
  ...(seed.background === undefined ? {} : { background: seed.background }),
  modifiers: seed.modifiers ?? [],
  modifierGroups: groupsOf(seed.modifiers ?? []),
  isAlcohol: seed.isAlcohol === true,
  sushi: seed.category === 'rolls' || seed.category === 'sets',
  ...(seed.amountOfBurgers === undefined ? {} : { amountOfBurgers: seed.amountOfBurgers }),
  ...(seed.amountOfRolls === undefined ? {} : { amountOfRolls: seed.amountOfRolls }),
  disabled: seed.stoppedIn?.includes(cityId) === true,
});

/** The city's categories in display order; empty ones are left out, as the server does. */
export const fakeMenuCategories = (cityId: CityId): MenuCategoryDto[] =>
  (Object.keys(FAKE_CATEGORY_NAMES) as CategorySlug[])
    .map((slug) => ({
      slug,
      translation: FAKE_CATEGORY_NAMES[slug],
      page: CATEGORY_PAGE[slug],
      products: PRODUCTS.filter((p) => p.category === slug && (p.cities ?? [1, 2]).includes(cityId)).map((p) =>
        toProduct(p, cityId),
      ),
    }))
    .filter((category) => category.products.length > 0);

/** The server's demo banners draw their headline into the picture: one file per language. */
const bannerPictures = (name: string): Pick<BannerSlideDto, 'image' | 'imgLink' | 'imgLinks'> => ({
  image: `${name}.svg`,
  imgLink: `${DEMO_PICTURES}${name}.svg`,
  imgLinks: text(`${DEMO_PICTURES}${name}.svg`, `${DEMO_PICTURES}${name}.en.svg`, `${DEMO_PICTURES}${name}.ru.svg`),
});

export const FAKE_BANNERS: readonly (BannerSlideDto & {
  readonly page: 'burgers' | 'sushi';
  readonly cityId: CityId;
})[] = [
  {
    id: 1,
    page: 'burgers',
    cityId: 1,
    ...bannerPictures('banner-promise'),
    alt: text(
      'Доставимо за 29 або 59 хвилин — або бургер у подарунок',
      'Delivered in 29 or 59 minutes, or your burger is on us',
      'Доставим за 29 или 59 минут — или бургер в подарок',
    ),
    link: '/#burgers',
  },
  {
    id: 2,
    page: 'burgers',
    cityId: 1,
    ...bannerPictures('banner-combo'),
    alt: text(
      'Комбо: бургер, фрі та напій від 329 ₴',
      'Combos: burger, fries and a drink from 329 ₴',
      'Комбо: бургер, фри и напиток от 329 ₴',
    ),
    link: '/#combos',
  },
  {
    id: 3,
    page: 'sushi',
    cityId: 1,
    ...bannerPictures('banner-sushi-sets'),
    alt: text('Сети ролів на компанію', 'Sushi sets for sharing', 'Сеты роллов на компанию'),
    link: '/sushi/#sets',
  },
  {
    id: 4,
    page: 'burgers',
    cityId: 2,
    ...bannerPictures('banner-kyiv-promise'),
    // Kyiv has the red (59 minutes) and blue (89 minutes) zones only, and no sushi.
    alt: text(
      'Бургери по Києву за 59 або 89 хвилин, залежно від зони',
      'Burgers across Kyiv in 59 or 89 minutes, depending on your zone',
      'Бургеры по Киеву за 59 или 89 минут, в зависимости от зоны',
    ),
    link: '/#burgers',
  },
];
