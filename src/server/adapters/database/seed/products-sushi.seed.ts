import type { CityId } from '../../../../domain/city/city';
import type { SeedProduct } from './seed.types';

/** Sushi is made only in the Lviv kitchen (the per-city setting is off in Kyiv). */
const LVIV_ONLY: readonly CityId[] = [1];

type RollFields = Pick<SeedProduct, 'iikoId' | 'translation' | 'description' | 'price' | 'weight' | 'background'>;

const roll = (fields: RollFields): SeedProduct => ({
  ...fields,
  category: 'rolls',
  photo: `${fields.iikoId}.svg`,
  modifiers: [],
  sushi: true,
  amountOfRolls: 1,
  cities: LVIV_ONLY,
});

const set = (fields: RollFields & { readonly amountOfRolls: number }): SeedProduct => ({
  ...fields,
  category: 'sets',
  photo: `${fields.iikoId}.svg`,
  modifiers: [],
  sushi: true,
  cities: LVIV_ONLY,
});

export const rolls: readonly SeedProduct[] = [
  roll({
    iikoId: 'roll-philadelphia',
    translation: { uk: 'Філадельфія', en: 'Philadelphia', ru: 'Филадельфия' },
    description: {
      uk: 'Ніжний лосось слабкого соління, вершковий сир і свіжий огірок. 8 шматочків.',
      en: 'Tender lightly salted salmon, cream cheese and fresh cucumber. 8 pieces.',
      ru: 'Нежный лосось слабой соли, сливочный сыр и свежий огурец. 8 кусочков.',
    },
    price: 349,
    weight: 270,
    background: '#2a1a18',
  }),
  roll({
    iikoId: 'roll-philadelphia-unagi',
    translation: { uk: 'Філадельфія з вугрем', en: 'Philadelphia Unagi', ru: 'Филадельфия с угрём' },
    description: {
      uk: 'Лосось зверху, копчений вугор і вершковий сир усередині, соус унагі та кунжут. 8 шматочків.',
      en: 'Salmon on top, smoked eel and cream cheese inside, unagi sauce and sesame. 8 pieces.',
      ru: 'Лосось сверху, копчёный угорь и сливочный сыр внутри, соус унаги и кунжут. 8 кусочков.',
    },
    price: 379,
    weight: 290,
    background: '#2a1a18',
  }),
  roll({
    iikoId: 'roll-california-crab',
    translation: { uk: 'Каліфорнія з крабом', en: 'California Crab', ru: 'Калифорния с крабом' },
    description: {
      uk: 'Сніжний краб, авокадо, огірок і японський майонез в ікрі масаго. 8 шматочків.',
      en: 'Snow crab, avocado, cucumber and Japanese mayo rolled in masago roe. 8 pieces.',
      ru: 'Снежный краб, авокадо, огурец и японский майонез в икре масаго. 8 кусочков.',
    },
    price: 269,
    weight: 250,
    background: '#2b1d14',
  }),
  roll({
    iikoId: 'roll-california-salmon',
    translation: { uk: 'Каліфорнія з лососем', en: 'California Salmon', ru: 'Калифорния с лососем' },
    description: {
      uk: 'Лосось, авокадо, огірок і вершковий сир в ікрі масаго. 8 шматочків.',
      en: 'Salmon, avocado, cucumber and cream cheese rolled in masago roe. 8 pieces.',
      ru: 'Лосось, авокадо, огурец и сливочный сыр в икре масаго. 8 кусочков.',
    },
    price: 299,
    weight: 250,
    background: '#2b1d14',
  }),
  roll({
    iikoId: 'roll-dragon',
    translation: { uk: 'Дракон', en: 'Dragon', ru: 'Дракон' },
    description: {
      uk: 'Копчений вугор і тонкі пластинки авокадо зверху, креветка в темпурі всередині, соус унагі. 8 шматочків.',
      en: 'Smoked eel and thin slices of avocado on top, tempura prawn inside, unagi sauce. 8 pieces.',
      ru: 'Копчёный угорь и тонкие пластинки авокадо сверху, креветка в темпуре внутри, соус унаги. 8 кусочков.',
    },
    price: 369,
    weight: 280,
    background: '#1d2416',
  }),
  roll({
    iikoId: 'roll-canada',
    translation: { uk: 'Канада', en: 'Canada', ru: 'Канада' },
    description: {
      uk: 'Лосось і вугор зверху, вершковий сир та огірок усередині, соус унагі і кунжут. 8 шматочків.',
      en: 'Salmon and eel on top, cream cheese and cucumber inside, unagi sauce and sesame. 8 pieces.',
      ru: 'Лосось и угорь сверху, сливочный сыр и огурец внутри, соус унаги и кунжут. 8 кусочков.',
    },
    price: 359,
    weight: 285,
    background: '#2a1a18',
  }),
  roll({
    iikoId: 'roll-tempura-shrimp',
    translation: { uk: 'Темпура з креветкою', en: 'Tempura Prawn Roll', ru: 'Темпура с креветкой' },
    description: {
      uk: 'Гарячий рол у хрусткій темпурі: креветка, вершковий сир і огірок, з соусом спайсі. 8 шматочків.',
      en: 'A hot roll in crispy tempura: prawn, cream cheese and cucumber, with spicy sauce. 8 pieces.',
      ru: 'Горячий ролл в хрустящей темпуре: креветка, сливочный сыр и огурец, с соусом спайси. 8 кусочков.',
    },
    price: 319,
    weight: 270,
    background: '#2e2410',
  }),
  roll({
    iikoId: 'roll-spicy-tuna',
    translation: { uk: 'Спайсі тунець', en: 'Spicy Tuna', ru: 'Спайси тунец' },
    description: {
      uk: 'Тунець у гострому соусі спайсі, огірок і зелена цибуля, посипаний кунжутом. 8 шматочків.',
      en: 'Tuna in a hot spicy sauce, cucumber and spring onion, sprinkled with sesame. 8 pieces.',
      ru: 'Тунец в остром соусе спайси, огурец и зелёный лук, посыпанный кунжутом. 8 кусочков.',
    },
    price: 299,
    weight: 230,
    background: '#2a1616',
  }),
  roll({
    iikoId: 'roll-baked-salmon',
    translation: { uk: 'Запечений з лососем', en: 'Baked Salmon Roll', ru: 'Запечённый с лососем' },
    description: {
      uk: 'Тепла сирна шапочка, підрум’янена пальником, над лососем, вершковим сиром і огірком. 8 шматочків.',
      en: 'A warm cheese cap, torched golden, over salmon, cream cheese and cucumber. 8 pieces.',
      ru: 'Тёплая сырная шапочка, подрумяненная горелкой, над лососем, сливочным сыром и огурцом. 8 кусочков.',
    },
    price: 329,
    weight: 290,
    background: '#2e2410',
  }),
  roll({
    iikoId: 'roll-futomaki-tuna',
    translation: { uk: 'Футомакі з тунцем', en: 'Tuna Futomaki', ru: 'Футомаки с тунцом' },
    description: {
      uk: 'Великий рол у норі: тунець, вершковий сир, авокадо, огірок і такуан. 8 шматочків.',
      en: 'A big roll wrapped in nori: tuna, cream cheese, avocado, cucumber and takuan. 8 pieces.',
      ru: 'Большой ролл в нори: тунец, сливочный сыр, авокадо, огурец и такуан. 8 кусочков.',
    },
    price: 339,
    weight: 300,
    background: '#1d1f1a',
  }),
  roll({
    iikoId: 'roll-maki-salmon',
    translation: { uk: 'Макі з лососем', en: 'Salmon Maki', ru: 'Маки с лососем' },
    description: {
      uk: 'Класичний тонкий рол: рис, норі і лосось. 6 шматочків.',
      en: 'The classic thin roll: rice, nori and salmon. 6 pieces.',
      ru: 'Классический тонкий ролл: рис, нори и лосось. 6 кусочков.',
    },
    price: 189,
    weight: 130,
    background: '#1d1f1a',
  }),
  roll({
    iikoId: 'roll-vega',
    translation: { uk: 'Вега', en: 'Vega', ru: 'Вега' },
    description: {
      uk: 'Авокадо, огірок, солодкий перець, салат чука і горіховий соус. 8 шматочків без риби.',
      en: 'Avocado, cucumber, sweet pepper, chuka seaweed salad and nut sauce. 8 pieces, no fish.',
      ru: 'Авокадо, огурец, сладкий перец, салат чука и ореховый соус. 8 кусочков без рыбы.',
    },
    price: 199,
    weight: 220,
    background: '#1c2416',
  }),
];

