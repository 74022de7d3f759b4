import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddressCheckViewModel } from '../../../view-models/delivery/delivery-address-check.view-model';
import { outlineButton } from '../../styles/controls.styles';
import { Message } from '../admin-orders.styles';
import { Field, Grid, Panel } from './admin-delivery.styles';
import { DeliveryAlert, DeliveryField } from './delivery-field';

/** "Which zone is this address in?", answered by the customers' own lookup. */
export const DeliveryAddressCheck = observer(({ vm }: { vm: DeliveryAddressCheckViewModel }) => {
  const { t } = useTranslation('admin');
  const answer = vm.answer;
  return (
    <Panel aria-labelledby="delivery-check-title">
      <h2 id="delivery-check-title">{t('delivery.check.title')}</h2>
      <form
        aria-label={t('delivery.check.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.check();
        }}
      >
        <Grid>
          <Field>
            <label htmlFor="delivery-check-locality">{t('delivery.check.locality')}</label>
            <select
              id="delivery-check-locality"
              value={vm.localityId ?? ''}
              onChange={(event) => void vm.chooseLocality(Number(event.target.value))}
            >
              {vm.localities.map((locality) => (
                <option key={locality.id} value={locality.id}>
                  {locality.translation.uk}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            <label htmlFor="delivery-check-street">{t('delivery.check.street')}</label>
            <select
              id="delivery-check-street"
              value={vm.streetId}
              onChange={(event) => vm.chooseStreet(event.target.value)}
            >
              {vm.streets.map((street) => (
                <option key={street.id} value={street.id}>
                  {street.translation.uk}
                </option>
              ))}
            </select>
          </Field>
          <DeliveryField
            id="delivery-check-house"
            label={t('delivery.check.house')}
            value={vm.house}
            problem={vm.houseProblem}
            onChange={vm.setHouse}
          />
        </Grid>
        <button type="submit" className={outlineButton} disabled={vm.checking || vm.streetId === ''}>
          {t('delivery.check.submit')}
        </button>
      </form>
      <DeliveryAlert problem={vm.problem} />
      {answer !== null && (
        <Message role="status">
          {answer.color === null
            ? t('delivery.check.outside', { street: answer.streetName, house: answer.house })
            : t('delivery.check.inZone', {
                street: answer.streetName,
                house: answer.house,
                zone: t(`delivery.colors.${answer.color}`),
                minutes: answer.minutes,
              })}
        </Message>
      )}
    </Panel>
  );
});
