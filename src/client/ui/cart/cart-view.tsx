import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../../view-models/cart.view-model';
import { useInjected } from '../di/container-context';
import { accentButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { RecentOrders } from './recent-orders';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  padding: 40px 0;
  text-align: center;

  & > p {
    margin: 0 0 6px;
    font-size: 18px;
    font-weight: 700;
  }

  & > small {
    color: ${color.muted};
  }
`;

const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 8px;
  padding: 12px 14px;
  border: 1px solid ${color.danger};
  border-radius: ${radius.small};
  font-size: 14px;

  & > p {
    flex: 1;
    margin: 0;
  }

  & > button {
    border: 0;
    background: transparent;
    color: ${color.accent};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

const OrderButton = styled.button`
  width: 100%;
  margin-top: 14px;
`;

/** The list of the cart with everything the customer needs before ordering. */
export const CartView = observer(() => {
  const cart = useInjected<CartViewModel>(TOKENS.CartViewModel);
  const { t } = useTranslation('cart');
  return (
    <>
      {cart.removedNames.length > 0 && (
        <Notice role="alert">
          <p>{t('removed', { names: cart.removedNames.join(', ') })}</p>
          <button type="button" onClick={cart.dismissRemovedNotice}>
            {t('removedDismiss')}
          </button>
        </Notice>
      )}
      {cart.isEmpty ? (
        <Empty>
          <p>{t('empty')}</p>
          <small>{t('emptyHint')}</small>
        </Empty>
      ) : (
        <Lines aria-label={t('title')}>
          {cart.lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              onDecrease={cart.decrease}
              onIncrease={cart.increase}
              onRemove={cart.remove}
            />
          ))}
        </Lines>
      )}
      <CartSummary />
      <OrderButton type="button" className={accentButton} disabled={!cart.canOrder} onClick={cart.goToCheckout}>
        {t('toOrder')}
      </OrderButton>
      <RecentOrders />
    </>
  );
});