/** The restaurant's sushi menu has 10 sets. */
export const sets: readonly SeedProduct[] = [
  set({
    iikoId: 'set-philadelphia',
    translation: { uk: 'Сет Філадельфія', en: 'Philadelphia Set', ru: 'Сет Филадельфия' },
    description: {
      uk: 'Чотири Філадельфії: класична, з вугрем, з огірком і запечена. 32 шматочки для справжніх поціновувачів лосося.',
      en: 'Four Philadelphias: classic, with eel, with cucumber and baked. 32 pieces for true salmon lovers.',
      ru: 'Четыре Филадельфии: классическая, с угрём, с огурцом и запечённая. 32 кусочка для настоящих ценителей лосося.',
    },
    price: 1290,
    weight: 1120,
    background: '#2a1a18',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-california',
    translation: { uk: 'Сет Каліфорнія', en: 'California Set', ru: 'Сет Калифорния' },
    description: {
      uk: 'Каліфорнія з крабом, з лососем, з креветкою і з тунцем. 32 шматочки в ікрі масаго.',
      en: 'California with crab, salmon, prawn and tuna. 32 pieces rolled in masago roe.',
      ru: 'Калифорния с крабом, с лососем, с креветкой и с тунцом. 32 кусочка в икре масаго.',
    },
    price: 1090,
    weight: 1000,
    background: '#2b1d14',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-maki',
    translation: { uk: 'Макі сет', en: 'Maki Set', ru: 'Маки сет' },
    description: {
      uk: 'Макі з лососем, тунцем, вугрем і огірком. 24 невеликі шматочки: зручно на перекус.',
      en: 'Maki with salmon, tuna, eel and cucumber. 24 small pieces, perfect for a snack.',
      ru: 'Маки с лососем, тунцом, угрём и огурцом. 24 небольших кусочка: удобно на перекус.',
    },
    price: 690,
    weight: 520,
    background: '#1d1f1a',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-hot',
    translation: { uk: 'Гарячий сет', en: 'Hot Set', ru: 'Горячий сет' },
    description: {
      uk: 'Тільки теплі роли: темпура з креветкою, темпура з лососем, запечений з лососем і запечений з крабом. 32 шматочки.',
      en: 'Warm rolls only: tempura prawn, tempura salmon, baked salmon and baked crab. 32 pieces.',
      ru: 'Только тёплые роллы: темпура с креветкой, темпура с лососем, запечённый с лососем и запечённый с крабом. 32 кусочка.',
    },
    price: 1190,
    weight: 1140,
    background: '#2e2410',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-dragon',
    translation: { uk: 'Сет Дракон', en: 'Dragon Set', ru: 'Сет Дракон' },
    description: {
      uk: 'Дракон, Зелений дракон, Канада і Філадельфія з вугрем. 32 шматочки з вугрем і соусом унагі.',
      en: 'Dragon, Green Dragon, Canada and Philadelphia Unagi. 32 pieces with eel and unagi sauce.',
      ru: 'Дракон, Зелёный дракон, Канада и Филадельфия с угрём. 32 кусочка с угрём и соусом унаги.',
    },
    price: 1490,
    weight: 1150,
    background: '#1d2416',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-vegan',
    translation: { uk: 'Веган сет', en: 'Vegan Set', ru: 'Веган сет' },
    description: {
      uk: 'Вега, макі з огірком, макі з авокадо і футомакі з овочами та тофу. 30 шматочків без риби.',
      en: 'Vega, cucumber maki, avocado maki and a vegetable futomaki with tofu. 30 pieces, no fish.',
      ru: 'Вега, маки с огурцом, маки с авокадо и футомаки с овощами и тофу. 30 кусочков без рыбы.',
    },
    price: 790,
    weight: 800,
    background: '#1c2416',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-duo',
    translation: { uk: 'Сет на двох', en: 'Set for Two', ru: 'Сет на двоих' },
    description: {
      uk: 'Філадельфія, Каліфорнія з крабом і макі з лососем — вечеря на двох. 22 шматочки.',
      en: 'Philadelphia, California Crab and Salmon Maki: dinner for two. 22 pieces.',
      ru: 'Филадельфия, Калифорния с крабом и маки с лососем — ужин на двоих. 22 кусочка.',
    },
    price: 890,
    weight: 650,
    background: '#2a1a18',
    amountOfRolls: 3,
  }),
  set({
    iikoId: 'set-lviv',
    translation: { uk: 'Сет Львівський', en: 'Lviv Set', ru: 'Сет Львовский' },
    description: {
      uk: 'Наш хіт: Філадельфія, Дракон, Спайсі тунець і темпура з креветкою. 32 шматочки, які замовляють найчастіше.',
      en: 'Our bestseller: Philadelphia, Dragon, Spicy Tuna and Tempura Prawn. The 32 pieces people order most.',
      ru: 'Наш хит: Филадельфия, Дракон, Спайси тунец и темпура с креветкой. 32 кусочка, которые заказывают чаще всего.',
    },
    price: 1250,
    weight: 1050,
    background: '#2b1d14',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-salmon-love',
    translation: { uk: 'Сет Лосось Лав', en: 'Salmon Love Set', ru: 'Сет Лосось Лав' },
    description: {
      uk: 'Лосось у кожному шматочку: Філадельфія, Каліфорнія з лососем, запечений з лососем і макі з лососем. 30 шматочків.',
      en: 'Salmon in every bite: Philadelphia, California Salmon, Baked Salmon and Salmon Maki. 30 pieces.',
      ru: 'Лосось в каждом кусочке: Филадельфия, Калифорния с лососем, запечённый с лососем и маки с лососем. 30 кусочков.',
    },
    price: 1390,
    weight: 1060,
    background: '#2a1a18',
    amountOfRolls: 4,
  }),
  set({
    iikoId: 'set-party',
    translation: { uk: 'Сет Вечірка', en: 'Party Set', ru: 'Сет Вечеринка' },
    description: {
      uk: 'Шість ролів на велику компанію: Філадельфія, Каліфорнія з крабом, Дракон, Канада, темпура з креветкою і Вега. 48 шматочків.',
      en: 'Six rolls for a big crowd: Philadelphia, California Crab, Dragon, Canada, Tempura Prawn and Vega. 48 pieces.',
      ru: 'Шесть роллов на большую компанию: Филадельфия, Калифорния с крабом, Дракон, Канада, темпура с креветкой и Вега. 48 кусочков.',
    },
    price: 1590,
    weight: 1720,
    background: '#2e2410',
    amountOfRolls: 6,
  }),
];
