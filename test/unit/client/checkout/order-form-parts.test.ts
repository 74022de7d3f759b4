import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { CheckoutReferenceStore } from '../../../../src/client/view-models/checkout/checkout-reference.store';
import { ContactAddressViewModel } from '../../../../src/client/view-models/checkout/contact-address.view-model';
import {
  DeliveryPaymentViewModel,
  type DeliveryPaymentInputs,
} from '../../../../src/client/view-models/checkout/delivery-payment.view-model';
import { OrderDraftStore } from '../../../../src/client/view-models/checkout/order-draft.store';
import { OrderTotalsViewModel } from '../../../../src/client/view-models/checkout/order-totals.view-model';
import { DEFAULT_SCHEDULE } from '../../../../src/domain/site-schedule/shop-schedule.defaults';

const NOON = Date.UTC(2025, 0, 15, 10, 0, 0);
const clock = { now: () => NOON };

/** The lists the parts choose from, as the reference store holds them once loaded. */
const reference = {
  paymentTypes: ['online', 'card', 'cash'].map((name, id) => ({ id, name, isAllowed: true, cityId: 1 })),
  disabledDeliveryTypes: [],
  pickupPoints: new Map(),
  deliveryCities: new Map([[1, [{ id: 101, name: 'Львів' }]]]),
  streets: new Map([[101, [{ id: 's1', name: 'вулиця Городоцька' }]]]),
  schedules: new Map(),
} as unknown as CheckoutReferenceStore;

describe("the order form's parts, each built alone from a draft and plain inputs", () => {
  it('contact and address: the street chosen and cleared is what the payment rule reads', () => {
    const draft = new OrderDraftStore(clock);
    const zoneCalls: string[] = [];
    const zone = {
      addressChanged: (input: { street: { name: string }; house: string }) =>
        void zoneCalls.push(`${input.street.name} ${input.house}`),
      reset: () => void zoneCalls.push('reset'),
    };
    const contact = new ContactAddressViewModel(
      draft,
      reference,
      zone,
      { loadPreviousOrder: () => null },
      { cityId: 1 },
    );
    draft.patchAddress({ deliveryCity: { id: 101, name: 'Львів' } });
    expect(contact.streets.map((street) => street.name)).toEqual(['вулиця Городоцька']);
    contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    contact.setHouse('28');
    expect(contact.streetCleared).toBe(false);
    contact.clearStreet();
    expect(contact.streetCleared).toBe(true);
    expect(zoneCalls).toEqual(['вулиця Городоцька ', 'вулиця Городоцька 28', 'reset']);
  });

  it('delivery and payment: online is refused out of zone or after a cleared street, card with alcohol', () => {
    const draft = new OrderDraftStore(clock);
    const inputs: { -readonly [key in keyof DeliveryPaymentInputs]: DeliveryPaymentInputs[key] } = {
      cityId: 1,
      locale: 'uk',
      sushiOnMenu: true,
      cartItems: [],
      stops: [],
      outOfZone: false,
      streetCleared: false,
    };
    const delivery = new DeliveryPaymentViewModel(draft, reference, inputs);
    const disabled = () => delivery.payOptions.filter((option) => option.disabled).map((option) => option.method);
    expect(disabled()).toEqual([]);
    inputs.outOfZone = true;
    expect(disabled()).toEqual(['online']);
    inputs.outOfZone = false;
    inputs.streetCleared = true;
    expect(disabled()).toEqual(['online']);
    delivery.chooseDeliveryType('self-pickup');
    expect(disabled()).toEqual([]);
    inputs.cartItems = [
      { id: 'l1', iikoId: 'beer', name: 'Beer', translation: {}, price: 80, count: 1, modifiers: [], isAlcohol: true },
    ];
    expect(disabled()).toEqual(['card']);
  });

  it("delivery and payment: online payment switched off by staff is explained in the customer's language", () => {
    const inputs: DeliveryPaymentInputs = {
      cityId: 1,
      locale: 'en',
      sushiOnMenu: true,
      cartItems: [],
      stops: [],
      outOfZone: false,
      streetCleared: false,
    };
    const withOnline = (online: object) =>
      ({
        ...reference,
        paymentTypes: [{ id: 0, name: 'online', cityId: 1, ...online }, ...reference.paymentTypes.slice(1)],
      }) as unknown as CheckoutReferenceStore;
    const stopOf = (online: object, locale: DeliveryPaymentInputs['locale'] = 'en') =>
      new DeliveryPaymentViewModel(new OrderDraftStore(clock), withOnline(online), { ...inputs, locale })
        .onlinePaymentStop;
    const stopMessage = {
      uk: { title: 'Онлайн на паузі', description: 'Оплатіть кур’єру.' },
      en: { title: 'Online paused', description: '' },
    };

    expect(stopOf({ isAllowed: false, stopMessage })).toEqual({ title: 'Online paused', description: '' });
    expect(stopOf({ isAllowed: false, stopMessage }, 'ru')).toEqual(stopMessage.uk);
    expect(stopOf({ isAllowed: false })).toBeNull();
    expect(stopOf({ isAllowed: true, stopMessage })).toBeNull();
  });

  it('totals: the verdict and the reason under a field follow the draft and the cart', () => {
    const draft = new OrderDraftStore(clock);
    const totals = new OrderTotalsViewModel(draft, {
      cityId: 1,
      locale: 'uk',
      couponDiscount: 0,
      stops: [],
      schedule: DEFAULT_SCHEDULE,
      isNight: false,
      disabledDeliveryTypes: [],
      zoneMinutes: null,
      cartItems: [{ id: 'l1', iikoId: 'fries', name: 'Fries', translation: {}, price: 100, count: 4, modifiers: [] }],
    });
    expect(totals.amounts.order).toBe(400);
    expect(totals.failures.name).toBe('name-required');
    expect(totals.errorFor('name')).toBeNull();
    draft.touch('name');
    expect(totals.errorFor('name')).toBe('name-required');
  });
});
