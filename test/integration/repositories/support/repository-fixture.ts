import type { CategorySlug } from '../../../../src/domain/cart/category';
import type { DeliveryType, SelfPickupPoint } from '../../../../src/domain/order/order-form';
import type { PaymentType } from '../../../../src/domain/payment/payment-type';
import type { Translated } from '../../../../src/domain/shared/locale';
import type { WorkingHoursRecord } from '../../../../src/domain/working-hours/working-hours.types';
import type {
  CatalogModifier,
  CatalogModifierGroup,
  CatalogProduct,
} from '../../../../src/server/application/ports/catalog-read.port';
import type { CouponRecord } from '../../../../src/server/application/ports/coupon-repository.port';

/*
 * One small shop, described once, that the contract suites load into the in-memory adapters AND
 * into PostgreSQL. Both must then answer the same, so this file is the behaviour's specification:
 * a product belongs to the cities listed, at their price, stopped where listed; archived products
 * and switched-off pickup points exist only in storage and must never be answered.
 */

export const LVIV = 1;
export const KYIV = 2;
/** A city id no adapter knows. */
export const NOWHERE = 3;

export interface FixtureProduct {
  readonly iikoId: string;
  readonly category: CategorySlug;
  readonly names: Translated;
  readonly priceKopiykas: number;
  readonly priceByCity?: Readonly<Partial<Record<number, number>>>;
  readonly weight?: number;
  readonly volume?: number;
  readonly photo: string;
  readonly background?: string;
  readonly isAlcohol?: boolean;
  readonly sushi?: boolean;
  readonly amountOfRolls?: number;
  readonly amountOfBurgers?: number;
  readonly modifierIds: readonly string[];
  /** Its groups, with explicit ids the PostgreSQL writer stores as they are. */
  readonly modifierGroups?: readonly CatalogModifierGroup[];
  readonly cities: readonly number[];
  readonly stoppedIn?: readonly number[];
  /** Removed from the menu: stored for old orders, never answered. */
  readonly archived?: boolean;
}

export const CATEGORIES: readonly CategorySlug[] = ['burgers', 'rolls', 'drinks', 'beer'];

export const MODIFIERS: readonly CatalogModifier[] = [
  {
    iikoId: 'mod-beef',
    iikoName: 'Яловича котлета',
    translation: { uk: 'Яловича котлета', en: 'Beef patty', ru: 'Говяжья котлета' },
    priceKopiykas: 0,
    productGroupId: 'patty',
  },
  {
    iikoId: 'mod-bacon',
    iikoName: 'Додатковий бекон',
    translation: { uk: 'Бекон', en: 'Bacon', ru: 'Бекон' },
    priceKopiykas: 3_550,
    productGroupId: 'extras',
  },
  {
    iikoId: 'mod-cheddar',
    iikoName: 'Додатковий сир чедер',
    translation: { uk: 'Чедер', en: 'Cheddar' },
    priceKopiykas: 2_900,
    productGroupId: 'extras',
  },
];

export const PRODUCTS: readonly FixtureProduct[] = [
  {
    iikoId: 'burger-classic',
    category: 'burgers',
    names: { uk: 'Класичний бургер', en: 'Classic burger', ru: 'Классический бургер' },
    priceKopiykas: 18_990,
    priceByCity: { [KYIV]: 19_900 },
    weight: 320,
    photo: 'burger-classic.svg',
    background: '#f5c518',
    amountOfBurgers: 1,
    modifierIds: ['mod-bacon', 'mod-beef'],
    modifierGroups: [
      {
        id: '901',
        name: { uk: 'Добавки', en: 'Extras', ru: 'Добавки' },
        kind: 'any-of',
        required: false,
        maxTotal: 3,
        options: [{ modifierId: 'mod-bacon', maxCount: 2 }],
      },
      {
        id: '902',
        name: { uk: 'Котлета', en: 'Patty', ru: 'Котлета' },
        kind: 'one-of',
        required: false,
        options: [{ modifierId: 'mod-beef', maxCount: 1 }],
      },
    ],
    cities: [LVIV, KYIV],
  },
  {
    iikoId: 'roll-philadelphia',
    category: 'rolls',
    names: { uk: 'Філадельфія', en: 'Philadelphia', ru: 'Филадельфия' },
    priceKopiykas: 32_900,
    weight: 280,
    photo: 'roll-philadelphia.svg',
    sushi: true,
    amountOfRolls: 8,
    modifierIds: [],
    cities: [LVIV],
  },
  {
    iikoId: 'drink-cola',
    category: 'drinks',
    names: { uk: 'Кола', en: 'Cola', ru: 'Кола' },
    priceKopiykas: 5_500,
    volume: 0.33,
    photo: 'drink-cola.svg',
    modifierIds: [],
    cities: [LVIV, KYIV],
  },
  {
    iikoId: 'beer-lager',
    category: 'beer',
    names: { uk: 'Лагер', en: 'Lager', ru: 'Лагер' },
    priceKopiykas: 7_900,
    volume: 0.5,
    photo: 'beer-lager.svg',
    isAlcohol: true,
    modifierIds: [],
    cities: [LVIV, KYIV],
    stoppedIn: [KYIV],
  },
  {
    iikoId: 'burger-retired',
    category: 'burgers',
    names: { uk: 'Старий бургер', en: 'Old burger', ru: 'Старый бургер' },
    priceKopiykas: 9_900,
    photo: 'burger-retired.svg',
    modifierIds: [],
    cities: [LVIV, KYIV],
    archived: true,
  },
];

