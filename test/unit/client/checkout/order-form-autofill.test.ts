import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { CitySlug } from '../../../../src/domain/city/city';
import { emptyOrderForm, type OrderForm } from '../../../../src/domain/order/order-form';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { checkoutAt, type CheckoutFixture } from './checkout-fixtures';

/** A previous order as the browser keeps it (an order always has lines), stored under the city's key. */
const rememberOrder = (store: CheckoutFixture, city: CitySlug, changes: Partial<OrderForm>) =>
  store.cartStorage.savePreviousOrder(city, {
    cartItems: [cartItemOf()],
    orderForm: { ...emptyOrderForm(), payMethod: 'cash', ...changes },
    showRepeatOrderMessage: false,
  });

const LVIV_ORDER: Partial<OrderForm> = {
  name: 'Олена',
  phone: '+38 (067) 123 45 67',
  comment: 'без цибулі',
  address: {
    deliveryCity: { id: 101, name: 'Львів' },
    street: { id: 's1', name: 'вулиця Городоцька' },
    house: '28',
    flat: '5',
    entrance: '1',
    floor: '2',
  },
};

describe('OrderFormViewModel: autofill from the previous order, per city', () => {
  it("fills the customer's details from this city's previous order and asks for the zone", async () => {
    const store = await checkoutAt();
    rememberOrder(store, 'lviv', LVIV_ORDER);
    expect(store.form.contact.hasPreviousOrder).toBe(true);

    store.form.contact.autofill();

    expect(store.form.draft.isAutofill).toBe(true);
    expect(store.form.draft.form).toMatchObject({ name: 'Олена', phone: '+38 (067) 123 45 67', comment: 'без цибулі' });
    expect(store.form.draft.form.address).toMatchObject({
      street: { id: 's1', name: 'вулиця Городоцька' },
      house: '28',
      flat: '5',
    });
    // The street box shows the filled street, and the zone part looks the address up at once.
    expect(store.form.contact.streetSearch.query).toBe('вулиця Городоцька');
    expect(store.zone.calls.at(-1)).toBe('вулиця Городоцька 28');
  });

  it('never brings back a coupon, even one the stored order still names', async () => {
    const store = await checkoutAt();
    // toPreviousOrder already drops the code; an older stored shape might still carry one.
    rememberOrder(store, 'lviv', { ...LVIV_ORDER, coupon: 'GIFT' });
    store.form.contact.autofill();
    expect(store.form.draft.form.coupon).toBe('');
    expect(store.coupon.state).toBe('default');
    expect(store.coupon.appliedValue).toBe('');
  });

  it("clear empties the customer's details, forgets the errors and resets the zone", async () => {
    const store = await checkoutAt();
    rememberOrder(store, 'lviv', LVIV_ORDER);
    store.form.contact.autofill();
    store.form.draft.attemptSubmit();

    store.form.contact.clearAutofill();

    expect(store.form.draft.isAutofill).toBe(false);
    expect(store.form.draft.form).toMatchObject({ name: '', phone: '', comment: '' });
    expect(store.form.draft.form.address.street).toEqual({ id: '', name: '' });
    expect(store.form.draft.form.address.house).toBe('');
    expect(store.form.contact.streetSearch.query).toBe('');
    expect(store.form.totals.errorFor('name')).toBeNull();
    expect(store.zone.calls.at(-1)).toBe('reset');
    // The previous order itself stays, so it can be filled in again.
    expect(store.form.contact.hasPreviousOrder).toBe(true);
  });

  it("Lviv's previous order is not offered in Kyiv", async () => {
    const store = await checkoutAt('/kyiv/');
    rememberOrder(store, 'lviv', LVIV_ORDER);
    expect(store.form.contact.hasPreviousOrder).toBe(false);
    store.form.contact.autofill();
    expect(store.form.draft.isAutofill).toBe(false);
    expect(store.form.draft.form.name).toBe('');
    expect(store.zone.calls).toEqual([]);
  });

  it('each city fills from its own order when the customer switches city', async () => {
    const store = await checkoutAt();
    rememberOrder(store, 'lviv', LVIV_ORDER);
    rememberOrder(store, 'kyiv', {
      name: 'Тарас',
      phone: '+38 (050) 765 43 21',
      address: {
        deliveryCity: { id: 201, name: 'Київ' },
        street: { id: 's20', name: 'вулиця Хрещатик' },
        house: '1',
        flat: '',
        entrance: '',
        floor: '',
      },
    });

    store.go('/kyiv/');
    store.form.contact.autofill();
    expect(store.form.draft.form.name).toBe('Тарас');
    expect(store.form.draft.form.address.street.name).toBe('вулиця Хрещатик');

    store.go('/');
    expect(store.form.draft.form.name).not.toBe('Тарас');
    store.form.contact.autofill();
    expect(store.form.draft.form.name).toBe('Олена');
    expect(store.form.draft.form.address.street.name).toBe('вулиця Городоцька');
  });
});
