import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { hintText, segmented } from './checkout.styles';

/**
 * Only the types allowed now are shown (disabled ones hidden, night leaves pre-order); a type
 * staff stopped is named with the message they wrote, so the customer knows why it is missing.
 */
export const DeliveryTypeChoice = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  return (
    <>
      <fieldset className={segmented} data-testid="delivery-type">
        <legend>{t('fields.deliveryType')}</legend>
        {vm.delivery.allowedDeliveryTypes.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="checkout-delivery-type"
              value={type}
              checked={vm.draft.form.deliveryType === type}
              onChange={() => vm.delivery.chooseDeliveryType(type)}
            />
            {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      {vm.delivery.deliveryTypeStops.map(({ type, text }) => (
        <p key={type} className={hintText} role="note" data-testid={`delivery-type-stop-${type}`}>
          <strong>
            {text === null || text.title === '' ? t('type-stopped', { type: t(`types.${type}`) }) : text.title}
          </strong>
          {text !== null && text.description !== '' ? ` ${text.description}` : ''}
        </p>
      ))}
    </>
  );
});
