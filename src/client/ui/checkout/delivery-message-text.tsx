import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { useInjected } from '../di/container-context';

/**
 * The delivery message (in the domain's priority order) as text. The cart's message area and the
 * order step both render this, so the customer reads one answer from one source: the order form's
 * totals part, which knows the delivery type, the zone, the night and the stop list.
 */
export const DeliveryMessageText = observer(() => {
  const vm = useInjected<OrderFormViewModel>(TOKENS.OrderFormViewModel);
  const { t } = useTranslation('cart');
  const message = vm.totals.deliveryMessage;
  return <>{t(message.key, message.params)}</>;
});
