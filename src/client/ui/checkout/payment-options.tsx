import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { errorText, hintText, input, segmented } from './checkout.styles';
import { FormField } from './form-field';

/** Online, card, cash; cash shows the 'change from' amount. */
export const PaymentOptions = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const payError = vm.totals.errorFor('payMethod');
  const cashbackError = vm.totals.errorFor('cashback');
  const cardBlocked = vm.delivery.payOptions.some((option) => option.method === 'card' && option.disabled);
  const onlineStop = vm.delivery.onlinePaymentStop;
  return (
    <>
      <fieldset className={segmented} data-testid="pay-methods">
        <legend>{t('fields.payment')}</legend>
        {vm.delivery.payOptions.map((option) => (
          <label key={option.method}>
            <input
              type="radio"
              name="checkout-pay-method"
              value={option.method}
              disabled={option.disabled}
              checked={vm.draft.form.payMethod === option.method}
              onChange={() => vm.delivery.choosePayMethod(option.method)}
            />
            {t(`pay.${option.method}`)}
          </label>
        ))}
      </fieldset>
      {onlineStop !== null && (
        <p className={hintText} role="note" data-testid="online-payment-stop">
          <strong>{onlineStop.title === '' ? t('pay.onlineStopped') : onlineStop.title}</strong>
          {onlineStop.description !== '' ? ` ${onlineStop.description}` : ''}
        </p>
      )}
      {cardBlocked && <p className={hintText}>{t('pay.cardAlcohol')}</p>}
      {payError !== null && <p className={errorText}>{t(`errors.${payError}`)}</p>}
      {vm.delivery.showsChangeField && (
        <FormField label={t('fields.cashback')} htmlFor="checkout-cashback" error={cashbackError}>
          <input
            id="checkout-cashback"
            className={input}
            inputMode="decimal"
            value={vm.draft.form.cashback}
            aria-invalid={cashbackError !== null}
            onChange={(event) => vm.delivery.setCashback(event.target.value)}
            onBlur={() => vm.draft.touch('cashback')}
          />
        </FormField>
      )}
    </>
  );
});
