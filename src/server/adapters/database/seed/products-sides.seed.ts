import type { CityId } from '../../../../domain/city/city';
import type { SeedProduct } from './seed.types';

const EVERYWHERE: readonly CityId[] = [1, 2];

type Fields = Pick<
  SeedProduct,
  'iikoId' | 'translation' | 'description' | 'price' | 'priceByCity' | 'weight' | 'background'
> & { readonly cities?: readonly CityId[] };

const addition = ({ cities = EVERYWHERE, ...fields }: Fields): SeedProduct => ({
  ...fields,
  category: 'additions',
  photo: `${fields.iikoId}.svg`,
  modifiers: [],
  cities,
});

const sauce = ({ cities = EVERYWHERE, ...fields }: Fields): SeedProduct => ({
  ...fields,
  category: 'sauces',
  photo: `${fields.iikoId}.svg`,
  modifiers: [],
  cities,
});

export const additions: readonly SeedProduct[] = [
  addition({
    iikoId: 'side-fries',
    translation: { uk: 'Картопля фрі', en: 'French fries', ru: 'Картофель фри' },
    description: {
      uk: 'Золотиста, хрустка зовні й м’яка всередині, з морською сіллю.',
      en: 'Golden, crispy outside and fluffy inside, with sea salt.',
      ru: 'Золотистый, хрустящий снаружи и мягкий внутри, с морской солью.',
    },
    price: 69,
    priceByCity: { 2: 75 },
    weight: 150,
    background: '#2e2410',
  }),
  addition({
    iikoId: 'side-country-potatoes',
    translation: { uk: 'Картопля по-селянськи', en: 'Country-style potatoes', ru: 'Картофель по-деревенски' },
    description: {
      uk: 'Скибочки картоплі зі шкіркою, запечені з часником, паприкою і розмарином.',
      en: 'Skin-on potato wedges roasted with garlic, paprika and rosemary.',
      ru: 'Дольки картофеля с кожурой, запечённые с чесноком, паприкой и розмарином.',
    },
    price: 79,
    weight: 170,
    background: '#2e2410',
  }),
  addition({
    iikoId: 'side-nuggets',
    translation: { uk: 'Курячі нагетси, 6 шт', en: 'Chicken nuggets, 6 pcs', ru: 'Куриные наггетсы, 6 шт' },
    description: {
      uk: 'Шматочки курячого філе в хрусткій паніровці. Найкраще — з сирним соусом.',
      en: 'Pieces of chicken breast in a crunchy coating. Best with the cheese dip.',
      ru: 'Кусочки куриного филе в хрустящей панировке. Лучше всего — с сырным соусом.',
    },
    price: 99,
    weight: 150,
    background: '#2b2112',
  }),
  addition({
    iikoId: 'side-onion-rings',
    translation: { uk: 'Цибулеві кільця, 8 шт', en: 'Onion rings, 8 pcs', ru: 'Луковые кольца, 8 шт' },
    description: {
      uk: 'Солодка цибуля в пивному клярі, обсмажена до хрускоту.',
      en: 'Sweet onion in a beer batter, fried until crunchy.',
      ru: 'Сладкий лук в пивном кляре, обжаренный до хруста.',
    },
    price: 85,
    weight: 130,
    background: '#2b2112',
  }),
  addition({
    iikoId: 'side-cheese-sticks',
    translation: { uk: 'Сирні палички, 5 шт', en: 'Mozzarella sticks, 5 pcs', ru: 'Сырные палочки, 5 шт' },
    description: {
      uk: 'Моцарела в хрусткій паніровці, що тягнеться з кожним укусом. Подаємо з соусом солодкий чилі.',
      en: 'Mozzarella in a crispy crumb that stretches with every bite. Served with sweet chilli sauce.',
      ru: 'Моцарелла в хрустящей панировке, которая тянется с каждым укусом. Подаём с соусом сладкий чили.',
    },
    price: 115,
    weight: 140,
    background: '#2e2410',
  }),
  addition({
    iikoId: 'side-sweet-potato',
    translation: { uk: 'Батат фрі', en: 'Sweet potato fries', ru: 'Батат фри' },
    description: {
      uk: 'Хрусткі соломинки солодкої картоплі з дрібкою копченої паприки.',
      en: 'Crispy sweet potato fries with a pinch of smoked paprika.',
      ru: 'Хрустящая соломка из сладкого картофеля со щепоткой копчёной паприки.',
    },
    price: 109,
    weight: 150,
    background: '#2d1a12',
  }),
];

export const sauces: readonly SeedProduct[] = [
  sauce({
    iikoId: 'sauce-ketchup',
    translation: { uk: 'Кетчуп', en: 'Ketchup', ru: 'Кетчуп' },
    description: {
      uk: 'Томатний кетчуп без зайвого цукру.',
      en: 'Tomato ketchup without too much sugar.',
      ru: 'Томатный кетчуп без лишнего сахара.',
    },
    price: 25,
    weight: 40,
    background: '#2a1616',
  }),
  sauce({
    iikoId: 'sauce-cheese',
    translation: { uk: 'Сирний соус', en: 'Cheese dip', ru: 'Сырный соус' },
    description: {
      uk: 'Густий соус із чедеру — для фрі, нагетсів і всього, що хрумтить.',
      en: 'A thick cheddar dip for fries, nuggets and anything crunchy.',
      ru: 'Густой соус из чеддера — для фри, наггетсов и всего, что хрустит.',
    },
    price: 35,
    weight: 40,
    background: '#2e2410',
  }),
  sauce({
    iikoId: 'sauce-bbq',
    translation: { uk: 'Соус барбекю', en: 'BBQ sauce', ru: 'Соус барбекю' },
    description: {
      uk: 'Димний, солодкуватий, з ноткою копченої паприки.',
      en: 'Smoky and sweet with a hint of smoked paprika.',
      ru: 'Дымный, сладковатый, с ноткой копчёной паприки.',
    },
    price: 35,
    weight: 40,
    background: '#2d1a12',
  }),
  sauce({
    iikoId: 'sauce-garlic',
    translation: { uk: 'Часниковий соус', en: 'Garlic mayo', ru: 'Чесночный соус' },
    description: {
      uk: 'Домашній майонез із печеним часником і зеленню.',
      en: 'Homemade mayo with roasted garlic and herbs.',
      ru: 'Домашний майонез с печёным чесноком и зеленью.',
    },
    price: 30,
    weight: 40,
    background: '#24231c',
  }),
  sauce({
    iikoId: 'sauce-sweet-chili',
    translation: { uk: 'Солодкий чилі', en: 'Sweet chilli', ru: 'Сладкий чили' },
    description: {
      uk: 'Солодко-гострий соус із червоним перцем чилі.',
      en: 'A sweet and hot red chilli sauce.',
      ru: 'Сладко-острый соус с красным перцем чили.',
    },
    price: 35,
    weight: 40,
    background: '#2a1616',
  }),
  sauce({
    iikoId: 'sauce-soy',
    translation: { uk: 'Соєвий соус', en: 'Soy sauce', ru: 'Соевый соус' },
    description: {
      uk: 'Японський соєвий соус природного бродіння до ролів.',
      en: 'Naturally brewed Japanese soy sauce for your rolls.',
      ru: 'Японский соевый соус естественного брожения к роллам.',
    },
    price: 25,
    weight: 50,
    background: '#1d1f1a',
    // Only where sushi is made.
    cities: [1],
  }),
];
