import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { OrderStatusViewModel } from '../../view-models/checkout/order-status.view-model';
import type { PaymentRecoveryViewModel } from '../../view-models/checkout/payment-recovery.view-model';
import { CashOutcomeNotice, PaymentRecoveryActions } from '../checkout/payment-recovery-actions';
import { TextPage } from '../components/text-page';
import { useInjected } from '../di/container-context';
import { OrderStatusView } from '../order-status/order-status-view';
import { accentButton } from '../styles/controls.styles';
import { NotFoundPage } from './not-found.page';

/**
 * The order status page (/order/{code}/). The router matches any code segment; the shared route
 * rule decides, as the server does, whether the address can name an order at all.
 */
export const OrderStatusPage = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const route = shell.route;
  const code = route?.page === 'order' ? route.orderCode : null;
  return code === null ? <NotFoundPage /> : <OrderStatus code={code} />;
});

const OrderStatus = observer(({ code }: { code: string }) => {
  const vm = useInjected<OrderStatusViewModel>(TOKENS.OrderStatusViewModel);
  const recovery = useInjected<PaymentRecoveryViewModel>(TOKENS.PaymentRecoveryViewModel);
  const { t } = useTranslation('checkout');

  useEffect(() => {
    vm.open(code);
    return () => vm.close();
  }, [vm, code]);

  const title = t('status.title', { code });
  const toMenu = (
    <Link className={accentButton} to={vm.menuPath}>
      {t('page.toMenu')}
    </Link>
  );
  if (vm.state !== 'ready') {
    return (
      <TextPage title={title}>
        <p data-testid="order-status-empty" aria-live="polite">
          {t(
            `status.${vm.state === 'not-found' ? 'notFound' : vm.state === 'unavailable' ? 'unavailable' : 'loading'}`,
          )}
        </p>
        {vm.state !== 'loading' && toMenu}
      </TextPage>
    );
  }
  return (
    <TextPage title={title}>
      {/* The live order says when it stops waiting for its payment: the buttons go with it. */}
      {vm.order?.awaitsOnlinePayment === true && (
        <PaymentRecoveryActions
          vm={recovery}
          onPayAgain={() => void recovery.payAgain(code)}
          onPayInCash={() => void recovery.payInCash(code)}
        />
      )}
      <CashOutcomeNotice vm={recovery} />
      <OrderStatusView vm={vm} />
      {toMenu}
    </TextPage>
  );
});
