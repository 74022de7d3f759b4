import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../domain/shared/locale';
import type { DeliveryAddressBookViewModel } from '../../../view-models/delivery/delivery-address-book.view-model';
import { accentButton, outlineButton } from '../../styles/controls.styles';
import { dangerButton, Message } from '../admin-orders.styles';
import { Buttons, Columns, Field, Grid, Hint, Item, ItemList, Panel } from './admin-delivery.styles';
import { DeliveryAlert, DeliveryField } from './delivery-field';

const NamesForm = observer(({ vm }: { vm: DeliveryAddressBookViewModel }) => {
  const { t } = useTranslation('admin');
  const draft = vm.draft;
  if (draft === null) return null;
  const street = vm.newStreet;
  const title =
    draft.kind === 'street'
      ? t(draft.id === null ? 'delivery.places.addStreet' : 'delivery.places.renameStreet')
      : t(draft.id === null ? 'delivery.places.addLocality' : 'delivery.places.renameLocality');
  return (
    <form
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.saveNames();
      }}
    >
      <h3>{title}</h3>
      <Grid>
        {LOCALES.map((locale) => (
          <DeliveryField
            key={locale}
            id={`delivery-names-${locale}`}
            label={t(`delivery.places.name.${locale}`)}
            value={draft.translation[locale]}
            problem={vm.problemFor(`translation.${locale}`)}
            onChange={(value) => vm.setName(locale, value)}
          />
        ))}
      </Grid>
      {street !== null && (
        <Grid>
          <DeliveryField
            id="delivery-street-first"
            label={t('delivery.places.firstHouse')}
            inputMode="numeric"
            value={street.firstHouse}
            problem={vm.problemFor('firstHouse')}
            onChange={(value) => vm.setStreetField('firstHouse', value)}
          />
          <DeliveryField
            id="delivery-street-last"
            label={t('delivery.places.lastHouse')}
            inputMode="numeric"
            value={street.lastHouse}
            problem={null}
            onChange={(value) => vm.setStreetField('lastHouse', value)}
          />
          <DeliveryField
            id="delivery-street-line"
            label={t('delivery.places.line')}
            value={street.line}
            problem={vm.problemFor('line')}
            onChange={(value) => vm.setStreetField('line', value)}
          />
        </Grid>
      )}
      <Buttons>
        <button type="submit" className={accentButton} disabled={vm.busy}>
          {t('delivery.save')}
        </button>
        <button type="button" className={outlineButton} onClick={vm.cancel}>
          {t('delivery.cancel')}
        </button>
      </Buttons>
    </form>
  );
});

const Localities = observer(({ vm }: { vm: DeliveryAddressBookViewModel }) => {
  const { t } = useTranslation('admin');
  return (
    <div>
      <h3>{t('delivery.places.localities')}</h3>
      <ItemList aria-label={t('delivery.places.localities')}>
        {vm.localities.map((locality) => (
          <Item key={locality.id} data-selected={locality.id === vm.localityId}>
            <div>
              <button
                type="button"
                className={outlineButton}
                aria-pressed={locality.id === vm.localityId}
                onClick={() => void vm.chooseLocality(locality.id)}
              >
                {locality.translation.uk}
              </button>
              <small>{t('delivery.places.streetCount', { count: locality.streetCount })}</small>
            </div>
            <Buttons>
              <button
                type="button"
                className={outlineButton}
                aria-label={t('delivery.places.renameOf', { name: locality.translation.uk })}
                onClick={() => vm.startRenameLocality(locality)}
              >
                {t('delivery.rename')}
              </button>
              <button
                type="button"
                className={`${outlineButton} ${dangerButton}`}
                aria-label={t('delivery.places.deleteOf', { name: locality.translation.uk })}
                onClick={() => void vm.deleteLocality(locality)}
              >
                {t('delivery.delete')}
              </button>
            </Buttons>
          </Item>
        ))}
      </ItemList>
      <button type="button" className={outlineButton} onClick={vm.startAddLocality}>
        {t('delivery.places.addLocality')}
      </button>
    </div>
  );
});

const Streets = observer(({ vm }: { vm: DeliveryAddressBookViewModel }) => {
  const { t } = useTranslation('admin');
  const locality = vm.locality;
  if (locality === null) return null;
  return (
    <div>
      <h3>{t('delivery.places.streetsOf', { name: locality.translation.uk })}</h3>
      <Field>
        <label htmlFor="delivery-street-file">{t('delivery.places.file')}</label>
        <input
          id="delivery-street-file"
          type="file"
          accept=".csv,.geojson,.json,text/csv,application/geo+json"
          aria-describedby="delivery-street-file-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void file.text().then((text) => vm.importFile(file.name, text));
          }}
        />
      </Field>
      <Hint id="delivery-street-file-hint">{t('delivery.places.fileHint')}</Hint>
      <Buttons>
        <button type="button" className={outlineButton} onClick={vm.startAddStreet}>
          {t('delivery.places.addStreet')}
        </button>
      </Buttons>
      <DeliveryAlert problem={vm.problemFor('content')} />
      {vm.imported !== null && <Message role="status">{t('delivery.places.imported', { ...vm.imported })}</Message>}
      <ItemList
        data-scroll="true"
        tabIndex={0}
        aria-label={t('delivery.places.streetsOf', { name: locality.translation.uk })}
      >
        {vm.streets.length === 0 && <Item>{t('delivery.places.noStreets')}</Item>}
        {vm.streets.map((street) => (
          <Item key={street.id}>
            <div>
              <span>{street.translation.uk}</span>
              <small>{t('delivery.places.houses', { first: street.firstHouse, last: street.lastHouse })}</small>
            </div>
            <Buttons>
              <button
                type="button"
                className={outlineButton}
                aria-label={t('delivery.places.renameOf', { name: street.translation.uk })}
                onClick={() => vm.startRenameStreet(street)}
              >
                {t('delivery.rename')}
              </button>
              <button
                type="button"
                className={`${outlineButton} ${dangerButton}`}
                aria-label={t('delivery.places.deleteOf', { name: street.translation.uk })}
                onClick={() => void vm.deleteStreet(street)}
              >
                {t('delivery.delete')}
              </button>
            </Buttons>
          </Item>
        ))}
      </ItemList>
    </div>
  );
});

/** A city's localities and the streets of the one chosen: names in three languages, deletion and file import. */
export const DeliveryAddressBook = observer(({ vm }: { vm: DeliveryAddressBookViewModel }) => {
  const { t } = useTranslation('admin');
  return (
    <Panel aria-labelledby="delivery-places-title">
      <h2 id="delivery-places-title">{t('delivery.places.title')}</h2>
      {vm.state === 'loading' && <p role="status">{t('delivery.loading')}</p>}
      {vm.state === 'failed' && <DeliveryAlert problem={{ key: 'delivery.problem.unavailable' }} />}
      <NamesForm vm={vm} />
      <DeliveryAlert problem={vm.problemFor('')} />
      {vm.state === 'ready' && (
        <Columns>
          <Localities vm={vm} />
          <Streets vm={vm} />
        </Columns>
      )}
    </Panel>
  );
});
