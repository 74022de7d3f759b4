import { ProductOptionsDialog } from '../menu/product-options-dialog';
import { CheckoutNavigation } from '../checkout/checkout-navigation';
import { SmsCodeModal } from '../checkout/sms-code-modal';
import { CartSidebar } from './cart-sidebar';

/** What opens over the storefront on the way to the cart: the burger options and the cart sidebar. */
export const CartOverlays = () => (
  <>
    <ProductOptionsDialog />
    <CartSidebar />
    {/* Outside the sidebar: it closes when the order is placed, the move to /checkout/ must survive that. */}
    <SmsCodeModal />
    <CheckoutNavigation />
  </>
);
