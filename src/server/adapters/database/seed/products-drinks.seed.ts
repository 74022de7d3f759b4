import type { CityId } from '../../../../domain/city/city';
import type { SeedProduct } from './seed.types';

const EVERYWHERE: readonly CityId[] = [1, 2];

type Fields = Pick<
  SeedProduct,
  'iikoId' | 'translation' | 'description' | 'price' | 'priceByCity' | 'volume' | 'background'
>;

const drink = (fields: Fields): SeedProduct => ({
  ...fields,
  category: 'drinks',
  photo: `${fields.iikoId}.svg`,
  modifiers: [],
  cities: EVERYWHERE,
});

/** Beer is alcohol: no card payment with it in the cart, sold 12:00–21:30 only, 18+. */
const beer = (fields: Fields): SeedProduct => ({
  ...fields,
  category: 'beer',
  photo: `${fields.iikoId}.svg`,
  modifiers: [],
  isAlcohol: true,
  cities: EVERYWHERE,
});

export const drinks: readonly SeedProduct[] = [
  drink({
    iikoId: 'drink-cola',
    translation: { uk: 'Coca-Cola 0,5 л', en: 'Coca-Cola 0.5 l', ru: 'Coca-Cola 0,5 л' },
    description: {
      uk: 'Класична Coca-Cola, охолоджена.',
      en: 'Classic Coca-Cola, chilled.',
      ru: 'Классическая Coca-Cola, охлаждённая.',
    },
    price: 55,
    priceByCity: { 2: 59 },
    volume: 0.5,
    background: '#2a1616',
  }),
  drink({
    iikoId: 'drink-cola-zero',
    translation: { uk: 'Coca-Cola Zero 0,5 л', en: 'Coca-Cola Zero 0.5 l', ru: 'Coca-Cola Zero 0,5 л' },
    description: {
      uk: 'Той самий смак без цукру.',
      en: 'The same taste, no sugar.',
      ru: 'Тот же вкус без сахара.',
    },
    price: 55,
    volume: 0.5,
    background: '#1f1d24',
  }),
  drink({
    iikoId: 'drink-fanta',
    translation: { uk: 'Fanta 0,5 л', en: 'Fanta 0.5 l', ru: 'Fanta 0,5 л' },
    description: {
      uk: 'Апельсинова газована вода.',
      en: 'Orange soda.',
      ru: 'Апельсиновая газировка.',
    },
    price: 55,
    volume: 0.5,
    background: '#2e2410',
  }),
  drink({
    iikoId: 'drink-water',
    translation: {
      uk: 'Вода мінеральна негазована 0,5 л',
      en: 'Still mineral water 0.5 l',
      ru: 'Вода минеральная негазированная 0,5 л',
    },
    description: {
      uk: 'Карпатська мінеральна вода без газу.',
      en: 'Still mineral water from the Carpathians.',
      ru: 'Карпатская минеральная вода без газа.',
    },
    price: 45,
    volume: 0.5,
    background: '#1a2226',
  }),
  drink({
    iikoId: 'drink-lemonade',
    translation: { uk: 'Лимонад цитрусовий 0,4 л', en: 'Citrus lemonade 0.4 l', ru: 'Лимонад цитрусовый 0,4 л' },
    description: {
      uk: 'Домашній лимонад із лимоном, апельсином і м’ятою.',
      en: 'Homemade lemonade with lemon, orange and mint.',
      ru: 'Домашний лимонад с лимоном, апельсином и мятой.',
    },
    price: 79,
    volume: 0.4,
    background: '#24231c',
  }),
  drink({
    iikoId: 'drink-uzvar',
    translation: { uk: 'Узвар 0,4 л', en: 'Uzvar 0.4 l', ru: 'Узвар 0,4 л' },
    description: {
      uk: 'Традиційний напій із сушених яблук, груш і слив, злегка підсолоджений медом.',
      en: 'A traditional Ukrainian drink of dried apples, pears and plums, lightly sweetened with honey.',
      ru: 'Традиционный напиток из сушёных яблок, груш и слив, слегка подслащённый мёдом.',
    },
    price: 59,
    volume: 0.4,
    background: '#2d1a12',
  }),
  drink({
    iikoId: 'drink-milkshake',
    translation: { uk: 'Молочний коктейль 0,4 л', en: 'Milkshake 0.4 l', ru: 'Молочный коктейль 0,4 л' },
    description: {
      uk: 'Густий ванільний коктейль на морозиві з вершками.',
      en: 'A thick vanilla shake made with ice cream and cream.',
      ru: 'Густой ванильный коктейль на мороженом со сливками.',
    },
    price: 89,
    volume: 0.4,
    background: '#262024',
  }),
];

export const beers: readonly SeedProduct[] = [
  beer({
    iikoId: 'beer-lager',
    translation: { uk: 'Лагер світлий 0,5 л', en: 'Pale lager 0.5 l', ru: 'Лагер светлый 0,5 л' },
    description: {
      uk: 'Легкий і освіжальний лагер від львівської броварні, 4,8%.',
      en: 'A light, refreshing lager from a Lviv brewery, 4.8%.',
      ru: 'Лёгкий и освежающий лагер от львовской пивоварни, 4,8%.',
    },
    price: 95,
    priceByCity: { 2: 99 },
    volume: 0.5,
    background: '#2e2410',
  }),
  beer({
    iikoId: 'beer-wheat',
    translation: {
      uk: 'Пшеничне нефільтроване 0,5 л',
      en: 'Unfiltered wheat beer 0.5 l',
      ru: 'Пшеничное нефильтрованное 0,5 л',
    },
    description: {
      uk: 'М’яке пшеничне пиво з нотками банана й гвоздики, 5,2%.',
      en: 'A smooth wheat beer with notes of banana and clove, 5.2%.',
      ru: 'Мягкое пшеничное пиво с нотками банана и гвоздики, 5,2%.',
    },
    price: 109,
    volume: 0.5,
    background: '#2b2112',
  }),
  beer({
    iikoId: 'beer-ipa',
    translation: { uk: 'IPA 0,5 л', en: 'IPA 0.5 l', ru: 'IPA 0,5 л' },
    description: {
      uk: 'Крафтовий IPA з цитрусовим хмелем і приємною гірчинкою, 6,5%.',
      en: 'A craft IPA with citrusy hops and a pleasant bitterness, 6.5%.',
      ru: 'Крафтовый IPA с цитрусовым хмелем и приятной горчинкой, 6,5%.',
    },
    price: 135,
    volume: 0.5,
    background: '#2d1a12',
  }),
  beer({
    iikoId: 'beer-porter',
    translation: { uk: 'Портер темний 0,5 л', en: 'Dark porter 0.5 l', ru: 'Портер тёмный 0,5 л' },
    description: {
      uk: 'Темне пиво з нотами кави та гіркого шоколаду, 5,8%.',
      en: 'A dark beer with notes of coffee and dark chocolate, 5.8%.',
      ru: 'Тёмное пиво с нотами кофе и горького шоколада, 5,8%.',
    },
    price: 119,
    volume: 0.5,
    background: '#1f1a16',
  }),
];
