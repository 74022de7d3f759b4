import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CheckoutPageViewModel } from '../../view-models/checkout/checkout-page.view-model';
import { color } from '../styles/theme';
import { OrderLinesList } from './order-lines-list';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 16px 0;

  & dt {
    color: ${color.muted};
  }

  & dd {
    margin: 0;
  }
`;

/** The placed order as the server stored it (GET /order/{code}). */
export const CheckoutSummaryView = observer(({ vm }: { vm: CheckoutPageViewModel }) => {
  const { t } = useTranslation('checkout');
  const summary = vm.summary;
  if (summary === null) return null;
  const checkout = summary.checkout;
  const isPickup = checkout.deliveryType === 'self-pickup';
  const promise = vm.promise;
  return (
    <>
      <p data-testid="checkout-code">
        {t('page.code')}: <strong>{summary.orderId}</strong>
      </p>
      {vm.operatorWillCall && <p data-testid="checkout-operator-call">{t('page.operatorCall')}</p>}
      <List>
        <dt>{t('page.deliveryType')}</dt>
        <dd>{t(`types.${checkout.deliveryType}`)}</dd>
        <dt>{isPickup ? t('page.pickupPoint') : t('page.address')}</dt>
        <dd data-testid="checkout-place">{vm.place}</dd>
        {vm.pickupHours !== null && (
          <>
            <dt>{t('page.pickupHours')}</dt>
            <dd>{vm.pickupHours}</dd>
          </>
        )}
        {checkout.deliveryDate !== '' && (
          <>
            <dt>{t('page.date')}</dt>
            <dd>{checkout.deliveryDate}</dd>
          </>
        )}
        {checkout.deliveryTime !== '' && (
          <>
            <dt>{t('page.time')}</dt>
            <dd>{checkout.deliveryTime}</dd>
          </>
        )}
        <dt>{t('page.payment')}</dt>
        <dd>
          {checkout.payMethod === null ? '' : t(`pay.${checkout.payMethod}`)}
          {checkout.cashback !== '' && ` · ${t('page.cashback', { amount: checkout.cashback })}`}
        </dd>
      </List>
      <p data-testid="checkout-promise">{promise !== null && t(promise.key, promise.params)}</p>
      <h2>{t('page.lines')}</h2>
      <OrderLinesList lines={vm.lines} />
      <List data-testid="checkout-totals">
        <dt>{t('totals.order')}</dt>
        <dd>{vm.money(summary.totals.order)}</dd>
        <dt>{t('totals.shipping')}</dt>
        <dd>{summary.totals.shipping === 0 ? t('totals.free') : vm.money(summary.totals.shipping)}</dd>
        {summary.totals.discount > 0 && (
          <>
            <dt>{t('totals.discount')}</dt>
            <dd>−{vm.money(summary.totals.discount)}</dd>
          </>
        )}
        <dt>{t('totals.toPay')}</dt>
        <dd data-testid="checkout-to-pay">
          <strong>{vm.money(summary.totals.toPay)}</strong>
        </dd>
      </List>
    </>
  );
});
