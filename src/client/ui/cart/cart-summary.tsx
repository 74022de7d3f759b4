import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../../view-models/cart.view-model';
import type { CheckoutAreaViewModel } from '../../view-models/checkout-area.view-model';
import { DeliveryMessageText } from '../checkout/delivery-message-text';
import { useInjected } from '../di/container-context';
import { color, radius } from '../styles/theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 16px;
`;

/* The order form (next step) takes this place over; both show the order form's live message. */
const Message = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
  color: ${color.muted};
  font-size: 14px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 600;

  &[data-hint='min-sum'] {
    color: ${color.danger};
  }

  &[data-hint='paid-delivery'] {
    color: ${color.accent};
  }

  &[data-hint='free-delivery'] {
    color: #7bd88f;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 20px;
  font-weight: 800;
`;

/** The delivery message area, the minimum-sum hint and the total. */
export const CartSummary = observer(() => {
  const cart = useInjected<CartViewModel>(TOKENS.CartViewModel);
  const area = useInjected<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
  const { t } = useTranslation('cart');
  const hint = cart.minSumHint;
  return (
    <Box>
      <Message data-slot="delivery-message" aria-live="polite">
        {area.isReady && <DeliveryMessageText />}
      </Message>
      <Hint data-hint={hint.key} aria-live="polite">
        {t(`hint.${hint.key}`, 'amount' in hint ? { amount: hint.amount } : {})}
      </Hint>
      <Total>
        <span>{t('total')}</span>
        <span data-cart-total>{cart.totalText}</span>
      </Total>
    </Box>
  );
});
