import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { TOKENS } from '../../di/tokens';
import type { CheckoutAreaViewModel } from '../../view-models/checkout-area.view-model';
import type { OrderSubmissionViewModel } from '../../view-models/checkout/order-submission.view-model';
import type { ProductOptionsViewModel } from '../../view-models/product-options.view-model';
import { CheckoutNavigation } from '../checkout/checkout-navigation';
import { useInjected } from '../di/container-context';
import { CartSidebar } from './cart-sidebar';

/**
 * The confirmation-code modal is needed only once an order is placed: a chunk of its own keeps it
 * out of the scripts every first visit downloads (architecture/performance.md).
 */
const SmsCodeModal = lazy(() =>
  import('../checkout/sms-code-modal').then((module) => ({ default: module.SmsCodeModal })),
);

/**
 * The burger options open on a tap, never on arrival: the dialog is a chunk of its own too, fetched
 * with the first tap on a product that has options (a couple of kilobytes, while the view-model that
 * knows the choice is already there).
 */
const ProductOptionsDialog = lazy(() =>
  import('../menu/product-options-dialog').then((module) => ({ default: module.ProductOptionsDialog })),
);

const ProductOptionsOverlay = observer(() => {
  const options = useInjected<ProductOptionsViewModel>(TOKENS.ProductOptionsViewModel);
  return <Suspense fallback={null}>{options.productView !== null && <ProductOptionsDialog />}</Suspense>;
});

/** The order's SMS step and the move to the thank-you page: there only once the order form is loaded. */
const SubmissionOverlays = observer(() => {
  const submission = useInjected<OrderSubmissionViewModel>(TOKENS.OrderSubmissionViewModel);
  return (
    <>
      {/* Outside the sidebar: it closes when the order is placed, the move to /checkout/ must survive that. */}
      <Suspense fallback={null}>{submission.smsOrderId !== null && <SmsCodeModal />}</Suspense>
      <CheckoutNavigation />
    </>
  );
});

/** What opens over the storefront on the way to the cart: the burger options and the cart sidebar. */
export const CartOverlays = observer(() => {
  const area = useInjected<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
  return (
    <>
      <ProductOptionsOverlay />
      <CartSidebar />
      {area.isReady && <SubmissionOverlays />}
    </>
  );
});
