import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../domain/shared/locale';
import type { DeliveryPickupPointsViewModel } from '../../../view-models/delivery/delivery-pickup-points.view-model';
import type { PickupPointField } from '../../../view-models/delivery/pickup-point-draft';
import { accentButton, outlineButton } from '../../styles/controls.styles';
import { dangerButton } from '../admin-orders.styles';
import { Buttons, Grid, Hint, Item, ItemList, Panel, Switch } from './admin-delivery.styles';
import { DeliveryAlert, DeliveryField } from './delivery-field';

const PickupPointForm = observer(({ vm }: { vm: DeliveryPickupPointsViewModel }) => {
  const { t } = useTranslation('admin');
  const field = (name: PickupPointField, label: string) => (
    <DeliveryField
      key={name}
      id={`pickup-${name.replace('.', '-')}`}
      label={label}
      value={vm.value(name)}
      problem={vm.problemFor(name)}
      onChange={(value) => vm.setField(name, value)}
    />
  );
  return (
    <form
      aria-label={vm.draft?.id === null ? t('delivery.pickup.addTitle') : t('delivery.pickup.editTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.save();
      }}
    >
      <Grid>{LOCALES.map((locale) => field(`locality.${locale}`, t(`delivery.pickup.locality.${locale}`)))}</Grid>
      <Grid>{LOCALES.map((locale) => field(`street.${locale}`, t(`delivery.pickup.street.${locale}`)))}</Grid>
      <Grid>
        {field('house', t('delivery.pickup.house'))}
        {field('hours', t('delivery.pickup.hours'))}
        <Switch>
          <input
            type="checkbox"
            checked={vm.draft?.isOpen ?? true}
            onChange={(event) => vm.setOpen(event.target.checked)}
          />
          {t('delivery.pickup.open')}
        </Switch>
      </Grid>
      <DeliveryAlert problem={vm.problemFor('')} />
      <Buttons>
        <button type="submit" className={accentButton} disabled={vm.saving}>
          {t('delivery.save')}
        </button>
        <button type="button" className={outlineButton} onClick={vm.cancel}>
          {t('delivery.cancel')}
        </button>
      </Buttons>
    </form>
  );
});

/** A city's pickup points: the list, and one form to add or edit a point. */
export const DeliveryPickupPoints = observer(({ vm }: { vm: DeliveryPickupPointsViewModel }) => {
  const { t } = useTranslation('admin');
  return (
    <Panel aria-labelledby="delivery-pickup-title">
      <h2 id="delivery-pickup-title">{t('delivery.pickup.title')}</h2>
      {vm.state === 'loading' && <p role="status">{t('delivery.loading')}</p>}
      {vm.state === 'failed' && <DeliveryAlert problem={{ key: 'delivery.problem.unavailable' }} />}
      {vm.state === 'ready' && !vm.hasOpenPoint && <Hint role="status">{t('delivery.pickup.noneOpen')}</Hint>}
      {vm.state === 'ready' && (
        <ItemList aria-label={t('delivery.pickup.listLabel')}>
          {vm.points.map((point) => (
            <Item key={point.id} data-closed={!point.isOpen}>
              <div>
                <strong>{`${point.locality.uk}, ${point.street.uk}, ${point.house}`}</strong>
                <small>{`${point.hours || t('delivery.pickup.noHours')} · ${point.isOpen ? t('delivery.pickup.isOpen') : t('delivery.pickup.isClosed')}`}</small>
              </div>
              <Buttons>
                <button
                  type="button"
                  className={outlineButton}
                  onClick={() => vm.startEdit(point)}
                  aria-label={t('delivery.pickup.editOf', { address: `${point.street.uk}, ${point.house}` })}
                >
                  {t('delivery.edit')}
                </button>
                <button
                  type="button"
                  className={`${outlineButton} ${dangerButton}`}
                  onClick={() => void vm.remove(point)}
                  aria-label={t('delivery.pickup.deleteOf', { address: `${point.street.uk}, ${point.house}` })}
                >
                  {t('delivery.delete')}
                </button>
              </Buttons>
            </Item>
          ))}
        </ItemList>
      )}
      {vm.draft === null ? (
        vm.state === 'ready' && (
          <button type="button" className={outlineButton} onClick={vm.startAdd}>
            {t('delivery.pickup.add')}
          </button>
        )
      ) : (
        <PickupPointForm vm={vm} />
      )}
      {vm.draft === null && <DeliveryAlert problem={vm.problemFor('')} />}
    </Panel>
  );
});
