import { ORDER_MAX_ITEMS_KOPIYKAS, ORDER_MAX_LINES } from '../../../domain/order/order-size.rule';
import { MIN_ORDER } from '../../../domain/pricing/pricing-constants';
import { toHryvnias } from '../../../domain/shared/money';
import { formatTimeOfDay } from '../../../domain/shared/kyiv-time';
import type { Locale } from '../../../domain/shared/locale';
import { ALCOHOL_HOURS } from '../../../domain/working-hours/working-hours.constants';
import type { PaymentCallbackRefusal as GatewayCallbackRefusal } from '../../application/ports/payment-callback-verifier.port';
import type { PaymentCallbackRefusal } from '../../application/use-cases/accept-payment-callback.use-case';
import type { CheckCouponRefusal } from '../../application/use-cases/check-coupon.use-case';
import type { CheckPricesRefusal } from '../../application/use-cases/check-prices.use-case';
import type { CreateOrderRefusal } from '../../application/use-cases/create-order.use-case';
import type { OrderSummaryRefusal } from '../../application/use-cases/get-order-summary.use-case';
import type { PaymentStatusRefusal } from '../../application/use-cases/payment-status.use-case';
import type { VerifyCodeRefusal } from '../../application/use-cases/verify-code.use-case';
import type { VerifyPhoneCallRefusal } from '../../application/use-cases/verify-phone-call.use-case';
import type { ResendCodeRefusal } from '../../application/use-cases/resend-code.use-case';
import type { RetryPaymentRefusal } from '../../application/use-cases/retry-payment.use-case';
import type { SwitchToCashRefusal } from '../../application/use-cases/switch-to-cash.use-case';

/** Every reason an order-pipeline use case (or a payment callback's verification) can refuse with. */
export type OrderPipelineRefusal =
  | CreateOrderRefusal
  | CheckCouponRefusal
  | CheckPricesRefusal
  | OrderSummaryRefusal
  | PaymentStatusRefusal
  | VerifyCodeRefusal
  | VerifyPhoneCallRefusal
  | ResendCodeRefusal
  | RetryPaymentRefusal
  | SwitchToCashRefusal
  | PaymentCallbackRefusal
  | GatewayCallbackRefusal;

type Sentences = Readonly<Record<Locale, string>>;

/** The largest online order, its digits grouped as each language writes money ('100 000', '100,000'). */
const maxOrderSumIn = (locale: string): string => toHryvnias(ORDER_MAX_ITEMS_KOPIYKAS).toLocaleString(locale);
const ALCOHOL_FROM = formatTimeOfDay(ALCOHOL_HOURS.from);
const ALCOHOL_UNTIL = formatTimeOfDay(ALCOHOL_HOURS.until);

/*
 * The customer-facing sentence of each refusal (architecture rule 7: reasons cross the layers, the
 * edge words them). A mapped type over the union makes the compiler refuse a missing reason, and
 * refusal-messages.test.ts checks the list against the use cases' sources as well. `{name}` is
 * filled from the refusal's details (see refusal-message.ts). Money and hours are the domain's.
 */
