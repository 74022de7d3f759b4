import type { Container } from 'inversify';
import { bindCheckoutParts } from './checkout-parts.binding';
import { bindCheckout } from './checkout.binding';

/**
 * The order form, its submission, the thank-you and order status pages, with the ports the page's
 * adapter set gives them (`bindAdapters`): a chunk of its own, bound on first use
 * (checkout-area.preparation.ts), so a menu page's first load carries none of it.
 */
export const bindCheckoutArea = (container: Container, bindAdapters: (container: Container) => void): void => {
  bindAdapters(container);
  // The map/zone and coupon parts first: bindCheckout fills in inert parts only where none are bound.
  bindCheckoutParts(container);
  bindCheckout(container);
};
