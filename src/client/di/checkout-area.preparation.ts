import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { CHECKOUT_NAMESPACES } from '../adapters/i18n/namespaces';
import type { AdapterSet } from './adapter-set';
import { onFirstUse } from './area-preparation';
import { TOKENS, type PrepareCheckoutArea } from './tokens';

/**
 * Downloads the order form's chunk (its view-models, and the ports the adapter set left to it) and
 * its texts in the page's language, and binds them into the page's container, once: when the cart first opens, the night notice offers a
 * pre-order, or a checkout or order status page loads. A menu page's first load never asks for
 * it, nor for the lists the form fetches (architecture/performance.md).
 */
export const createCheckoutAreaPreparation = (container: Container, adapters: AdapterSet): PrepareCheckoutArea =>
  onFirstUse(container, TOKENS.OrderFormViewModel, () =>
    Promise.all([
      import('./checkout-area.binding'),
      adapters.checkoutAdapters(),
      container.get<i18n>(TOKENS.I18n).loadNamespaces([...CHECKOUT_NAMESPACES]),
    ]).then(
      ([{ bindCheckoutArea }, bindAdapters]) =>
        (target: Container) =>
          bindCheckoutArea(target, bindAdapters),
    ),
  );
