import type { Translated } from '../../../../domain/shared/locale';

/*
 * Paragraphs the shop-wide information pages (content-pages.seed.ts) and Kyiv's own versions
 * (content-pages-kyiv.seed.ts) say word for word: written once, so the two cannot drift apart.
 */

/** When the shop cooks, and that later orders wait for the morning. */
export const DELIVERY_HOURS: Translated<string> = {
  uk: 'Ми працюємо щодня з 10:30 до 22:30. Замовлення, оформлені пізніше, готуємо з 10:30 наступного дня, а на зручний час можна оформити попереднє замовлення.',
  en: 'We are open every day from 10:30 to 22:30. Orders placed later are cooked from 10:30 the next day, and you can always pre-order for a time that suits you.',
  ru: 'Мы работаем ежедневно с 10:30 до 22:30. Заказы, оформленные позже, готовим с 10:30 следующего дня, а на удобное время можно оформить предзаказ.',
};

/** An address outside the zones: the operator calls back. */
export const DELIVERY_OUTSIDE_ZONES: Translated<string> = {
  uk: 'Якщо адреса поза зонами доставки, оператор передзвонить і підкаже, чи зможемо привезти замовлення (інколи — таксі за тарифом перевізника).',
  en: 'If your address is outside the delivery zones, an operator will call you back and tell you whether we can still bring your order (sometimes by taxi at the carrier’s fare).',
  ru: 'Если адрес вне зон доставки, оператор перезвонит и подскажет, сможем ли мы привезти заказ (иногда — такси по тарифу перевозчика).',
};

/** Beer for adults only, and whom to call. */
export const DELIVERY_CLOSING: Translated<readonly string[]> = {
  uk: [
    'Пиво продаємо з 12:00 до 21:30 лише особам від 18 років; кур’єр може попросити документ.',
    'Питання щодо замовлення — за телефоном {phone}.',
  ],
  en: [
    'Beer is sold from 12:00 to 21:30 and only to customers aged 18 or over; the courier may ask for ID.',
    'Questions about your order: call {phone}.',
  ],
  ru: [
    'Пиво продаём с 12:00 до 21:30 только лицам от 18 лет; курьер может попросить документ.',
    'Вопросы по заказу — по телефону {phone}.',
  ],
};

/** Terms 5–8: alcohol, quality and complaints, personal data, contacts. */
export const OFFER_CLOSING_TERMS: Translated<readonly string[]> = {
  uk: [
    '5. Алкоголь. Алкогольні напої продаються лише особам від 18 років і з 12:00 до 21:30. Продавець може відмовити в передачі алкоголю без документа, що підтверджує вік.',
    '6. Якість і претензії. Якщо страва не відповідає опису або доставлена пошкодженою, повідомте оператора протягом години після отримання — ми замінимо її або повернемо кошти. Харчові продукти належної якості поверненню не підлягають.',
    '7. Персональні дані. Ім’я, телефон і адреса використовуються лише для виконання замовлення та зв’язку з Покупцем і не передаються третім особам, крім служб доставки й оплати.',
    '8. Контакти. Телефон: {phone}. Продавець може змінювати умови оферти; чинна редакція завжди опублікована на цій сторінці.',
  ],
  en: [
    '5. Alcohol. Alcoholic drinks are sold only to persons aged 18 or over and between 12:00 and 21:30. The Seller may refuse to hand over alcohol without proof of age.',
    '6. Quality and complaints. If a dish does not match its description or arrives damaged, tell the operator within an hour of receiving it and we will replace it or refund you. Food of proper quality cannot be returned.',
    '7. Personal data. Your name, phone number and address are used only to fulfil the order and contact you, and are not shared with third parties other than delivery and payment services.',
    '8. Contacts. Phone: {phone}. The Seller may change the terms of this offer; the current version is always published on this page.',
  ],
  ru: [
    '5. Алкоголь. Алкогольные напитки продаются только лицам от 18 лет и с 12:00 до 21:30. Продавец может отказать в передаче алкоголя без документа, подтверждающего возраст.',
    '6. Качество и претензии. Если блюдо не соответствует описанию или доставлено повреждённым, сообщите оператору в течение часа после получения — мы заменим его или вернём деньги. Пищевые продукты надлежащего качества возврату не подлежат.',
    '7. Персональные данные. Имя, телефон и адрес используются только для выполнения заказа и связи с Покупателем и не передаются третьим лицам, кроме служб доставки и оплаты.',
    '8. Контакты. Телефон: {phone}. Продавец может изменять условия оферты; действующая редакция всегда опубликована на этой странице.',
  ],
};

/** What every job offers. */
export const VACANCIES_INTRO: Translated<string> = {
  uk: 'Шукаємо людей, які люблять їжу і швидкість. Офіційне працевлаштування, навчання з першого дня, безкоштовне харчування на зміні та графік, який можна поєднати з навчанням.',
  en: 'We are looking for people who love food and speed. Official employment, training from day one, free meals on shift and a schedule you can combine with studies.',
  ru: 'Ищем людей, которые любят еду и скорость. Официальное трудоустройство, обучение с первого дня, бесплатное питание на смене и график, который можно совмещать с учёбой.',
};

/** The courier and the call-centre operator. */
export const VACANCIES_COURIER_AND_OPERATOR: Translated<readonly string[]> = {
  uk: [
    'Кур’єр. Доставляєте замовлення на власному авто, скутері чи велосипеді або на нашому електровелосипеді. Гнучкі зміни, оплата за годину плюс за кожну доставку, чайові — ваші.',
    'Оператор кол-центру. Підтверджуєте замовлення, допомагаєте з промокодами і підказуєте клієнтам щодо доставки. Потрібні грамотна українська мова і привітність; можлива віддалена робота.',
  ],
  en: [
    'Courier. You deliver orders by your own car, scooter or bike, or on our e-bike. Flexible shifts, an hourly rate plus a bonus per delivery, and the tips are yours.',
    'Call-centre operator. You confirm orders, help with promo codes and advise customers on delivery. Good written Ukrainian and a friendly manner needed; remote work possible.',
  ],
  ru: [
    'Курьер. Доставляете заказы на своём авто, скутере или велосипеде либо на нашем электровелосипеде. Гибкие смены, почасовая оплата плюс за каждую доставку, чаевые — ваши.',
    'Оператор колл-центра. Подтверждаете заказы, помогаете с промокодами и подсказываете клиентам по доставке. Нужны грамотный украинский язык и доброжелательность; возможна удалённая работа.',
  ],
};
