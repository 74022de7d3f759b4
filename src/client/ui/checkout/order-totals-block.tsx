import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHryvnias } from '../../../domain/shared/money';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { color } from '../styles/theme';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 12px 0;
  font-size: 14px;

  & dt {
    color: ${color.muted};
  }

  & dd {
    margin: 0;
    text-align: right;
  }

  & .to-pay {
    color: ${color.text};
    font-size: 18px;
    font-weight: 700;
  }
`;

/** Order, shipping, discount and amount to pay (the domain's orderTotals). */
export const OrderTotalsBlock = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const totals = vm.totals.amounts;
  return (
    <Totals data-testid="order-totals">
      <dt>{t('totals.order')}</dt>
      <dd>{formatHryvnias(totals.order)}</dd>
      <dt>{t('totals.shipping')}</dt>
      <dd data-testid="totals-shipping">
        {totals.shipping === 0 ? t('totals.free') : formatHryvnias(totals.shipping)}
      </dd>
      {totals.discount > 0 && (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd>−{formatHryvnias(totals.discount)}</dd>
        </>
      )}
      <dt className="to-pay">{t('totals.toPay')}</dt>
      <dd className="to-pay" data-testid="totals-to-pay">
        {formatHryvnias(totals.toPay)}
      </dd>
    </Totals>
  );
});
