import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import type { OrderForm } from '../../../../src/domain/order/order-form';
import { REQUIRED_ORDER_FIELDS, isRequiredOrderField } from '../../../../src/domain/order/required-fields';
import { ORDER_MINIMUM_TOTAL, canSubmitOrder } from '../../../../src/domain/order/submission-rules';
import type { SubmissionInput } from '../../../../src/domain/order/submission-rules';

const validForm: OrderForm = {
  ...emptyOrderForm(),
  name: 'Олена',
  phone: '+38 (067) 123 45 67',
  payMethod: 'cash',
  deliveryType: 'delivery',
  address: {
    deliveryCity: { id: 1, name: 'Львів' },
    street: { id: 's1', name: 'вулиця Городоцька' },
    house: '12',
    flat: '',
    entrance: '',
    floor: '',
  },
};

const valid: SubmissionInput = {
  isSubmitting: false,
  totalAfterDiscount: 300,
  ordersAllowed: true,
  disabledDeliveryTypes: [],
  form: validForm,
};

const withForm = (patch: Partial<OrderForm>): SubmissionInput => ({ ...valid, form: { ...validForm, ...patch } });
const withStreet = (name: string, form: Partial<OrderForm> = {}): SubmissionInput =>
  withForm({ ...form, address: { ...validForm.address, street: { id: '', name } } });

describe('canSubmitOrder', () => {
  it('allows a complete delivery order', () => {
    expect(canSubmitOrder(valid)).toEqual({ ok: true });
  });

  it.each<[string, SubmissionInput, Record<string, string>]>([
    ['already submitting', { ...valid, isSubmitting: true }, { submitting: 'already-submitting' }],
    ['a total under 250', { ...valid, totalAfterDiscount: 249.99 }, { total: 'below-minimum' }],
    ['a broken total', { ...valid, totalAfterDiscount: Number.NaN }, { total: 'below-minimum' }],
    ['orders not allowed', { ...valid, ordersAllowed: false }, { orders: 'orders-not-allowed' }],
    ['an incomplete phone', withForm({ phone: '+38 (067) 123 45 6' }), { phone: 'phone-incomplete' }],
    ['no payment method', withForm({ payMethod: null }), { payMethod: 'pay-method-required' }],
    ['a blank name', withForm({ name: '   ' }), { name: 'name-required' }],
    [
      'a disabled delivery type',
      { ...valid, disabledDeliveryTypes: ['delivery'] },
      { deliveryType: 'delivery-type-disabled' },
    ],
    ['a delivery without street', withStreet('  '), { street: 'street-required' }],
  ])('refuses %s, naming the field', (_, input, reasons) => {
    expect(canSubmitOrder(input)).toEqual({ ok: false, reasons });
  });

  it('accepts exactly the minimum of 250', () => {
    expect(ORDER_MINIMUM_TOTAL).toBe(250);
    expect(canSubmitOrder({ ...valid, totalAfterDiscount: 250 })).toEqual({ ok: true });
  });

  it('reports every failing field at once', () => {
    const result = canSubmitOrder({ ...withForm({ name: '', phone: '', payMethod: null }), isSubmitting: true });
    expect(result).toEqual({
      ok: false,
      reasons: {
        submitting: 'already-submitting',
        name: 'name-required',
        phone: 'phone-incomplete',
        payMethod: 'pay-method-required',
      },
    });
  });

  it.each<[string, string]>([
    ['', 'house-required'],
    ['  ', 'house-required'],
    ['абв', 'house-invalid'],
    ['№ 28', 'house-invalid'],
  ])('a delivery and a pre-order need a house number: %j is %s', (house, reason) => {
    const address = { ...validForm.address, house };
    expect(canSubmitOrder(withForm({ address }))).toEqual({ ok: false, reasons: { house: reason } });
    expect(
      canSubmitOrder(
        withForm({ address, deliveryType: 'pre-order', deliveryDate: '24.12.2025', deliveryTime: '12:30' }),
      ),
    ).toEqual({
      ok: false,
      reasons: { house: reason },
    });
  });

  it('self-pickup needs no house at all', () => {
    const address = { ...validForm.address, street: { id: '', name: '' }, house: 'абв' };
    expect(canSubmitOrder(withForm({ address, deliveryType: 'self-pickup', selfPickupPointId: 'p1' }))).toEqual({
      ok: true,
    });
  });

  describe('pre-order', () => {
    const preOrder = withForm({ deliveryType: 'pre-order', deliveryDate: '24.12.2025', deliveryTime: '12:30' });

    it('is allowed with street, date, time and city', () => {
      expect(canSubmitOrder(preOrder)).toEqual({ ok: true });
    });

    it('needs street, date, time and delivery city', () => {
      const bare: SubmissionInput = {
        ...preOrder,
        form: {
          ...preOrder.form,
          deliveryDate: '',
          deliveryTime: ' ',
          address: { ...validForm.address, deliveryCity: null, street: { id: '', name: '' } },
        },
      };
      expect(canSubmitOrder(bare)).toEqual({
        ok: false,
        reasons: {
          street: 'street-required',
          deliveryDate: 'delivery-date-required',
          deliveryTime: 'delivery-time-required',
          deliveryCity: 'delivery-city-required',
        },
      });
    });

    it('a delivery city with a blank name counts as missing', () => {
      const input = {
        ...preOrder,
        form: { ...preOrder.form, address: { ...validForm.address, deliveryCity: { id: 3, name: ' ' } } },
      };
      expect(canSubmitOrder(input)).toEqual({ ok: false, reasons: { deliveryCity: 'delivery-city-required' } });
    });
  });

  describe('self-pickup', () => {
    it('needs a pickup point and nothing of the address', () => {
      const pickup = withStreet('', { deliveryType: 'self-pickup', selfPickupPointId: '1' });
      expect(canSubmitOrder(pickup)).toEqual({ ok: true });
      expect(canSubmitOrder({ ...pickup, form: { ...pickup.form, selfPickupPointId: '' } })).toEqual({
        ok: false,
        reasons: { selfPickupPointId: 'pickup-point-required' },
      });
    });

    it('is refused when self-pickup is disabled', () => {
      const pickup = {
        ...withForm({ deliveryType: 'self-pickup', selfPickupPointId: '1' }),
        disabledDeliveryTypes: ['self-pickup' as const],
      };
      expect(canSubmitOrder(pickup)).toEqual({ ok: false, reasons: { deliveryType: 'delivery-type-disabled' } });
    });
  });
});

describe('required fields', () => {
  it('marks name, phone, locality, street and house', () => {
    expect(REQUIRED_ORDER_FIELDS).toEqual(['name', 'phone', 'locality', 'street', 'house']);
    expect(isRequiredOrderField('house')).toBe(true);
    expect(isRequiredOrderField('flat')).toBe(false);
  });
});
