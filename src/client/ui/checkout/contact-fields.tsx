import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PHONE_MASK } from '../../../domain/order/phone-mask';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { input } from './checkout.styles';
import { FormField } from './form-field';

/** Name and phone (live mask). */
export const ContactFields = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const nameError = vm.totals.errorFor('name');
  const phoneError = vm.totals.errorFor('phone');
  return (
    <>
      <FormField label={t('fields.name')} required htmlFor="checkout-name" error={nameError}>
        <input
          id="checkout-name"
          className={input}
          autoComplete="name"
          value={vm.draft.form.name}
          aria-invalid={nameError !== null}
          aria-required="true"
          onChange={(event) => vm.contact.setName(event.target.value)}
          onBlur={() => vm.draft.touch('name')}
        />
      </FormField>
      <FormField label={t('fields.phone')} required htmlFor="checkout-phone" error={phoneError}>
        <input
          id="checkout-phone"
          className={input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_MASK.replaceAll('#', '_')}
          value={vm.draft.form.phone}
          aria-invalid={phoneError !== null}
          aria-required="true"
          onChange={(event) => vm.contact.setPhone(event.target.value)}
          onBlur={() => vm.draft.touch('phone')}
        />
      </FormField>
    </>
  );
});
