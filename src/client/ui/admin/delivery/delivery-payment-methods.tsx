import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeliveryPaymentMethodsViewModel } from '../../../view-models/delivery/delivery-payment-methods.view-model';
import { Buttons, Panel, Switch } from './admin-delivery.styles';
import { DeliveryAlert } from './delivery-field';

/** The payment methods the city takes, one switch each. */
export const DeliveryPaymentMethods = observer(({ vm }: { vm: DeliveryPaymentMethodsViewModel }) => {
  const { t } = useTranslation('admin');
  return (
    <Panel aria-labelledby="delivery-payment-title">
      <h2 id="delivery-payment-title">{t('delivery.payment.title')}</h2>
      {vm.state === 'loading' && <p role="status">{t('delivery.loading')}</p>}
      {vm.state === 'failed' && <DeliveryAlert problem={{ key: 'delivery.problem.unavailable' }} />}
      {vm.state === 'ready' && (
        <Buttons role="group" aria-label={t('delivery.payment.title')}>
          {vm.methods.map((method) => (
            <Switch key={method.name}>
              <input
                type="checkbox"
                checked={method.isAllowed}
                disabled={vm.saving !== null}
                onChange={() => void vm.toggle(method.name)}
              />
              {t(`delivery.payment.methods.${method.name}`)}
            </Switch>
          ))}
        </Buttons>
      )}
      <DeliveryAlert problem={vm.problem} />
    </Panel>
  );
});
