import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { errorText, fieldGrid, input } from './checkout.styles';
import { FormField } from './form-field';
import { StreetSearchField } from './street-search-field';

const houseErrorLine = css`
  margin: -6px 0 14px;
`;

/** Delivery and pre-order: locality, street, house, apartment, entrance, floor. */
export const AddressFields = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t, i18n } = useTranslation('checkout');
  const address = vm.draft.form.address;
  const cityError = vm.totals.errorFor('deliveryCity');
  const houseError = vm.totals.errorFor('house');
  return (
    <>
      <FormField label={t('fields.deliveryCity')} required htmlFor="checkout-delivery-city" error={cityError}>
        <select
          id="checkout-delivery-city"
          className={input}
          value={vm.contact.deliveryCityValue}
          onChange={(event) => vm.contact.chooseDeliveryCity(event.target.value)}
        >
          <option value="" disabled>
            {t('fields.deliveryCity')}
          </option>
          {vm.contact.deliveryCities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.translation[i18n.language as 'uk'] ?? city.name}
            </option>
          ))}
        </select>
      </FormField>
      <StreetSearchField vm={vm} />
      <div className={fieldGrid}>
        <FormField label={t('fields.house')} required htmlFor="checkout-house">
          <input
            id="checkout-house"
            className={input}
            value={address.house}
            aria-invalid={houseError !== null}
            aria-describedby={houseError === null ? undefined : 'checkout-house-error'}
            onChange={(event) => vm.contact.setHouse(event.target.value)}
            onBlur={() => vm.draft.touch('house')}
          />
        </FormField>
        <FormField label={t('fields.flat')} htmlFor="checkout-flat">
          <input
            id="checkout-flat"
            className={input}
            value={address.flat}
            onChange={(event) => vm.contact.setFlat(event.target.value)}
          />
        </FormField>
        <FormField label={t('fields.entrance')} htmlFor="checkout-entrance">
          <input
            id="checkout-entrance"
            className={input}
            value={address.entrance}
            onChange={(event) => vm.contact.setEntrance(event.target.value)}
          />
        </FormField>
        <FormField label={t('fields.floor')} htmlFor="checkout-floor">
          <input
            id="checkout-floor"
            className={input}
            value={address.floor}
            onChange={(event) => vm.contact.setFloor(event.target.value)}
          />
        </FormField>
      </div>
      {/* Under the whole row: the house's column is too narrow on a phone for a sentence with examples. */}
      {houseError !== null && (
        <p id="checkout-house-error" className={`${errorText} ${houseErrorLine}`} role="alert">
          {t(`errors.${houseError}`)}
        </p>
      )}
    </>
  );
});
