import { awaitingReasonOf } from '../../../domain/order/board-group';
import { nextOrderStatuses, type OrderStatus } from '../../../domain/order/order-status';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';

/** A staff order with plain defaults; `nextStatuses` always follows the status and delivery type. */
export const fakeStaffOrder = (change: Partial<StaffOrderDto> & Pick<StaffOrderDto, 'code'>): StaffOrderDto => {
  const order: StaffOrderDto = {
    cityId: 1,
    status: 'new',
    cancelReason: null,
    nextStatuses: [],
    createdAt: '2025-03-05T10:00:00.000Z',
    customer: { name: 'Олена', phone: '+380671234567' },
    deliveryType: 'delivery',
    address: "вулиця Городоцька 28, кв. 4, під'їзд 1, поверх 2, Львів",
    zone: 'green',
    needsAddressCheck: false,
    scheduledFor: '',
    payMethod: 'cash',
    cashback: '',
    paymentStatus: 'not-required',
    confirmationStatus: 'not-required',
    doNotCall: false,
    comment: '',
    sticks: 0,
    trainingSticks: 0,
    ecoPack: false,
    couponCode: null,
    lines: [{ name: 'Чізбургер', count: 1, modifiers: [], total: 189, isGift: false }],
    totals: { order: 189, shipping: 0, discount: 0, toPay: 189 },
    ...change,
  };
  return withStatus(order, order.status);
};

/** The order in another status, with the next statuses the server would answer (none while it awaits the customer). */
export const withStatus = (order: StaffOrderDto, status: OrderStatus): StaffOrderDto => {
  const moved = { ...order, status };
  return {
    ...moved,
    nextStatuses: awaitingReasonOf(moved) === null ? nextOrderStatuses(status, order.deliveryType) : [],
  };
};

/** The demo kitchen of `?adapters=fake`: a few orders in each city, in different stages, newest first. */
export const FAKE_STAFF_ORDERS: readonly StaffOrderDto[] = [
  fakeStaffOrder({
    code: 'LV1005',
    createdAt: '2025-03-05T12:45:00.000Z',
    customer: { name: 'Марта', phone: '+380671110022' },
    confirmationStatus: 'sms-pending',
  }),
  fakeStaffOrder({
    code: 'LV1004',
    createdAt: '2025-03-05T12:40:00.000Z',
    customer: { name: 'Андрій', phone: '+380501112233' },
    address: 'вулиця Наукова 7, кв. 12, Львів',
    zone: null,
    needsAddressCheck: true,
    payMethod: 'online',
    paymentStatus: 'paid',
    confirmationStatus: 'phone-call-requested',
    comment: 'Домофон не працює, зателефонуйте',
    sticks: 2,
    trainingSticks: 1,
    ecoPack: true,
    couponCode: 'SUSHI10',
    lines: [
      { name: 'Філадельфія', count: 2, modifiers: [], total: 598, isGift: false },
      { name: 'Місо-суп', count: 1, modifiers: [], total: 0, isGift: true },
    ],
    totals: { order: 598, shipping: 60, discount: 59.8, toPay: 598.2 },
  }),
  fakeStaffOrder({
    code: 'LV1003',
    status: 'accepted',
    createdAt: '2025-03-05T12:10:00.000Z',
    customer: { name: 'Ірина', phone: '+380931234567' },
    deliveryType: 'self-pickup',
    address: 'вулиця Городоцька 28, Львів',
    zone: null,
    payMethod: 'card',
    lines: [
      { name: 'Чізбургер', count: 2, modifiers: ['Яловича котлета', 'Додатковий бекон'], total: 458, isGift: false },
    ],
    totals: { order: 458, shipping: 0, discount: 0, toPay: 458 },
  }),
  fakeStaffOrder({
    code: 'LV1002',
    status: 'cooking',
    createdAt: '2025-03-05T11:30:00.000Z',
    deliveryType: 'pre-order',
    scheduledFor: '05.03.2025 18:30',
    cashback: '500',
    confirmationStatus: 'sms-pending',
  }),
  fakeStaffOrder({ code: 'LV1001', status: 'completed', createdAt: '2025-03-05T09:15:00.000Z' }),
  fakeStaffOrder({
    code: 'KV2001',
    cityId: 2,
    createdAt: '2025-03-05T12:20:00.000Z',
    customer: { name: 'Максим', phone: '+380443334455' },
    address: 'вулиця Хрещатик 1, кв. 3, Київ',
    zone: 'red',
    lines: [{ name: 'Бургер Біф', count: 1, modifiers: [], total: 219, isGift: false }],
    totals: { order: 219, shipping: 80, discount: 0, toPay: 299 },
  }),
];
