import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutLineView } from '../../view-models/checkout/checkout-page.view-model';
import { color } from '../styles/theme';

const Lines = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${color.border};
  }

  & li small {
    display: block;
    color: ${color.muted};
    font-size: 14px;
  }
`;

/**
 * What a placed order holds, one row per line ("Класичний × 2 … 378 ₴", gifts marked) with its
 * chosen modifiers under the name, as the thank-you and order status pages show it; `children`
 * are further rows (the delivery fee, a discount).
 */
export const OrderLinesList = ({ lines, children }: { lines: readonly CheckoutLineView[]; children?: ReactNode }) => {
  const { t } = useTranslation('checkout');
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line.key} data-testid="order-line">
          <span>
            {line.name} × {line.count}
            {line.isGift && ` (${t('page.gift')})`}
            {line.modifiers !== '' && <small data-line-modifiers>{line.modifiers}</small>}
          </span>
          <span>{line.totalText}</span>
        </li>
      ))}
      {children}
    </Lines>
  );
};
