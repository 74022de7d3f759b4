import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';
import { storedCart } from '../support/storefront-fixtures';
import { checkoutAt } from './checkout-fixtures';

// The one message area the cart and the order form both show (moved here from the cart's own
// copy, which knew nothing of the address and is gone).
describe('OrderFormViewModel: the delivery message', () => {
  it('asks for the address while the cart is fine and no street is entered', async () => {
    const { form } = await checkoutAt('/');
    expect(form.totals.deliveryMessage).toEqual({ key: 'delivery-message.enter-address' });
  });

  it('names a cart with a locked line first', async () => {
    const { form } = await checkoutAt('/', undefined, {
      storage: storedCart('lviv', [cartItemOf({ id: 'gift', count: 2, disabled: true })]),
    });
    expect(form.totals.deliveryMessage.key).toBe('delivery-message.incorrect-cart');
  });
});
