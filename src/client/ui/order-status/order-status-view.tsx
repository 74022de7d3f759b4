import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderStatusViewModel } from '../../view-models/checkout/order-status.view-model';
import { OrderLinesList } from '../checkout/order-lines-list';
import { Notice, Steps, Total } from './order-status.styles';

/** Where the order stands, when it comes, and what was ordered: nothing of the address or phone. */
export const OrderStatusView = observer(({ vm }: { vm: OrderStatusViewModel }) => {
  const { t } = useTranslation('checkout');
  const order = vm.order;
  const progress = vm.progress;
  if (order === null || progress === null) return null;
  const customer = vm.customer;
  const promise = vm.promise;
  return (
    <div data-testid="order-status" data-status={order.status}>
      {customer !== null && <p>{t(customer.key, customer.params)}</p>}
      {/* Read out when it changes: the page follows the order without a reload. */}
      <div aria-live="polite">
        {progress.state === 'waiting' && (
          <Notice data-testid="order-status-waiting" data-tone="accent">
            {t('status.waiting')}
          </Notice>
        )}
        {progress.state === 'cancelled' && (
          <Notice data-testid="order-status-cancelled" data-tone="danger">
            {t('status.cancelled')}
            {order.cancelReason !== null && (
              <>
                {' '}
                {t('status.cancelReason')}:{' '}
                <strong data-testid="order-status-cancel-reason">{order.cancelReason}</strong>
              </>
            )}
          </Notice>
        )}
        {progress.state !== 'cancelled' && (
          <Steps aria-label={t('status.stepsLabel')}>
            {vm.steps.map(({ step, state }) => (
              <li
                key={step}
                data-testid="order-status-step"
                data-step={step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {t(`status.step.${step}`)}
              </li>
            ))}
          </Steps>
        )}
      </div>
      {promise !== null && progress.state !== 'cancelled' && progress.state !== 'done' && (
        <p data-testid="order-status-promise">{t(promise.key, promise.params)}</p>
      )}
      <h2>{t('page.lines')}</h2>
      <OrderLinesList lines={vm.lines}>
        {vm.shippingText !== null && (
          <li data-testid="order-status-shipping">
            <span>{t('totals.shipping')}</span>
            <span>{vm.shippingText === '' ? t('totals.free') : vm.shippingText}</span>
          </li>
        )}
        {vm.discountText !== null && (
          <li data-testid="order-status-discount">
            <span>{t('totals.discount')}</span>
            <span>{vm.discountText}</span>
          </li>
        )}
      </OrderLinesList>
      <Total>
        <span>{t('totals.toPay')}</span>
        <strong data-testid="order-status-to-pay">{vm.toPayText}</strong>
      </Total>
    </div>
  );
});
