import { expect, it } from 'vitest';
import type { PaymentTypesPort } from '../../../src/server/application/ports/payment-types.port';
import { KYIV, LVIV, NOWHERE, PAYMENT_TYPES } from './support/repository-fixture';

/** PaymentTypesPort as InMemoryPaymentTypes defines it, for any adapter loaded with the fixture. */
export const paymentTypesContract = (types: () => PaymentTypesPort): void => {
  it("answers a city's payment types in display order, allowed or not", async () => {
    expect(await types().listPaymentTypes(LVIV)).toEqual(PAYMENT_TYPES.filter((t) => t.cityId === LVIV));
    expect(await types().listPaymentTypes(KYIV)).toEqual(PAYMENT_TYPES.filter((t) => t.cityId === KYIV));
  });

  // City ids here are whole numbers a cities row could have: every caller checks the city first.
  it('answers none for an unknown city', async () => {
    expect(await types().listPaymentTypes(NOWHERE)).toEqual([]);
    expect(await types().listPaymentTypes(32_767)).toEqual([]);
  });
};
