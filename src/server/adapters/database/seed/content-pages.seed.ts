import * as shared from './content-paragraphs-shared.seed';
import { kyivContentPages } from './content-pages-kyiv.seed';
import type { SeedContentPage } from './seed.types';

/**
 * Static pages linked from the footer. `{phone}` becomes the phone of the city the page is shown
 * for. The numbers match the business rules: minimum order 250 ₴, free
 * delivery from 500 ₴ after discount, otherwise 50 ₴; 10:30–22:30 Kyiv time.
 */
const shopWidePages: readonly SeedContentPage[] = [
  {
    slug: 'about',
    translation: {
      uk: {
        title: 'Про нас',
        paragraphs: [
          'Burger & Sushi — це бургерна і суші-бар під одним дахом. Ми почали у Львові з невеликої кухні на Городоцькій і одного правила: готувати так, як для себе.',
          'Котлети формуємо щодня зі свіжої яловичини, булочки бріош печемо самі, соуси варимо за власними рецептами. Роли крутимо під кожне замовлення, а не заздалегідь.',
          'Ми обіцяємо доставити замовлення за 29 або 59 хвилин залежно від зони — а якщо не встигнемо, бургер або рол за наш рахунок.',
          'Сьогодні ми готуємо у Львові (бургери й суші) та в Києві (бургери). Працюємо щодня з 10:30 до 22:30.',
          'Самовивіз у Львові: вулиця Городоцька, 28. Телефон: {phone}.',
        ],
      },
      en: {
        title: 'About us',
        paragraphs: [
          'Burger & Sushi is a burger joint and a sushi bar under one roof. We started in Lviv in a small kitchen on Horodotska Street with one rule: cook the way we would for ourselves.',
          'We shape our patties every day from fresh beef, bake our own brioche buns and make our sauces from our own recipes. Rolls are made to order, never in advance.',
          'We promise to deliver in 29 or 59 minutes, depending on your zone. If we are late, your burger or roll is on us.',
          'Today we cook in Lviv (burgers and sushi) and in Kyiv (burgers). Open daily from 10:30 to 22:30.',
          'Pickup in Lviv: 28 Horodotska Street. Phone: {phone}.',
        ],
      },
      ru: {
        title: 'О нас',
        paragraphs: [
          'Burger & Sushi — это бургерная и суши-бар под одной крышей. Мы начали во Львове с небольшой кухни на Городоцкой и одного правила: готовить так, как для себя.',
          'Котлеты формируем каждый день из свежей говядины, булочки бриошь печём сами, соусы варим по собственным рецептам. Роллы крутим под каждый заказ, а не заранее.',
          'Мы обещаем доставить заказ за 29 или 59 минут в зависимости от зоны — а если не успеем, бургер или ролл за наш счёт.',
          'Сегодня мы готовим во Львове (бургеры и суши) и в Киеве (бургеры). Работаем ежедневно с 10:30 до 22:30.',
          'Самовывоз во Львове: улица Городоцкая, 28. Телефон: {phone}.',
        ],
      },
    },
  },
  {
    slug: 'delivery',
    translation: {
      uk: {
        title: 'Доставка та оплата',
        paragraphs: [
          shared.DELIVERY_HOURS.uk,
          'Час доставки залежить від зони: зелена — до 29 хвилин, червона — до 59 хвилин, синя — до 89 хвилин. У Львові є всі три зони, у Києві — червона і синя. Зону видно на карті в кошику, щойно ви введете вулицю і будинок.',
          'Наша обіцянка: 29 або 59 хвилин — або бургер чи рол у подарунок. Якщо кур’єр запізнився, скажіть про це оператору, і подарунок буде у вашому наступному замовленні.',
          'Мінімальна сума замовлення — 250 ₴. Доставка безкоштовна від 500 ₴ (сума після знижки), для менших замовлень вона коштує 50 ₴. Самовивіз завжди безкоштовний.',
          shared.DELIVERY_OUTSIDE_ZONES.uk,
          'Оплатити можна онлайн карткою на сайті, карткою кур’єру (у Львові) або готівкою. Якщо платите готівкою, вкажіть, з якої суми підготувати решту. Замовлення з алкоголем карткою кур’єру не оплачуються.',
          ...shared.DELIVERY_CLOSING.uk,
        ],
      },
      en: {
        title: 'Delivery and payment',
        paragraphs: [
          shared.DELIVERY_HOURS.en,
          'Delivery time depends on the zone: green up to 29 minutes, red up to 59 minutes, blue up to 89 minutes. Lviv has all three zones, Kyiv has red and blue. The cart map shows your zone as soon as you enter the street and house.',
          'Our promise: 29 or 59 minutes, or a burger or roll on us. If the courier is late, tell the operator and the gift comes with your next order.',
          'The minimum order is 250 ₴. Delivery is free from 500 ₴ (after discounts); below that it costs 50 ₴. Pickup is always free.',
          shared.DELIVERY_OUTSIDE_ZONES.en,
          'You can pay online by card on the website, by card to the courier (in Lviv) or in cash. Paying cash? Tell us what note you will pay with so the courier brings change. Orders with alcohol cannot be paid by card to the courier.',
          ...shared.DELIVERY_CLOSING.en,
        ],
      },
      ru: {
        title: 'Доставка и оплата',
        paragraphs: [
          shared.DELIVERY_HOURS.ru,
          'Время доставки зависит от зоны: зелёная — до 29 минут, красная — до 59 минут, синяя — до 89 минут. Во Львове есть все три зоны, в Киеве — красная и синяя. Зона видна на карте в корзине, как только вы введёте улицу и дом.',
          'Наше обещание: 29 или 59 минут — или бургер либо ролл в подарок. Если курьер опоздал, скажите об этом оператору, и подарок будет в вашем следующем заказе.',
          'Минимальная сумма заказа — 250 ₴. Доставка бесплатна от 500 ₴ (сумма после скидки), для меньших заказов она стоит 50 ₴. Самовывоз всегда бесплатный.',
          shared.DELIVERY_OUTSIDE_ZONES.ru,
          'Оплатить можно онлайн картой на сайте, картой курьеру (во Львове) или наличными. Если платите наличными, укажите, с какой суммы подготовить сдачу. Заказы с алкоголем картой курьеру не оплачиваются.',
          ...shared.DELIVERY_CLOSING.ru,
        ],
      },
    },
  },
  {
    slug: 'public-offer',
    translation: {
      uk: {
        title: 'Публічна оферта',
        paragraphs: [
          '1. Загальні положення. Ця оферта — пропозиція закладу «Burger & Sushi» (далі — Продавець) укласти договір купівлі-продажу страв і напоїв із доставкою або самовивозом. Оформлюючи замовлення на сайті чи телефоном, ви (далі — Покупець) приймаєте умови цієї оферти.',
          '2. Замовлення. Асортимент, склад, вага та ціни страв указані на сайті для обраного міста. Замовлення вважається прийнятим після підтвердження — SMS-кодом, дзвінком оператора або успішною онлайн-оплатою.',
          '3. Ціна та оплата. Ціни вказані в гривнях з урахуванням податків. Мінімальна сума замовлення — 250 ₴; доставка коштує 50 ₴ і безкоштовна від 500 ₴. Оплата — онлайн, карткою кур’єру або готівкою. Знижки за промокодами застосовуються одноразово й не сумуються, якщо інше не вказано.',
          '4. Доставка. Орієнтовний час доставки залежить від зони (29, 59 або 89 хвилин). Якщо ми не вклалися в обіцяні 29 чи 59 хвилин, Покупець отримує бургер або рол у подарунок у наступному замовленні. Доставка за межі зон погоджується з оператором.',
          ...shared.OFFER_CLOSING_TERMS.uk,
        ],
      },
      en: {
        title: 'Public offer',
        paragraphs: [
          '1. General. This offer is a proposal by Burger & Sushi (the Seller) to conclude a contract for the sale of food and drinks with delivery or pickup. By placing an order on the website or by phone you (the Customer) accept the terms of this offer.',
          '2. Orders. The range, ingredients, weights and prices are shown on the website for the selected city. An order is accepted once it is confirmed by an SMS code, an operator’s call or a successful online payment.',
          '3. Price and payment. Prices are in hryvnias and include taxes. The minimum order is 250 ₴; delivery costs 50 ₴ and is free from 500 ₴. Payment is online, by card to the courier or in cash. Promo code discounts apply once and do not stack unless stated otherwise.',
          '4. Delivery. The estimated delivery time depends on the zone (29, 59 or 89 minutes). If we miss the promised 29 or 59 minutes, the Customer gets a burger or roll free with the next order. Delivery outside the zones is agreed with the operator.',
          ...shared.OFFER_CLOSING_TERMS.en,
        ],
      },
      ru: {
        title: 'Публичная оферта',
        paragraphs: [
          '1. Общие положения. Эта оферта — предложение заведения «Burger & Sushi» (далее — Продавец) заключить договор купли-продажи блюд и напитков с доставкой или самовывозом. Оформляя заказ на сайте или по телефону, вы (далее — Покупатель) принимаете условия этой оферты.',
          '2. Заказ. Ассортимент, состав, вес и цены блюд указаны на сайте для выбранного города. Заказ считается принятым после подтверждения — SMS-кодом, звонком оператора или успешной онлайн-оплатой.',
          '3. Цена и оплата. Цены указаны в гривнах с учётом налогов. Минимальная сумма заказа — 250 ₴; доставка стоит 50 ₴ и бесплатна от 500 ₴. Оплата — онлайн, картой курьеру или наличными. Скидки по промокодам применяются однократно и не суммируются, если не указано иное.',
          '4. Доставка. Ориентировочное время доставки зависит от зоны (29, 59 или 89 минут). Если мы не уложились в обещанные 29 или 59 минут, Покупатель получает бургер или ролл в подарок в следующем заказе. Доставка за пределы зон согласовывается с оператором.',
          ...shared.OFFER_CLOSING_TERMS.ru,
        ],
      },
    },
  },
  {
    slug: 'vacancies',
    translation: {
      uk: {
        title: 'Вакансії',
        paragraphs: [
          shared.VACANCIES_INTRO.uk,
          'Кухар гриля / сушист. Готуєте бургери або роли за нашими техкартами, стежите за чистотою і якістю. Досвід вітається, але всьому навчимо. Змінний графік 2/2, від 28 000 ₴.',
          ...shared.VACANCIES_COURIER_AND_OPERATOR.uk,
          'Зателефонуйте нам за номером {phone} або приходьте на співбесіду у Львові на вулицю Городоцьку, 28.',
        ],
      },
      en: {
        title: 'Jobs',
        paragraphs: [
          shared.VACANCIES_INTRO.en,
          'Grill cook / sushi chef. You cook burgers or rolls to our recipes and keep the kitchen clean and the quality high. Experience is welcome, but we will teach you everything. Shifts 2 on / 2 off, from 28,000 ₴.',
          ...shared.VACANCIES_COURIER_AND_OPERATOR.en,
          'Call us on {phone} or come for an interview in Lviv at 28 Horodotska Street.',
        ],
      },
      ru: {
        title: 'Вакансии',
        paragraphs: [
          shared.VACANCIES_INTRO.ru,
          'Повар гриля / сушист. Готовите бургеры или роллы по нашим техкартам, следите за чистотой и качеством. Опыт приветствуется, но всему научим. Сменный график 2/2, от 28 000 ₴.',
          ...shared.VACANCIES_COURIER_AND_OPERATOR.ru,
          'Позвоните нам по номеру {phone} или приходите на собеседование во Львове на улицу Городоцкую, 28.',
        ],
      },
    },
  },
];

/** The shop-wide texts (Lviv's reality), and Kyiv's own version of each page (content-pages-kyiv.seed.ts). */
export const contentPages: readonly SeedContentPage[] = shopWidePages.map((page) => ({
  ...page,
  byCity: { 2: kyivContentPages[page.slug] },
}));
