import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { input } from './checkout.styles';
import { FormField } from './form-field';

export const PickupPointField = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const error = vm.errorFor('selfPickupPointId');
  return (
    <FormField label={t('fields.pickupPoint')} required htmlFor="checkout-pickup-point" error={error}>
      <select
        id="checkout-pickup-point"
        className={input}
        value={vm.pickupPointValue}
        aria-invalid={error !== null}
        onChange={(event) => vm.choosePickupPoint(event.target.value)}
        onBlur={() => vm.touch('selfPickupPointId')}
      >
        <option value="">{t('fields.pickupChoose')}</option>
        {vm.pickupPoints.map((point) => (
          <option key={point.id} value={point.id}>
            {`${point.deliveryCityName}, ${point.streetName}, ${point.house}`}
          </option>
        ))}
      </select>
    </FormField>
  );
});
