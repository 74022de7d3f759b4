import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { hintText, input } from './checkout.styles';
import { FormField } from './form-field';

export const PickupPointField = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const error = vm.totals.errorFor('selfPickupPointId');
  return (
    <FormField label={t('fields.pickupPoint')} required htmlFor="checkout-pickup-point" error={error}>
      <select
        id="checkout-pickup-point"
        className={input}
        value={vm.delivery.pickupPointValue}
        aria-invalid={error !== null}
        aria-describedby={vm.delivery.pickupPointHours === null ? undefined : 'checkout-pickup-point-hours'}
        onChange={(event) => vm.delivery.choosePickupPoint(event.target.value)}
        onBlur={() => vm.draft.touch('selfPickupPointId')}
      >
        <option value="">{t('fields.pickupChoose')}</option>
        {vm.delivery.pickupPointOptions.map((point) => (
          <option key={point.id} value={point.id}>
            {point.label}
          </option>
        ))}
      </select>
      {vm.delivery.pickupPointHours !== null && (
        <span id="checkout-pickup-point-hours" className={hintText} data-testid="pickup-point-hours">
          {t('fields.pickupHours', { hours: vm.delivery.pickupPointHours })}
        </span>
      )}
    </FormField>
  );
});
