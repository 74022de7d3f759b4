import * as shared from './content-paragraphs-shared.seed';
import type { ContentPageSlug, SeedContentText } from './seed.types';
import type { Translated } from '../../../../domain/shared/locale';

/**
 * Kyiv's own versions of the information pages: Kyiv cooks burgers only (no sushi) and has only the
 * red (59 minutes) and blue (89 minutes) delivery zones, and no pickup point, so the shop-wide texts,
 * written for Lviv, would promise it what it does not have.
 */
export const kyivContentPages: Readonly<Record<ContentPageSlug, Translated<SeedContentText>>> = {
  about: {
    uk: {
      title: 'Про нас',
      paragraphs: [
        'У Києві Burger & Sushi — це бургерна: ми почали у Львові з невеликої кухні й одного правила — готувати так, як для себе, і привезли це правило до столиці.',
        'Котлети формуємо щодня зі свіжої яловичини, булочки бріош печемо самі, соуси варимо за власними рецептами. Кожен бургер збираємо під замовлення.',
        'Час доставки залежить від зони: у червоній — до 59 хвилин, у синій — до 89 хвилин. Якщо не встигнемо, бургер за наш рахунок.',
        'У Києві ми готуємо бургери, закуски й напої. Працюємо щодня з 10:30 до 22:30. Телефон: {phone}.',
      ],
    },
    en: {
      title: 'About us',
      paragraphs: [
        'In Kyiv, Burger & Sushi is a burger joint: we started in Lviv in a small kitchen with one rule, cook the way we would for ourselves, and brought that rule to the capital.',
        'We shape our patties every day from fresh beef, bake our own brioche buns and make our sauces from our own recipes. Every burger is put together to order.',
        'Delivery time depends on your zone: up to 59 minutes in the red zone, up to 89 minutes in the blue one. If we are late, your burger is on us.',
        'In Kyiv we cook burgers, sides and drinks. Open daily from 10:30 to 22:30. Phone: {phone}.',
      ],
    },
    ru: {
      title: 'О нас',
      paragraphs: [
        'В Киеве Burger & Sushi — это бургерная: мы начали во Львове с небольшой кухни и одного правила — готовить так, как для себя, и привезли это правило в столицу.',
        'Котлеты формируем каждый день из свежей говядины, булочки бриошь печём сами, соусы варим по собственным рецептам. Каждый бургер собираем под заказ.',
        'Время доставки зависит от зоны: в красной — до 59 минут, в синей — до 89 минут. Если не успеем, бургер за наш счёт.',
        'В Киеве мы готовим бургеры, закуски и напитки. Работаем ежедневно с 10:30 до 22:30. Телефон: {phone}.',
      ],
    },
  },
  delivery: {
    uk: {
      title: 'Доставка та оплата',
      paragraphs: [
        shared.DELIVERY_HOURS.uk,
        'У Києві дві зони доставки: червона — до 59 хвилин, синя — до 89 хвилин. Зону видно на карті в кошику, щойно ви введете вулицю і будинок.',
        'Наша обіцянка: не довше, ніж обіцяє ваша зона, — або бургер у подарунок. Якщо кур’єр запізнився, скажіть про це оператору, і подарунок буде у вашому наступному замовленні.',
        'Мінімальна сума замовлення — 250 ₴. Доставка безкоштовна від 500 ₴ (сума після знижки), для менших замовлень вона коштує 50 ₴.',
        shared.DELIVERY_OUTSIDE_ZONES.uk,
        'Оплатити можна онлайн карткою на сайті або готівкою. Якщо платите готівкою, вкажіть, з якої суми підготувати решту.',
        ...shared.DELIVERY_CLOSING.uk,
      ],
    },
    en: {
      title: 'Delivery and payment',
      paragraphs: [
        shared.DELIVERY_HOURS.en,
        'Kyiv has two delivery zones: red, up to 59 minutes, and blue, up to 89 minutes. The cart map shows your zone as soon as you enter the street and house.',
        'Our promise: no longer than your zone promises, or a burger on us. If the courier is late, tell the operator and the gift comes with your next order.',
        'The minimum order is 250 ₴. Delivery is free from 500 ₴ (after discounts); below that it costs 50 ₴.',
        shared.DELIVERY_OUTSIDE_ZONES.en,
        'You can pay online by card on the website or in cash. Paying cash? Tell us what note you will pay with so the courier brings change.',
        ...shared.DELIVERY_CLOSING.en,
      ],
    },
    ru: {
      title: 'Доставка и оплата',
      paragraphs: [
        shared.DELIVERY_HOURS.ru,
        'В Киеве две зоны доставки: красная — до 59 минут, синяя — до 89 минут. Зона видна на карте в корзине, как только вы введёте улицу и дом.',
        'Наше обещание: не дольше, чем обещает ваша зона, — или бургер в подарок. Если курьер опоздал, скажите об этом оператору, и подарок будет в вашем следующем заказе.',
        'Минимальная сумма заказа — 250 ₴. Доставка бесплатна от 500 ₴ (сумма после скидки), для меньших заказов она стоит 50 ₴.',
        shared.DELIVERY_OUTSIDE_ZONES.ru,
        'Оплатить можно онлайн картой на сайте или наличными. Если платите наличными, укажите, с какой суммы подготовить сдачу.',
        ...shared.DELIVERY_CLOSING.ru,
      ],
    },
  },
  'public-offer': {
    uk: {
      title: 'Публічна оферта',
      paragraphs: [
        '1. Загальні положення. Ця оферта — пропозиція закладу «Burger & Sushi» (далі — Продавець) укласти договір купівлі-продажу страв і напоїв із доставкою в Києві. Оформлюючи замовлення на сайті чи телефоном, ви (далі — Покупець) приймаєте умови цієї оферти.',
        '2. Замовлення. Асортимент, склад, вага та ціни страв указані на сайті для Києва. Замовлення вважається прийнятим після підтвердження — SMS-кодом, дзвінком оператора або успішною онлайн-оплатою.',
        '3. Ціна та оплата. Ціни вказані в гривнях з урахуванням податків. Мінімальна сума замовлення — 250 ₴; доставка коштує 50 ₴ і безкоштовна від 500 ₴. Оплата — онлайн або готівкою. Знижки за промокодами застосовуються одноразово й не сумуються, якщо інше не вказано.',
        '4. Доставка. Час доставки залежить від зони: червона — до 59 хвилин, синя — до 89 хвилин. Якщо ми не вклалися в час своєї зони, Покупець отримує бургер у подарунок у наступному замовленні. Доставка за межі зон погоджується з оператором.',
        ...shared.OFFER_CLOSING_TERMS.uk,
      ],
    },
    en: {
      title: 'Public offer',
      paragraphs: [
        '1. General. This offer is a proposal by Burger & Sushi (the Seller) to conclude a contract for the sale of food and drinks delivered in Kyiv. By placing an order on the website or by phone you (the Customer) accept the terms of this offer.',
        '2. Orders. The range, ingredients, weights and prices are shown on the website for Kyiv. An order is accepted once it is confirmed by an SMS code, an operator’s call or a successful online payment.',
        '3. Price and payment. Prices are in hryvnias and include taxes. The minimum order is 250 ₴; delivery costs 50 ₴ and is free from 500 ₴. Payment is online or in cash. Promo code discounts apply once and do not stack unless stated otherwise.',
        '4. Delivery. The delivery time depends on the zone: red up to 59 minutes, blue up to 89 minutes. If we miss the time of the Customer’s zone, the Customer gets a burger free with the next order. Delivery outside the zones is agreed with the operator.',
        ...shared.OFFER_CLOSING_TERMS.en,
      ],
    },
    ru: {
      title: 'Публичная оферта',
      paragraphs: [
        '1. Общие положения. Эта оферта — предложение заведения «Burger & Sushi» (далее — Продавец) заключить договор купли-продажи блюд и напитков с доставкой в Киеве. Оформляя заказ на сайте или по телефону, вы (далее — Покупатель) принимаете условия этой оферты.',
        '2. Заказ. Ассортимент, состав, вес и цены блюд указаны на сайте для Киева. Заказ считается принятым после подтверждения — SMS-кодом, звонком оператора или успешной онлайн-оплатой.',
        '3. Цена и оплата. Цены указаны в гривнах с учётом налогов. Минимальная сумма заказа — 250 ₴; доставка стоит 50 ₴ и бесплатна от 500 ₴. Оплата — онлайн или наличными. Скидки по промокодам применяются однократно и не суммируются, если не указано иное.',
        '4. Доставка. Время доставки зависит от зоны: красная — до 59 минут, синяя — до 89 минут. Если мы не уложились во время своей зоны, Покупатель получает бургер в подарок в следующем заказе. Доставка за пределы зон согласовывается с оператором.',
        ...shared.OFFER_CLOSING_TERMS.ru,
      ],
    },
  },
  vacancies: {
    uk: {
      title: 'Вакансії',
      paragraphs: [
        shared.VACANCIES_INTRO.uk,
        'Кухар гриля. Готуєте бургери за нашими техкартами, стежите за чистотою і якістю. Досвід вітається, але всьому навчимо. Змінний графік 2/2, від 28 000 ₴.',
        ...shared.VACANCIES_COURIER_AND_OPERATOR.uk,
        'Зателефонуйте нам за номером {phone}, і ми домовимося про співбесіду в Києві.',
      ],
    },
    en: {
      title: 'Jobs',
      paragraphs: [
        shared.VACANCIES_INTRO.en,
        'Grill cook. You cook burgers to our recipes and keep the kitchen clean and the quality high. Experience is welcome, but we will teach you everything. Shifts 2 on / 2 off, from 28,000 ₴.',
        ...shared.VACANCIES_COURIER_AND_OPERATOR.en,
        'Call us on {phone} and we will arrange an interview in Kyiv.',
      ],
    },
    ru: {
      title: 'Вакансии',
      paragraphs: [
        shared.VACANCIES_INTRO.ru,
        'Повар гриля. Готовите бургеры по нашим техкартам, следите за чистотой и качеством. Опыт приветствуется, но всему научим. Сменный график 2/2, от 28 000 ₴.',
        ...shared.VACANCIES_COURIER_AND_OPERATOR.ru,
        'Позвоните нам по номеру {phone}, и мы договоримся о собеседовании в Киеве.',
      ],
    },
  },
};
