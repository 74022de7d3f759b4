import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../../view-models/cart.view-model';
import type { CheckoutAreaViewModel } from '../../view-models/checkout-area.view-model';
import { useInjected } from '../di/container-context';
import { CloseIcon } from '../components/close-icon';
import { keepTabInside } from '../components/focus-trap';
import { roundCloseButton } from '../styles/controls.styles';
import { color, media } from '../styles/theme';
import { CartView } from './cart-view';
import { CheckoutView } from './checkout-view';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgba(0, 0, 0, 0.6);
  animation: cart-fade-in 0.2s ease-out;

  @keyframes cart-fade-in {
    from {
      opacity: 0;
    }
  }
`;

const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 81;
  display: flex;
  flex-direction: column;
  width: min(440px, 100vw);
  border-left: 1px solid ${color.border};
  background: ${color.surface};
  box-shadow: -16px 0 48px rgba(0, 0, 0, 0.5);
  animation: cart-slide-in 0.24s ease-out;

  &:focus {
    outline: none;
  }

  @keyframes cart-slide-in {
    from {
      transform: translateX(100%);
    }
  }

  ${media.phone} {
    border-left: 0;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 18px 20px;
  border-bottom: 1px solid ${color.border};

  & > h2 {
    margin: 0;
    font-size: 22px;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 4px 20px 24px;
  overscroll-behavior: contain;
`;

/**
 * The cart and order sidebar. It exists only while open; the view-model locks the
 * page's scrolling meanwhile. Escape and the backdrop close it; focus goes in and comes back.
 */
export const CartSidebar = observer(() => {
  const cart = useInjected<CartViewModel>(TOKENS.CartViewModel);
  const area = useInjected<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
  const { t } = useTranslation('cart');
  const panel = useRef<HTMLElement>(null);
  const open = cart.isOpen;
  const view = cart.view;

  // The cart's delivery message and the order step come from the order form, loaded on first opening.
  // A failed download leaves them out; the next opening tries again.
  useEffect(() => {
    if (open) area.load().catch(() => undefined);
  }, [open, area]);
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape closes wherever focus is: a button that just unmounted leaves it on <body>.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') cart.close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, cart]);
  // Opening and switching between the cart and the order step start keyboard users at the top.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open, view]);

  if (!open) return null;
  const title = cart.view === 'checkout' ? t('checkout.title') : t('title');
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => keepTabInside(event, panel.current);
  return (
    <>
      <Backdrop onClick={cart.close} aria-hidden="true" />
      <Panel
        id="cart-sidebar"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-sidebar-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-view={cart.view}
      >
        <Header>
          <h2 id="cart-sidebar-title">{title}</h2>
          <button className={roundCloseButton} type="button" aria-label={t('close')} onClick={cart.close}>
            <CloseIcon />
          </button>
        </Header>
        <Body>{cart.view === 'checkout' ? <CheckoutView /> : <CartView />}</Body>
      </Panel>
    </>
  );
});
