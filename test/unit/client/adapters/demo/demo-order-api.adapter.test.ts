import { describe, expect, it } from 'vitest';
import { demoShop, nuggetsOrder } from './demo-order-fixtures';

const valueOf = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('refused');
  return result.value;
};

describe('DemoOrderApi', () => {
  it('places a first order of a phone, sends its code to the demo phone, and the kitchen sees it waiting', async () => {
    const { api, book, sent } = demoShop();
    const created = valueOf(await api.createOrder(nuggetsOrder(), 'uk'));
    expect(created).toEqual({
      orderId: 'LV3001',
      success: true,
      smsConfirm: true,
      liqpayForm: null,
      isEmailSended: false,
    });
    expect(sent).toEqual([{ phone: '+38 (067) 123 45 67', code: '4821', order: 'LV3001' }]);
    const staff = book.find('LV3001')?.staff;
    expect(staff).toMatchObject({
      cityId: 1,
      status: 'new',
      confirmationStatus: 'sms-pending',
      // Awaiting the customer: nothing for the kitchen to do yet.
      nextStatuses: [],
      createdAt: '2025-06-11T09:00:00.000Z',
      customer: { name: 'Олена Петрівна', phone: '+38 (067) 123 45 67' },
      address: 'вулиця Городоцька 28, кв. 4, Львів',
      zone: 'green',
      payMethod: 'cash',
      cashback: '500',
      lines: [{ name: 'Курячі нагетси, 6 шт', count: 3, modifiers: [], total: 297, isGift: false }],
      totals: { order: 297, shipping: 50, discount: 0, toPay: 347 },
    });
  });

  it('refuses a wrong code in the customer’s language, and a right one hands the order to the kitchen', async () => {
    const { api, book } = demoShop();
    await api.createOrder(nuggetsOrder(), 'uk');
    expect(await api.verifyCode('LV3001', '0000', 'en')).toEqual({
      ok: false,
      failure: {
        kind: 'refused',
        reason: 'wrong-code',
        message: 'Invalid code, try again or choose confirmation by a phone call',
      },
    });
    expect((await api.verifyCode('LV3001', '4821', 'uk')).ok).toBe(true);
    expect(book.find('LV3001')?.staff).toMatchObject({
      confirmationStatus: 'sms-confirmed',
      nextStatuses: ['accepted', 'cancelled'],
    });
    expect(valueOf(await api.getOrderSummary('LV3001', 'uk')).confirmationStatus).toBe('sms-confirmed');
  });

  it('answers the same submission with the same order, and a confirmed phone’s next order needs no code', async () => {
    const { api, sent } = demoShop();
    await api.createOrder(nuggetsOrder(), 'uk');
    expect(valueOf(await api.createOrder(nuggetsOrder(), 'uk')).orderId).toBe('LV3001');
    expect(valueOf(await api.createOrder(nuggetsOrder({}, 'LV3001'), 'uk')).orderId).toBe('LV3001');
    await api.verifyCode('LV3001', '4821', 'uk');
    const next = valueOf(await api.createOrder(nuggetsOrder({}, 'key-2'), 'uk'));
    expect(next).toMatchObject({ orderId: 'LV3002', smsConfirm: false });
    expect(sent).toHaveLength(1);
  });

  it('sends a new code that replaces the old one, and confirms by the operator’s call on request', async () => {
    const { api, book, sent } = demoShop();
    await api.createOrder(nuggetsOrder(), 'uk');
    expect(valueOf(await api.resendCode('LV3001', 'uk'))).toEqual({ resendInSeconds: 60 });
    expect(sent.map((sms) => sms.code)).toEqual(['4821', '4822']);
    expect((await api.verifyCode('LV3001', '4821', 'uk')).ok).toBe(false);
    expect((await api.verifyPhoneCall('LV3001', 'uk')).ok).toBe(true);
    expect(book.find('LV3001')?.staff.confirmationStatus).toBe('phone-call-requested');
  });

  it('takes the coupon’s discount into the totals and the thank-you page', async () => {
    const { api } = demoShop();
    await api.createOrder(nuggetsOrder({ coupon: 'burger10' }), 'uk');
    const summary = valueOf(await api.getOrderSummary('LV3001', 'uk'));
    // A cash discount is rounded up to whole hryvnias, as the server does.
    expect(summary.totals).toEqual({ order: 297, shipping: 50, discount: 30, toPay: 317 });
    expect(summary.checkout).toMatchObject({ payMethod: 'cash', street: 'вулиця Городоцька', couponDiscount: 30 });
    expect(summary.lines).toEqual([
      {
        productId: 'side-nuggets',
        name: 'Курячі нагетси, 6 шт',
        translation: { uk: 'Курячі нагетси, 6 шт', en: 'Chicken nuggets, 6 pcs' },
        count: 3,
        total: 297,
        isGift: false,
      },
    ]);
  });

  it('keeps a self-pickup at its pickup point, and offers no online payment without a payment page', async () => {
    const { api, book } = demoShop();
    await api.createOrder(nuggetsOrder({ deliveryType: 'self-pickup', selfPickupPointId: '1' }), 'uk');
    expect(book.find('LV3001')?.staff).toMatchObject({ address: 'вулиця Городоцька 28, Львів', zone: null });
    expect(valueOf(await api.getPaymentTypes()).filter((type) => type.name === 'online' && type.isAllowed)).toEqual([]);
    const online = await api.createOrder(nuggetsOrder({ payMethod: 'online' }, 'key-9'), 'uk');
    expect(online.ok).toBe(false);
  });

  it('knows only orders placed in this browser', async () => {
    const { api } = demoShop();
    expect(await api.getOrderSummary('LV1004', 'en')).toMatchObject({
      ok: false,
      failure: { reason: 'order-not-found', message: 'Order not found' },
    });
    expect((await api.verifyCode('NOPE', '1234', 'uk')).ok).toBe(false);
  });
});
