import type { Migration } from './migration.types';

/**
 * Two things the first seed got wrong, mended in shops seeded before the seed was fixed.
 *
 * Kyiv's own information pages, for shops seeded before Kyiv had them. Such a shop showed Kyiv the
 * shop-wide texts, written for Lviv: sushi, a pickup point and 29-minute delivery that Kyiv does
 * not have. For each page and language this adds the version a new shop is seeded with for Kyiv
 * (architecture/admin-content.md), but only where Kyiv has no version of its own and the
 * shop-wide text Kyiv reads is still exactly the one the shop was seeded with (title equal, body
 * by its MD5): a text staff wrote is never replaced or hidden. A new shop has no texts yet when
 * migrations run, so this does nothing there; the seed writes the same versions after it.
 *
 * Banner places from 0: the seed stored each page's banners at 1, 2, 3, so staff saw the first
 * banner in place 2 and its "up" arrow on. Each page is renumbered 0…n−1 in the order it has
 * (position, then id), as any staff move renumbers it; customers see the same order as before.
 */
export const kyivPagesAndBannerPlacesMigration: Migration = {
  id: '0032_kyiv_pages_banner_places',
  sql: String.raw`
INSERT INTO content_texts (slug, city_id, locale, title, body)
SELECT seeded.slug, kyiv.id, seeded.locale, seeded.kyiv_title, seeded.kyiv_body
  FROM (VALUES
  ('about', 'uk', 'Про нас', '502728c244c582f97927c95ff2bfb6eb',
   'Про нас',
   'У Києві Burger & Sushi — це бургерна: ми почали у Львові з невеликої кухні й одного правила — готувати так, як для себе, і привезли це правило до столиці.

Котлети формуємо щодня зі свіжої яловичини, булочки бріош печемо самі, соуси варимо за власними рецептами. Кожен бургер збираємо під замовлення.

Час доставки залежить від зони: у червоній — до 59 хвилин, у синій — до 89 хвилин. Якщо не встигнемо, бургер за наш рахунок.

У Києві ми готуємо бургери, закуски й напої. Працюємо щодня з 10:30 до 22:30. Телефон: {phone}.'),
  ('about', 'en', 'About us', '93a451449843476fbec8468f52c6bd5b',
   'About us',
   'In Kyiv, Burger & Sushi is a burger joint: we started in Lviv in a small kitchen with one rule, cook the way we would for ourselves, and brought that rule to the capital.

We shape our patties every day from fresh beef, bake our own brioche buns and make our sauces from our own recipes. Every burger is put together to order.

Delivery time depends on your zone: up to 59 minutes in the red zone, up to 89 minutes in the blue one. If we are late, your burger is on us.

In Kyiv we cook burgers, sides and drinks. Open daily from 10:30 to 22:30. Phone: {phone}.'),
  ('about', 'ru', 'О нас', 'c672dac0e6539c3ba625d8886f8f1361',
   'О нас',
   'В Киеве Burger & Sushi — это бургерная: мы начали во Львове с небольшой кухни и одного правила — готовить так, как для себя, и привезли это правило в столицу.

Котлеты формируем каждый день из свежей говядины, булочки бриошь печём сами, соусы варим по собственным рецептам. Каждый бургер собираем под заказ.

Время доставки зависит от зоны: в красной — до 59 минут, в синей — до 89 минут. Если не успеем, бургер за наш счёт.

В Киеве мы готовим бургеры, закуски и напитки. Работаем ежедневно с 10:30 до 22:30. Телефон: {phone}.'),
  ('delivery', 'uk', 'Доставка та оплата', '4d3d99c58fa604fe922b737225fc8306',
   'Доставка та оплата',
   'Ми працюємо щодня з 10:30 до 22:30. Замовлення, оформлені пізніше, готуємо з 10:30 наступного дня, а на зручний час можна оформити попереднє замовлення.

У Києві дві зони доставки: червона — до 59 хвилин, синя — до 89 хвилин. Зону видно на карті в кошику, щойно ви введете вулицю і будинок.

Наша обіцянка: не довше, ніж обіцяє ваша зона, — або бургер у подарунок. Якщо кур’єр запізнився, скажіть про це оператору, і подарунок буде у вашому наступному замовленні.

Мінімальна сума замовлення — 250 ₴. Доставка безкоштовна від 500 ₴ (сума після знижки), для менших замовлень вона коштує 50 ₴.

Якщо адреса поза зонами доставки, оператор передзвонить і підкаже, чи зможемо привезти замовлення (інколи — таксі за тарифом перевізника).

Оплатити можна онлайн карткою на сайті або готівкою. Якщо платите готівкою, вкажіть, з якої суми підготувати решту.

Пиво продаємо з 12:00 до 21:30 лише особам від 18 років; кур’єр може попросити документ.

Питання щодо замовлення — за телефоном {phone}.'),
  ('delivery', 'en', 'Delivery and payment', '5e0979f5048b6c334579bce931810941',
   'Delivery and payment',
   'We are open every day from 10:30 to 22:30. Orders placed later are cooked from 10:30 the next day, and you can always pre-order for a time that suits you.

Kyiv has two delivery zones: red, up to 59 minutes, and blue, up to 89 minutes. The cart map shows your zone as soon as you enter the street and house.

Our promise: no longer than your zone promises, or a burger on us. If the courier is late, tell the operator and the gift comes with your next order.

The minimum order is 250 ₴. Delivery is free from 500 ₴ (after discounts); below that it costs 50 ₴.

If your address is outside the delivery zones, an operator will call you back and tell you whether we can still bring your order (sometimes by taxi at the carrier’s fare).

You can pay online by card on the website or in cash. Paying cash? Tell us what note you will pay with so the courier brings change.

Beer is sold from 12:00 to 21:30 and only to customers aged 18 or over; the courier may ask for ID.

Questions about your order: call {phone}.'),
  ('delivery', 'ru', 'Доставка и оплата', '1ff286965d5b19729014ab6d6a944ddf',
   'Доставка и оплата',
   'Мы работаем ежедневно с 10:30 до 22:30. Заказы, оформленные позже, готовим с 10:30 следующего дня, а на удобное время можно оформить предзаказ.

В Киеве две зоны доставки: красная — до 59 минут, синяя — до 89 минут. Зона видна на карте в корзине, как только вы введёте улицу и дом.

Наше обещание: не дольше, чем обещает ваша зона, — или бургер в подарок. Если курьер опоздал, скажите об этом оператору, и подарок будет в вашем следующем заказе.

Минимальная сумма заказа — 250 ₴. Доставка бесплатна от 500 ₴ (сумма после скидки), для меньших заказов она стоит 50 ₴.

Если адрес вне зон доставки, оператор перезвонит и подскажет, сможем ли мы привезти заказ (иногда — такси по тарифу перевозчика).

Оплатить можно онлайн картой на сайте или наличными. Если платите наличными, укажите, с какой суммы подготовить сдачу.

Пиво продаём с 12:00 до 21:30 только лицам от 18 лет; курьер может попросить документ.

Вопросы по заказу — по телефону {phone}.'),
  ('public-offer', 'uk', 'Публічна оферта', '70562c1476ab30e4a15556ee111c8a0f',
   'Публічна оферта',
   '1\. Загальні положення. Ця оферта — пропозиція закладу «Burger & Sushi» (далі — Продавець) укласти договір купівлі-продажу страв і напоїв із доставкою в Києві. Оформлюючи замовлення на сайті чи телефоном, ви (далі — Покупець) приймаєте умови цієї оферти.

2\. Замовлення. Асортимент, склад, вага та ціни страв указані на сайті для Києва. Замовлення вважається прийнятим після підтвердження — SMS-кодом, дзвінком оператора або успішною онлайн-оплатою.

3\. Ціна та оплата. Ціни вказані в гривнях з урахуванням податків. Мінімальна сума замовлення — 250 ₴; доставка коштує 50 ₴ і безкоштовна від 500 ₴. Оплата — онлайн або готівкою. Знижки за промокодами застосовуються одноразово й не сумуються, якщо інше не вказано.

4\. Доставка. Час доставки залежить від зони: червона — до 59 хвилин, синя — до 89 хвилин. Якщо ми не вклалися в час своєї зони, Покупець отримує бургер у подарунок у наступному замовленні. Доставка за межі зон погоджується з оператором.

5\. Алкоголь. Алкогольні напої продаються лише особам від 18 років і з 12:00 до 21:30. Продавець може відмовити в передачі алкоголю без документа, що підтверджує вік.

6\. Якість і претензії. Якщо страва не відповідає опису або доставлена пошкодженою, повідомте оператора протягом години після отримання — ми замінимо її або повернемо кошти. Харчові продукти належної якості поверненню не підлягають.

7\. Персональні дані. Ім’я, телефон і адреса використовуються лише для виконання замовлення та зв’язку з Покупцем і не передаються третім особам, крім служб доставки й оплати.

8\. Контакти. Телефон: {phone}. Продавець може змінювати умови оферти; чинна редакція завжди опублікована на цій сторінці.'),
  ('public-offer', 'en', 'Public offer', '348b75b90b24dcc6849996384fe186e8',
   'Public offer',
   '1\. General. This offer is a proposal by Burger & Sushi (the Seller) to conclude a contract for the sale of food and drinks delivered in Kyiv. By placing an order on the website or by phone you (the Customer) accept the terms of this offer.

2\. Orders. The range, ingredients, weights and prices are shown on the website for Kyiv. An order is accepted once it is confirmed by an SMS code, an operator’s call or a successful online payment.

3\. Price and payment. Prices are in hryvnias and include taxes. The minimum order is 250 ₴; delivery costs 50 ₴ and is free from 500 ₴. Payment is online or in cash. Promo code discounts apply once and do not stack unless stated otherwise.

4\. Delivery. The delivery time depends on the zone: red up to 59 minutes, blue up to 89 minutes. If we miss the time of the Customer’s zone, the Customer gets a burger free with the next order. Delivery outside the zones is agreed with the operator.

5\. Alcohol. Alcoholic drinks are sold only to persons aged 18 or over and between 12:00 and 21:30. The Seller may refuse to hand over alcohol without proof of age.

6\. Quality and complaints. If a dish does not match its description or arrives damaged, tell the operator within an hour of receiving it and we will replace it or refund you. Food of proper quality cannot be returned.

7\. Personal data. Your name, phone number and address are used only to fulfil the order and contact you, and are not shared with third parties other than delivery and payment services.

8\. Contacts. Phone: {phone}. The Seller may change the terms of this offer; the current version is always published on this page.'),
  ('public-offer', 'ru', 'Публичная оферта', '49baf35513828e12786d53998fca02d7',
   'Публичная оферта',
   '1\. Общие положения. Эта оферта — предложение заведения «Burger & Sushi» (далее — Продавец) заключить договор купли-продажи блюд и напитков с доставкой в Киеве. Оформляя заказ на сайте или по телефону, вы (далее — Покупатель) принимаете условия этой оферты.

2\. Заказ. Ассортимент, состав, вес и цены блюд указаны на сайте для Киева. Заказ считается принятым после подтверждения — SMS-кодом, звонком оператора или успешной онлайн-оплатой.

3\. Цена и оплата. Цены указаны в гривнах с учётом налогов. Минимальная сумма заказа — 250 ₴; доставка стоит 50 ₴ и бесплатна от 500 ₴. Оплата — онлайн или наличными. Скидки по промокодам применяются однократно и не суммируются, если не указано иное.

4\. Доставка. Время доставки зависит от зоны: красная — до 59 минут, синяя — до 89 минут. Если мы не уложились во время своей зоны, Покупатель получает бургер в подарок в следующем заказе. Доставка за пределы зон согласовывается с оператором.

5\. Алкоголь. Алкогольные напитки продаются только лицам от 18 лет и с 12:00 до 21:30. Продавец может отказать в передаче алкоголя без документа, подтверждающего возраст.

6\. Качество и претензии. Если блюдо не соответствует описанию или доставлено повреждённым, сообщите оператору в течение часа после получения — мы заменим его или вернём деньги. Пищевые продукты надлежащего качества возврату не подлежат.

7\. Персональные данные. Имя, телефон и адрес используются только для выполнения заказа и связи с Покупателем и не передаются третьим лицам, кроме служб доставки и оплаты.

8\. Контакты. Телефон: {phone}. Продавец может изменять условия оферты; действующая редакция всегда опубликована на этой странице.'),
  ('vacancies', 'uk', 'Вакансії', 'f9054f7b0cfb957871feab62cabfa328',
   'Вакансії',
   'Шукаємо людей, які люблять їжу і швидкість. Офіційне працевлаштування, навчання з першого дня, безкоштовне харчування на зміні та графік, який можна поєднати з навчанням.

Кухар гриля. Готуєте бургери за нашими техкартами, стежите за чистотою і якістю. Досвід вітається, але всьому навчимо. Змінний графік 2/2, від 28 000 ₴.

Кур’єр. Доставляєте замовлення на власному авто, скутері чи велосипеді або на нашому електровелосипеді. Гнучкі зміни, оплата за годину плюс за кожну доставку, чайові — ваші.

Оператор кол-центру. Підтверджуєте замовлення, допомагаєте з промокодами і підказуєте клієнтам щодо доставки. Потрібні грамотна українська мова і привітність; можлива віддалена робота.

Зателефонуйте нам за номером {phone}, і ми домовимося про співбесіду в Києві.'),
  ('vacancies', 'en', 'Jobs', '501e86e607a2fcb7470bd66e0c0c55e1',
   'Jobs',
   'We are looking for people who love food and speed. Official employment, training from day one, free meals on shift and a schedule you can combine with studies.

Grill cook. You cook burgers to our recipes and keep the kitchen clean and the quality high. Experience is welcome, but we will teach you everything. Shifts 2 on / 2 off, from 28,000 ₴.

Courier. You deliver orders by your own car, scooter or bike, or on our e-bike. Flexible shifts, an hourly rate plus a bonus per delivery, and the tips are yours.

Call-centre operator. You confirm orders, help with promo codes and advise customers on delivery. Good written Ukrainian and a friendly manner needed; remote work possible.

Call us on {phone} and we will arrange an interview in Kyiv.'),
  ('vacancies', 'ru', 'Вакансии', 'bc58d770ce7b71aab95d47888d7cf493',
   'Вакансии',
   'Ищем людей, которые любят еду и скорость. Официальное трудоустройство, обучение с первого дня, бесплатное питание на смене и график, который можно совмещать с учёбой.

Повар гриля. Готовите бургеры по нашим техкартам, следите за чистотой и качеством. Опыт приветствуется, но всему научим. Сменный график 2/2, от 28 000 ₴.

Курьер. Доставляете заказы на своём авто, скутере или велосипеде либо на нашем электровелосипеде. Гибкие смены, почасовая оплата плюс за каждую доставку, чаевые — ваши.

Оператор колл-центра. Подтверждаете заказы, помогаете с промокодами и подсказываете клиентам по доставке. Нужны грамотный украинский язык и доброжелательность; возможна удалённая работа.

Позвоните нам по номеру {phone}, и мы договоримся о собеседовании в Киеве.')
       ) AS seeded (slug, locale, shop_wide_title, shop_wide_body_md5, kyiv_title, kyiv_body)
  JOIN cities kyiv ON kyiv.slug = 'kyiv'
  JOIN content_texts shop_wide
    ON shop_wide.slug = seeded.slug AND shop_wide.locale = seeded.locale AND shop_wide.city_id IS NULL
 WHERE shop_wide.title = seeded.shop_wide_title
   AND md5(shop_wide.body) = seeded.shop_wide_body_md5
   AND NOT EXISTS (
         SELECT 1 FROM content_texts own
          WHERE own.slug = seeded.slug AND own.locale = seeded.locale AND own.city_id = kyiv.id);

UPDATE banners banner SET position = ranked.place
  FROM (SELECT id, row_number() OVER (PARTITION BY city_id, page ORDER BY position, id) - 1 AS place FROM banners) ranked
 WHERE banner.id = ranked.id AND banner.position <> ranked.place;
`,
};
