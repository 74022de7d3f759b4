import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { CheckoutPageViewModel } from '../../view-models/checkout/checkout-page.view-model';
import { CheckoutSummaryView } from '../checkout/checkout-summary-view';
import { CashOutcomeNotice, PaymentRecoveryActions } from '../checkout/payment-recovery-actions';
import { TextPage } from '../components/text-page';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The thank-you page: only with a placed order, otherwise a friendly way back to the menu. */
export const CheckoutPage = observer(() => {
  const vm = useInjected<CheckoutPageViewModel>(TOKENS.CheckoutPageViewModel);
  const [params] = useSearchParams();
  const returnedOrderId = params.get('orderId');
  // The page's own title (pages namespace) heads every state; the order's texts come from 'checkout'.
  const { t } = useTranslation(['checkout', 'pages']);

  useEffect(() => {
    void vm.load(returnedOrderId);
  }, [vm, returnedOrderId]);

  const toMenu = (
    <Link className={accentButton} to={vm.menuPath}>
      {t('page.toMenu')}
    </Link>
  );
  const toStatus = vm.statusPath !== null && (
    <Link className={outlineButton} to={vm.statusPath} data-testid="checkout-status-link">
      {t('status.link')}
    </Link>
  );
  // An order still to be paid: the two ways out, then what was ordered (architecture/order-status.md).
  if (vm.state === 'payment-failed' && vm.awaitsPayment) {
    return (
      <TextPage title={t('pages:checkout.title')}>
        <PaymentRecoveryActions
          vm={vm.recovery}
          onPayAgain={() => void vm.payAgain()}
          onPayInCash={() => void vm.payInCash()}
        />
        <CashOutcomeNotice vm={vm.recovery} />
        <div data-testid="checkout-unpaid-order">
          <CheckoutSummaryView vm={vm} />
        </div>
        <Actions>
          {toStatus}
          {toMenu}
        </Actions>
      </TextPage>
    );
  }
  switch (vm.state) {
    case 'loading':
      return (
        <TextPage title={t('page.title')}>
          <p>{t('page.loading')}</p>
        </TextPage>
      );
    case 'ready':
      return (
        <TextPage title={t('page.title')}>
          <CashOutcomeNotice vm={vm.recovery} />
          <div data-testid="checkout-page">
            <CheckoutSummaryView vm={vm} />
          </div>
          <Actions>
            {toStatus}
            {toMenu}
          </Actions>
        </TextPage>
      );
    case 'payment-failed':
    case 'unavailable':
    case 'no-order':
      return (
        <TextPage title={t('pages:checkout.title')}>
          <p data-testid="checkout-empty">
            {t(
              vm.state === 'no-order'
                ? 'page.noOrder'
                : `page.${vm.state === 'payment-failed' ? 'paymentFailed' : 'unavailable'}`,
            )}
          </p>
          {toMenu}
        </TextPage>
      );
  }
});