/** The catalogue of one city as CatalogReadPort answers it. */
export const catalogProductsOf = (cityId: number): CatalogProduct[] =>
  PRODUCTS.filter((p) => !p.archived && p.cities.includes(cityId)).map((p) => ({
    iikoId: p.iikoId,
    name: p.names.uk,
    translation: { ...p.names },
    category: p.category,
    priceKopiykas: p.priceByCity?.[cityId] ?? p.priceKopiykas,
    ...(p.weight === undefined ? {} : { weight: p.weight }),
    ...(p.volume === undefined ? {} : { volume: p.volume }),
    photo: p.photo,
    ...(p.background === undefined ? {} : { background: p.background }),
    isAlcohol: p.isAlcohol ?? false,
    sushi: p.sushi ?? false,
    ...(p.amountOfRolls === undefined ? {} : { amountOfRolls: p.amountOfRolls }),
    ...(p.amountOfBurgers === undefined ? {} : { amountOfBurgers: p.amountOfBurgers }),
    disabled: p.stoppedIn?.includes(cityId) ?? false,
    modifierIds: [...p.modifierIds],
    modifierGroups: structuredClone(p.modifierGroups ?? []),
  }));

const coupon = (overrides: Partial<CouponRecord> & Pick<CouponRecord, 'code' | 'kind'>): CouponRecord => ({
  value: 0,
  actions: [],
  minCartKopiykas: 0,
  validFrom: null,
  validUntil: null,
  isActive: true,
  usageLimit: null,
  timesUsed: 0,
  ...overrides,
});

export const COUPONS: readonly { readonly coupon: CouponRecord; readonly cityIds: readonly number[] }[] = [
  { coupon: coupon({ code: 'BURGER10', kind: 'percent', value: 10 }), cityIds: [LVIV, KYIV] },
  { coupon: coupon({ code: 'MINUS50', kind: 'fixed', value: 5_000, minCartKopiykas: 40_000 }), cityIds: [LVIV] },
  {
    coupon: coupon({
      code: 'GIFT',
      kind: 'gift',
      actions: [
        {
          options: [
            { productId: 'drink-cola', modifierIds: [] },
            { productId: 'burger-classic', modifierIds: ['mod-beef'] },
          ],
        },
        { options: [{ productId: 'roll-philadelphia', modifierIds: [] }] },
      ],
    }),
    cityIds: [LVIV, KYIV],
  },
  {
    coupon: coupon({
      code: 'SUMMER',
      kind: 'percent',
      value: 15,
      validFrom: new Date('2025-06-01T00:00:00.000Z'),
      validUntil: new Date('2025-09-01T00:00:00.000Z'),
    }),
    cityIds: [KYIV],
  },
  { coupon: coupon({ code: 'PAUSED', kind: 'fixed', value: 2_500, isActive: false }), cityIds: [LVIV] },
  { coupon: coupon({ code: 'ЗНИЖКА', kind: 'percent', value: 5 }), cityIds: [LVIV] },
];

const stopText = (title: string) => ({
  uk: { title, description: `${title}: опис` },
  en: { title: `${title} (en)`, description: 'text' },
});

/** Stops of Lviv, in the domain's order of functionalities; Kyiv has none configured. */
export const LVIV_WORKING_HOURS: readonly WorkingHoursRecord[] = (
  ['global', 'burgers', 'sushi', 'delivery', 'self-pickup', 'pre-order'] as const
).map((functionality) => ({
  cityId: LVIV,
  functionality,
  isStoped: functionality === 'sushi',
  translation: stopText(`Зупинено ${functionality}`),
}));

/** In the domain's order of delivery types. */
export const LVIV_DISABLED_DELIVERY_TYPES: readonly DeliveryType[] = ['self-pickup', 'pre-order'];

export const PAYMENT_TYPES: readonly PaymentType[] = [
  { id: 11, name: 'online', isAllowed: true, cityId: LVIV },
  { id: 12, name: 'card', isAllowed: true, cityId: LVIV },
  { id: 13, name: 'cash', isAllowed: true, cityId: LVIV },
  { id: 21, name: 'online', isAllowed: true, cityId: KYIV },
  { id: 22, name: 'card', isAllowed: false, cityId: KYIV },
  { id: 23, name: 'cash', isAllowed: true, cityId: KYIV },
];

export const PICKUP_POINTS: readonly { readonly cityId: number; readonly point: SelfPickupPoint }[] = [
  {
    cityId: LVIV,
    point: {
      id: '1',
      deliveryCityName: 'Львів',
      streetName: 'вулиця Городоцька',
      house: '28',
      translations: {
        en: { deliveryCityName: 'Lviv', streetName: 'Horodotska Street' },
        ru: { deliveryCityName: 'Львов', streetName: '' },
      },
      hours: '10:30–22:30',
    },
  },
  {
    cityId: LVIV,
    point: {
      id: '3',
      deliveryCityName: 'Львів',
      streetName: 'проспект Свободи',
      house: '7а',
      translations: { en: { deliveryCityName: '', streetName: '' }, ru: { deliveryCityName: '', streetName: '' } },
      hours: '',
    },
  },
];

/** Stored, but switched off by staff: never offered. */
export const INACTIVE_PICKUP_POINTS: readonly { readonly cityId: number; readonly point: SelfPickupPoint }[] = [
  { cityId: LVIV, point: { id: '2', deliveryCityName: 'Львів', streetName: 'вулиця Зелена', house: '1' } },
];
