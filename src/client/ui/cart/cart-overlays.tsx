import { ProductOptionsDialog } from '../menu/product-options-dialog';
import { CartSidebar } from './cart-sidebar';

/** What opens over the storefront on the way to the cart: the burger options and the cart sidebar. */
export const CartOverlays = () => (
  <>
    <ProductOptionsDialog />
    <CartSidebar />
  </>
);
