import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHryvnias } from '../../../domain/shared/money';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../../view-models/cart.view-model';
import { useHydrated } from '../app/use-hydrated';
import { useInjected } from '../di/container-context';
import { color, radius } from '../styles/theme';
import { useAnimatedNumber } from './use-animated-number';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 0 14px 0 12px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.onAccent};
  font: inherit;
  font-weight: 800;
  white-space: nowrap;
  cursor: pointer;
  font-variant-numeric: tabular-nums;

  &:hover {
    background: ${color.accentHover};
  }
`;

/* The icon carries the count, so a long total never makes the navbar wider. */
const Icon = styled.span`
  position: relative;
  display: inline-flex;

  & > b {
    position: absolute;
    top: -7px;
    right: -9px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 17px;
    height: 17px;
    padding: 0 4px;
    border: 2px solid ${color.accent};
    border-radius: ${radius.pill};
    background: ${color.onAccent};
    color: ${color.accent};
    font-size: 10px;
    line-height: 1;
  }
`;

const Bubble = styled.p`
  position: absolute;
  top: calc(100% + 10px);
  right: 0;
  z-index: 20;
  margin: 0;
  padding: 8px 14px;
  border-radius: ${radius.small};
  background: ${color.text};
  color: ${color.onAccent};
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  animation: cart-bubble-in 0.18s ease-out;

  &::before {
    content: '';
    position: absolute;
    top: -6px;
    right: 22px;
    border: 6px solid transparent;
    border-top: 0;
    border-bottom-color: ${color.text};
  }

  @keyframes cart-bubble-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }
`;

/** The navbar's cart button: the total counts up or down to its new value; a bubble confirms an add. */
export const CartButton = observer(() => {
  const cart = useInjected<CartViewModel>(TOKENS.CartViewModel);
  const { t } = useTranslation('cart');
  // The cart is in this browser's storage: the server's HTML (and hydration) show an empty one.
  const hydrated = useHydrated();
  const total = hydrated ? cart.total : 0;
  const totalText = hydrated ? cart.totalText : formatHryvnias(0);
  const count = hydrated ? cart.count : 0;
  const shown = useAnimatedNumber(total);
  return (
    <Wrapper>
      <Button
        type="button"
        aria-label={t('button', { total: totalText })}
        aria-expanded={cart.isOpen}
        aria-controls="cart-sidebar"
        data-testid="cart-button"
        onClick={cart.toggle}
      >
        <Icon>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
            <circle cx="9.5" cy="20" r="1.3" />
            <circle cx="17.5" cy="20" r="1.3" />
          </svg>
          {count > 0 && <b aria-hidden="true">{count}</b>}
        </Icon>
        <span data-total>{shown === total ? totalText : formatHryvnias(Math.round(shown))}</span>
      </Button>
      {cart.addedBubbleVisible && <Bubble role="status">{t('added')}</Bubble>}
    </Wrapper>
  );
});
