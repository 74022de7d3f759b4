import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PRE_ORDER_TIME_TOLERANCE_MINUTES } from '../../../domain/pre-order/pre-order.constants';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { PRE_ORDER_TIME_ID } from '../../view-models/checkout/order-submission.view-model';
import { fieldGrid, hintText, input } from './checkout.styles';
import { FormField } from './form-field';

/** Pre-order date (from the domain's minimum) and time (the domain's slots, alcohol-aware). */
export const PreOrderFields = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const preOrder = vm.delivery.preOrder;
  const dateError = vm.totals.errorFor('deliveryDate');
  const timeError = vm.totals.errorFor('deliveryTime');
  return (
    <>
      <div className={fieldGrid} style={{ gridTemplateColumns: '1fr 1fr' }}>
        <FormField label={t('fields.date')} required htmlFor="checkout-date" error={dateError}>
          <input
            id="checkout-date"
            className={input}
            type="date"
            min={preOrder.minDateIso}
            max={preOrder.maxDateIso}
            value={preOrder.dateIso}
            aria-invalid={dateError !== null}
            onChange={(event) => preOrder.setDateIso(event.target.value)}
            onBlur={() => vm.draft.touch('deliveryDate')}
          />
        </FormField>
        <FormField label={t('fields.time')} required htmlFor={PRE_ORDER_TIME_ID} error={timeError}>
          <select
            id={PRE_ORDER_TIME_ID}
            className={input}
            value={preOrder.timeValue}
            aria-invalid={timeError !== null}
            onChange={(event) => vm.delivery.setDeliveryTime(event.target.value)}
            onBlur={() => vm.draft.touch('deliveryTime')}
          >
            <option value="">{t('fields.timeChoose')}</option>
            {preOrder.slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {vm.draft.form.deliveryDate !== '' && preOrder.slots.length === 0 && (
        <p className={hintText}>{t('fields.noSlots')}</p>
      )}
      <p className={hintText}>{t('preOrderTolerance', { minutes: PRE_ORDER_TIME_TOLERANCE_MINUTES })}</p>
    </>
  );
});
