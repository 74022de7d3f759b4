import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../../view-models/cart.view-model';
import type { CheckoutAreaViewModel } from '../../view-models/checkout-area.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { color } from '../styles/theme';

/* The order form's components come with its view-models, when the cart first opens. */
const OrderForm = lazy(() => import('../checkout/order-form').then((module) => ({ default: module.OrderForm })));

/* Apart from the submit button above it, so a hurried tap cannot hit the wrong one. */
const BackButton = styled.button`
  width: 100%;
  margin-top: 12px;
`;

const Summary = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
`;

/** The order step of the sidebar: its own heading and a way back; the order form fills the slot. */
export const CheckoutView = observer(() => {
  const cart = useInjected<CartViewModel>(TOKENS.CartViewModel);
  const area = useInjected<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
  const { t } = useTranslation('cart');
  return (
    <>
      <Summary>{t('checkout.summary', { count: cart.count, total: cart.totalText })}</Summary>
      <section data-slot="checkout-form" aria-label={t('checkout.title')}>
        <Suspense fallback={null}>{area.isReady && <OrderForm />}</Suspense>
      </section>
      <BackButton type="button" className={outlineButton} onClick={cart.backToCart}>
        {t('checkout.back')}
      </BackButton>
    </>
  );
});
