import type { APIRequestContext } from '@playwright/test';
import { expect } from './shop-test';

/** '+38 (067) 123 45 67' for '671234567': the storefront's phone mask. */
export const maskedPhone = (phoneDigits: string): string =>
  `+38 (0${phoneDigits.slice(0, 2)}) ${phoneDigits.slice(2, 5)} ${phoneDigits.slice(5, 7)} ${phoneDigits.slice(7, 9)}`;

/** Nine digits after +38 (0 that no other journey uses. */
export const freshPhoneDigits = (): string => `67${String(Date.now()).slice(-7)}`;

/** A cash delivery of two classic burgers to вулиця Городоцька 28, as the storefront sends it; answers the order's code. */
export const placeOrder = async (request: APIRequestContext, phoneDigits: string, comment: string): Promise<string> => {
  const response = await request.post('/api/order/create', {
    data: {
      orderId: null,
      cityId: 1,
      isAutofill: false,
      items: [
        { id: `${Date.now()}`, iikoId: 'burger-classic', name: 'Класичний', price: 189, count: 2, modifiers: [] },
      ],
      orderForm: {
        name: 'Олена',
        phone: maskedPhone(phoneDigits),
        deliveryType: 'delivery',
        deliveryTime: '',
        deliveryDate: '',
        selfPickupPointId: '',
        address: {
          deliveryCity: { id: 101, name: 'Львів' },
          street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
          house: '28',
          flat: '4',
          entrance: '',
          floor: '',
        },
        payMethod: 'cash',
        cashback: '500',
        comment,
        coupon: '',
        isEcoPack: false,
        sticks: 0,
        trainingSticks: 0,
        call: false,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: string }).orderId;
};

/** Enters the SMS code the development outbox shows for the phone, as the customer would. */
export const confirmOrder = async (request: APIRequestContext, code: string, phoneDigits: string): Promise<void> => {
  const sms = await request.get(`/api/dev/sms?phone=${encodeURIComponent(maskedPhone(phoneDigits))}`);
  expect(sms.ok(), await sms.text()).toBe(true);
  const verified = await request.post('/api/order/verify-code', {
    data: { orderId: code, code: ((await sms.json()) as { code: string }).code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
};