export const REFUSAL_MESSAGES: { readonly [R in OrderPipelineRefusal]: Sentences } = {
  // --- the request itself
  'invalid-order-id': {
    uk: 'Номер замовлення має бути не довшим за 64 символи.',
    en: 'The order id must be at most 64 characters long.',
    ru: 'Номер заказа должен быть не длиннее 64 символов.',
  },
  'order-id-required': {
    uk: 'Не вказано номер замовлення.',
    en: 'The order id is missing.',
    ru: 'Не указан номер заказа.',
  },
  'order-not-found': {
    uk: 'Замовлення з таким номером не знайдено.',
    en: 'There is no order with this id.',
    ru: 'Заказ с таким номером не найден.',
  },
  'order-id-conflict': {
    uk: 'Цей номер замовлення вже використано для іншого замовлення. Оновіть сторінку й спробуйте ще раз.',
    en: 'This order id already belongs to another order. Reload the page and try again.',
    ru: 'Этот номер заказа уже использован для другого заказа. Обновите страницу и попробуйте снова.',
  },
  'order-code-exhausted': {
    uk: 'Не вдалося зберегти замовлення. Спробуйте ще раз за мить.',
    en: 'The order could not be saved. Please try again in a moment.',
    ru: 'Не удалось сохранить заказ. Попробуйте ещё раз через мгновение.',
  },
  'unknown-city': {
    uk: 'Ми працюємо лише у Львові та Києві.',
    en: 'We only deliver in Lviv and Kyiv.',
    ru: 'Мы работаем только во Львове и Киеве.',
  },
  // --- the cart
  'empty-cart': {
    uk: 'Кошик порожній: додайте щось смачне.',
    en: 'Your cart is empty: add something tasty first.',
    ru: 'Корзина пуста: добавьте что-нибудь вкусное.',
  },
  'invalid-quantity': {
    uk: 'Кількість кожної позиції має бути від 1 до 99.',
    en: 'Each item can be ordered 1 to 99 times.',
    ru: 'Количество каждой позиции должно быть от 1 до 99.',
  },
  'too-many-lines': {
    uk: `В одному замовленні може бути до ${ORDER_MAX_LINES} різних страв. Для більшого замовлення зателефонуйте нам.`,
    en: `One order can hold up to ${ORDER_MAX_LINES} different dishes. For a bigger order, please call us.`,
    ru: `В одном заказе может быть до ${ORDER_MAX_LINES} разных блюд. Для большего заказа позвоните нам.`,
  },
  'order-too-large': {
    uk: `Онлайн-замовлення може бути на суму до ${maxOrderSumIn('uk-UA')} ₴. Для більшого замовлення зателефонуйте нам.`,
    en: `An online order can be up to ${maxOrderSumIn('en-GB')} ₴. For a bigger order, please call us.`,
    ru: `Онлайн-заказ может быть на сумму до ${maxOrderSumIn('ru-RU')} ₴. Для большего заказа позвоните нам.`,
  },
  'unknown-product': {
    uk: 'Однієї зі страв уже немає в меню. Оновіть кошик і спробуйте ще раз.',
    en: 'One of the dishes is no longer on the menu. Please update your cart and try again.',
    ru: 'Одного из блюд уже нет в меню. Обновите корзину и попробуйте снова.',
  },
  'product-unavailable': {
    uk: 'Одна зі страв зараз недоступна. Приберіть її з кошика, щоб продовжити.',
    en: 'One of the dishes is unavailable right now. Remove it from your cart to continue.',
    ru: 'Одно из блюд сейчас недоступно. Уберите его из корзины, чтобы продолжить.',
  },
  'unknown-modifier': {
    uk: 'Одна з добавок недоступна для цієї страви. Оновіть кошик і спробуйте ще раз.',
    en: 'One of the extras is not available for its dish. Please update your cart and try again.',
    ru: 'Одна из добавок недоступна для этого блюда. Обновите корзину и попробуйте снова.',
  },
  // A dish's modifier groups (architecture/admin-menu.md, "Modifiers"): the sentence names the dish and the group,
  // each in the sentence's language (refusal-message.ts).
  'modifier-choice-several': {
    uk: '«{product}»: у групі «{group}» можна обрати лише один варіант.',
    en: '“{product}”: choose only one option in “{group}”.',
    ru: '«{product}»: в группе «{group}» можно выбрать только один вариант.',
  },
  'modifier-choice-missing': {
    uk: '«{product}»: оберіть варіант у групі «{group}».',
    en: '“{product}”: please choose an option in “{group}”.',
    ru: '«{product}»: выберите вариант в группе «{group}».',
  },
  'modifier-over-option-max': {
    uk: '«{product}»: «{modifier}» у групі «{group}» можна додати не більше {max} разів.',
    en: '“{product}”: “{modifier}” in “{group}” can be added at most {max} times.',
    ru: '«{product}»: «{modifier}» в группе «{group}» можно добавить не больше {max} раз.',
  },
  'modifier-over-group-max': {
    uk: '«{product}»: у групі «{group}» можна обрати не більше {max} добавок разом.',
    en: '“{product}”: in “{group}”, at most {max} choices together.',
    ru: '«{product}»: в группе «{group}» можно выбрать не больше {max} добавок вместе.',
  },
  'gift-without-coupon': {
    uk: 'Подарунок додається лише разом із промокодом.',
    en: 'A gift item comes only with a promo code.',
    ru: 'Подарок добавляется только вместе с промокодом.',
  },
  // --- the coupon
  'coupon-not-found': {
    uk: 'Промокод не знайдено, спробуйте ще раз.',
    en: 'Promocode not found, please try again.',
    ru: 'Промокод не найден, попробуйте ещё раз.',
  },
  'coupon-expired': {
    uk: 'Термін дії цього промокоду минув.',
    en: 'This promo code has expired.',
    ru: 'Срок действия этого промокода истёк.',
  },
  'coupon-used-up': {
    uk: 'Цей промокод уже використано максимальну кількість разів.',
    en: 'This promo code has already been used as many times as it allows.',
    ru: 'Этот промокод уже использован максимальное количество раз.',
  },
  'coupon-min-cart-not-reached': {
    uk: 'Промокод діє для замовлень від {minCart} ₴.',
    en: 'This promo code applies to orders from {minCart} ₴.',
    ru: 'Промокод действует для заказов от {minCart} ₴.',
  },
  'coupon-choice-required': {
    uk: 'Оберіть подарунок, який дає промокод.',
    en: 'Please choose the gift your promo code gives.',
    ru: 'Выберите подарок, который даёт промокод.',
  },
  // --- the shop and the form
  'orders-not-allowed': {
    uk: 'Зараз ми не приймаємо замовлення на ці страви. Спробуйте трохи пізніше.',
    en: 'We are not taking orders for these dishes right now. Please try again a little later.',
    ru: 'Сейчас мы не принимаем заказы на эти блюда. Попробуйте немного позже.',
  },
  'delivery-type-disabled': {
    uk: 'Цей спосіб отримання зараз недоступний. Оберіть інший.',
    en: 'This way of receiving the order is unavailable right now. Please choose another.',
    ru: 'Этот способ получения сейчас недоступен. Выберите другой.',
  },
  'below-minimum': {
    uk: `Мінімальна сума замовлення — ${MIN_ORDER} ₴.`,
    en: `The minimum order is ${MIN_ORDER} ₴.`,
    ru: `Минимальная сумма заказа — ${MIN_ORDER} ₴.`,
  },
  'name-required': {
    uk: 'Вкажіть, будь ласка, ваше ім’я.',
    en: 'Please enter your name.',
    ru: 'Укажите, пожалуйста, ваше имя.',
  },
  'phone-incomplete': {
    uk: 'Введіть номер телефону повністю: +38 (0XX) XXX XX XX.',
    en: 'Please enter the full phone number: +38 (0XX) XXX XX XX.',
    ru: 'Введите номер телефона полностью: +38 (0XX) XXX XX XX.',
  },
  'pay-method-required': {
    uk: 'Оберіть спосіб оплати.',
    en: 'Please choose how you will pay.',
    ru: 'Выберите способ оплаты.',
  },
  'delivery-city-required': {
    uk: 'Оберіть населений пункт доставки.',
    en: 'Please choose the locality to deliver to.',
    ru: 'Выберите населённый пункт доставки.',
  },
  'street-required': {
    uk: 'Вкажіть вулицю доставки.',
    en: 'Please enter the street to deliver to.',
    ru: 'Укажите улицу доставки.',
  },
  'house-required': {
    uk: 'Вкажіть номер будинку.',
    en: 'Please enter the house number.',
    ru: 'Укажите номер дома.',
  },
  'house-invalid': {
    uk: 'Номер будинку має починатися з цифри, наприклад 28, 28а або 28/2.',
    en: 'The house number must start with a digit, e.g. 28, 28a or 28/2.',
    ru: 'Номер дома должен начинаться с цифры, например 28, 28а или 28/2.',
  },
  'delivery-date-required': {
    uk: 'Оберіть дату попереднього замовлення.',
    en: 'Please choose the date of your pre-order.',
    ru: 'Выберите дату предзаказа.',
  },
  'delivery-time-required': {
    uk: 'Оберіть час попереднього замовлення.',
    en: 'Please choose the time of your pre-order.',
    ru: 'Выберите время предзаказа.',
  },
  'pickup-point-required': {
    uk: 'Оберіть, звідки заберете замовлення.',
    en: 'Please choose where you will pick the order up.',
    ru: 'Выберите, откуда заберёте заказ.',
  },
  'self-pickup-unavailable': {
    uk: 'У цьому місті зараз немає відкритої точки самовивозу. Оберіть доставку.',
    en: 'There is no open pickup point in this city right now. Please choose delivery.',
    ru: 'В этом городе сейчас нет открытой точки самовывоза. Выберите доставку.',
  },
  'unknown-pickup-point': {
    uk: 'Такої точки самовивозу немає. Оберіть іншу.',
    en: 'There is no such pickup point. Please choose another.',
    ru: 'Такой точки самовывоза нет. Выберите другую.',
  },
  // --- time
  'night-pre-order-only': {
    uk: 'З {from} до {until} доставка й самовивіз не працюють — оформіть попереднє замовлення.',
    en: 'From {from} to {until} we neither deliver nor hand out orders: please place a pre-order.',
    ru: 'С {from} до {until} доставка и самовывоз не работают — оформите предзаказ.',
  },
  'alcohol-outside-hours': {
    uk: `Алкоголь продаємо з ${ALCOHOL_FROM} до ${ALCOHOL_UNTIL}. Оформіть попереднє замовлення або приберіть алкоголь із кошика.`,
    en: `Alcohol is sold from ${ALCOHOL_FROM} to ${ALCOHOL_UNTIL}. Place a pre-order or remove the alcohol from your cart.`,
    ru: `Алкоголь продаём с ${ALCOHOL_FROM} до ${ALCOHOL_UNTIL}. Оформите предзаказ или уберите алкоголь из корзины.`,
  },
  'pre-order-slot-full': {
    uk: 'На цей час уже забагато замовлень. Оберіть інший час попереднього замовлення.',
    en: 'This pre-order time is fully booked. Please choose another time.',
    ru: 'На это время уже слишком много заказов. Выберите другое время предзаказа.',
  },
  'invalid-pre-order-slot': {
    uk: 'На цей час попереднє замовлення неможливе. Оберіть інший час зі списку.',
    en: 'A pre-order is not possible for this time. Please choose another time from the list.',
    ru: 'На это время предзаказ невозможен. Выберите другое время из списка.',
  },
  // --- sticks
  'invalid-sticks': {
    uk: 'Кількість паличок має бути цілим числом від нуля.',
    en: 'The number of chopsticks must be a whole number from zero.',
    ru: 'Количество палочек должно быть целым числом от нуля.',
  },
  'too-many-sticks': {
    uk: 'Паличок можна взяти не більше двох на кожен рол.',
    en: 'You can take at most two chopsticks per roll.',
    ru: 'Палочек можно взять не больше двух на каждый ролл.',
  },
  // --- payment
  'pay-method-not-allowed': {
    uk: 'Цей спосіб оплати зараз недоступний. Оберіть інший.',
    en: 'This payment method is unavailable right now. Please choose another.',
    ru: 'Этот способ оплаты сейчас недоступен. Выберите другой.',
  },
  'card-with-alcohol': {
    uk: 'Замовлення з алкоголем не можна оплатити карткою кур’єру. Оберіть онлайн-оплату або готівку.',
    en: 'An order with alcohol cannot be paid by card to the courier. Please pay online or in cash.',
    ru: 'Заказ с алкоголем нельзя оплатить картой курьеру. Выберите онлайн-оплату или наличные.',
  },
  'online-payment-out-of-zone': {
    uk: 'Адреса поза зонами доставки: оператор уточнить доставку, тож оплатіть готівкою або карткою кур’єру.',
    en: 'This address is outside our delivery zones: the operator will confirm delivery, so please pay in cash or by card to the courier.',
    ru: 'Адрес вне зон доставки: оператор уточнит доставку, поэтому оплатите наличными или картой курьеру.',
  },
  'cashback-not-a-number': {
    uk: 'Вкажіть суму, з якої потрібна решта, числом, наприклад 500.',
    en: 'Please give the amount you need change from as a number, e.g. 500.',
    ru: 'Укажите сумму, с которой нужна сдача, числом, например 500.',
  },
  'cashback-below-total': {
    uk: 'Сума для решти менша за суму замовлення.',
    en: 'The amount to give change from is less than the order total.',
    ru: 'Сумма для сдачи меньше суммы заказа.',
  },
  'not-an-online-order': {
    uk: 'Це замовлення не оплачується онлайн.',
    en: 'This order is not paid online.',
    ru: 'Этот заказ не оплачивается онлайн.',
  },
  // --- a failed online payment: paying again or in cash (architecture/order-status.md)
  'order-already-paid': {
    uk: 'Це замовлення вже оплачене, вдруге платити не потрібно.',
    en: 'This order is already paid; there is nothing more to pay.',
    ru: 'Этот заказ уже оплачен, платить повторно не нужно.',
  },
  'order-not-online': {
    uk: 'Це замовлення вже оплачується при отриманні, онлайн-оплата для нього не потрібна.',
    en: 'This order is paid on delivery or at pickup; it needs no online payment.',
    ru: 'Этот заказ оплачивается при получении, онлайн-оплата для него не нужна.',
  },
  'order-cancelled': {
    uk: 'Це замовлення скасоване, його не можна оплатити.',
    en: 'This order was cancelled and cannot be paid.',
    ru: 'Этот заказ отменён, его нельзя оплатить.',
  },
  'order-in-progress': {
    uk: 'Ресторан уже працює з цим замовленням: щодо оплати вам зателефонує оператор.',
    en: 'The restaurant is already handling this order: the operator will call you about the payment.',
    ru: 'Ресторан уже работает с этим заказом: по оплате вам позвонит оператор.',
  },
  'cash-not-accepted': {
    uk: 'У цьому місті зараз не приймаємо оплату готівкою. Спробуйте оплатити онлайн ще раз.',
    en: 'We do not take cash in this city at the moment. Please try paying online again.',
    ru: 'В этом городе сейчас не принимаем оплату наличными. Попробуйте оплатить онлайн ещё раз.',
  },
  'amount-mismatch': {
    uk: 'Сплачена сума не відповідає сумі замовлення ({expected} ₴).',
    en: 'The amount paid does not match the order total ({expected} ₴).',
    ru: 'Оплаченная сумма не совпадает с суммой заказа ({expected} ₴).',
  },
  // --- the payment provider's callback
  'missing-fields': {
    uk: 'У відповіді платіжної системи немає даних або підпису.',
    en: 'The payment callback has no data or no signature.',
    ru: 'В ответе платёжной системы нет данных или подписи.',
  },
  'bad-signature': {
    uk: 'Підпис платіжних даних недійсний.',
    en: 'The signature of the payment data is not valid.',
    ru: 'Подпись платёжных данных недействительна.',
  },
  'malformed-data': {
    uk: 'Платіжні дані пошкоджені.',
    en: 'The payment data is malformed.',
    ru: 'Платёжные данные повреждены.',
  },
  'foreign-merchant': {
    uk: 'Платіжні дані належать іншому магазину.',
    en: 'The payment data belongs to another merchant.',
    ru: 'Платёжные данные принадлежат другому магазину.',
  },
  'unexpected-currency': {
    uk: 'Оплата можлива лише в гривнях.',
    en: 'Payments are accepted in hryvnias only.',
    ru: 'Оплата возможна только в гривнах.',
  },
  // --- SMS confirmation
  'invalid-code': {
    uk: 'Код складається з чотирьох цифр.',
    en: 'The code is four digits.',
    ru: 'Код состоит из четырёх цифр.',
  },
  'wrong-code': {
    uk: 'Невірний код, спробуйте ще раз або оберіть підтвердження дзвінком. Залишилось спроб: {attemptsLeft}.',
    en: 'Invalid code, try again or choose confirmation by a phone call. Attempts left: {attemptsLeft}.',
    ru: 'Неверный код, попробуйте ещё раз или выберите подтверждение звонком. Осталось попыток: {attemptsLeft}.',
  },
  'code-expired': {
    uk: 'Термін дії коду минув. Оберіть підтвердження дзвінком.',
    en: 'The code has expired. Please choose confirmation by a phone call.',
    ru: 'Срок действия кода истёк. Выберите подтверждение звонком.',
  },
  'code-locked': {
    uk: 'Забагато невірних спроб. Оберіть підтвердження дзвінком — оператор вам зателефонує.',
    en: 'Too many wrong attempts. Please choose confirmation by a phone call: the operator will call you.',
    ru: 'Слишком много неверных попыток. Выберите подтверждение звонком — оператор вам позвонит.',
  },
  'confirmation-not-required': {
    uk: 'Це замовлення не потребує підтвердження кодом.',
    en: 'This order needs no code confirmation.',
    ru: 'Этот заказ не требует подтверждения кодом.',
  },
  'already-confirmed': {
    uk: 'Замовлення вже підтверджено: новий код не потрібен.',
    en: 'The order is already confirmed: no new code is needed.',
    ru: 'Заказ уже подтверждён: новый код не нужен.',
  },
  'resend-too-soon': {
    uk: 'Новий код можна попросити через {secondsLeft} с. SMS інколи йде довше за хвилину.',
    en: 'You can ask for a new code in {secondsLeft} s. An SMS sometimes takes longer than a minute.',
    ru: 'Новый код можно запросить через {secondsLeft} с. SMS иногда идёт дольше минуты.',
  },
  'sms-limit-reached': {
    uk: 'Більше кодів на цей номер зараз надіслати не можемо. Оператор зателефонує вам, щоб підтвердити замовлення.',
    en: 'We cannot send more codes to this number right now. The operator will call you to confirm the order.',
    ru: 'Больше кодов на этот номер сейчас отправить не можем. Оператор позвонит вам, чтобы подтвердить заказ.',
  },
  'phone-call-requested': {
    uk: 'Ви обрали підтвердження дзвінком: оператор вам зателефонує.',
    en: 'You chose confirmation by a phone call: the operator will call you.',
    ru: 'Вы выбрали подтверждение звонком: оператор вам позвонит.',
  },
  'confirmation-busy': {
    uk: 'Замовлення саме оновлюється. Спробуйте ще раз за мить.',
    en: 'The order is being updated right now. Please try again in a moment.',
    ru: 'Заказ как раз обновляется. Попробуйте ещё раз через мгновение.',
  },
};
