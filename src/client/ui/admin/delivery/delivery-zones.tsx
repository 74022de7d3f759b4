import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { FeatureProblemDto } from '../../../../domain/shop-api/admin-delivery.contract';
import type { DeliveryZonesViewModel } from '../../../view-models/delivery/delivery-zones.view-model';
import { accentButton, outlineButton } from '../../styles/controls.styles';
import { Message } from '../admin-orders.styles';
import { Buttons, Field, Hint, Item, ItemList, MapBox, Panel, Swatch } from './admin-delivery.styles';
import { DeliveryAlert } from './delivery-field';

/** The map's zone colours, for the list beside it. */
const SWATCH: Readonly<Record<ZoneColor, string>> = { green: '#3ecf6e', red: '#ff5a52', blue: '#4d9bff' };

const ZoneMap = ({ vm }: { vm: DeliveryZonesViewModel }) => {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (element.current !== null) void vm.attachMap(element.current);
    return () => vm.detachMap();
  }, [vm]);
  return <MapBox ref={element} />;
};

const Problems = ({ label, problems }: { label: string; problems: readonly FeatureProblemDto[] }) => {
  const { t } = useTranslation('admin');
  if (problems.length === 0) return null;
  // Worded by its machine word; a word this screen does not know yet shows the server's sentence.
  const problemText = (problem: FeatureProblemDto): string =>
    t(`delivery.zones.problems.${problem.problem}`, { ...problem.params, defaultValue: problem.message });
  return (
    <ItemList aria-label={label}>
      {problems.map((problem) => (
        <Item key={`${problem.feature}-${problem.message}`}>
          <div>
            {problem.feature === 0
              ? problemText(problem)
              : t('delivery.zones.featureProblem', {
                  feature: problem.feature,
                  name: problem.name || '—',
                  message: problemText(problem),
                })}
          </div>
        </Item>
      ))}
    </ItemList>
  );
};

const ImportPreview = observer(({ vm }: { vm: DeliveryZonesViewModel }) => {
  const { t } = useTranslation('admin');
  const preview = vm.preview;
  if (preview === null) return null;
  return (
    <section aria-labelledby="delivery-zones-preview-title">
      <h3 id="delivery-zones-preview-title">{t('delivery.zones.previewTitle', { file: vm.file?.name ?? '' })}</h3>
      <Hint role="status">
        {preview.canImport
          ? t('delivery.zones.previewReady', { count: preview.zones.length })
          : t('delivery.zones.previewBroken', { count: preview.errors.length })}
      </Hint>
      <Problems label={t('delivery.zones.errorsLabel')} problems={preview.errors} />
      <Problems label={t('delivery.zones.skippedLabel')} problems={preview.skipped} />
      <Buttons>
        <button
          type="button"
          className={accentButton}
          disabled={!preview.canImport || vm.busy}
          onClick={() => void vm.confirm()}
        >
          {t('delivery.zones.confirm', { count: preview.zones.length })}
        </button>
        <button type="button" className={outlineButton} onClick={vm.cancel}>
          {t('delivery.cancel')}
        </button>
      </Buttons>
    </section>
  );
});

/** A city's zones on the map, and their replacement from a GeoJSON or KML file (previewed first). */
export const DeliveryZones = observer(({ vm }: { vm: DeliveryZonesViewModel }) => {
  const { t } = useTranslation('admin');
  return (
    <Panel aria-labelledby="delivery-zones-title">
      <h2 id="delivery-zones-title">{t('delivery.zones.title')}</h2>
      <ZoneMap vm={vm} />
      {vm.state === 'loading' && <p role="status">{t('delivery.loading')}</p>}
      {vm.state === 'failed' && <DeliveryAlert problem={{ key: 'delivery.problem.unavailable' }} />}
      {vm.state === 'ready' && vm.preview === null && (
        <ItemList aria-label={t('delivery.zones.listLabel')}>
          {vm.zones.length === 0 && <Item>{t('delivery.zones.none')}</Item>}
          {vm.zones.map((zone) => (
            <Item key={zone.position}>
              <div>
                <span>
                  <Swatch style={{ background: SWATCH[zone.color] }} aria-hidden="true" />
                  {zone.name || t('delivery.zones.unnamed', { number: zone.position + 1 })}
                </span>
              </div>
              <small>{t('delivery.zones.minutes', { minutes: zone.minutes })}</small>
            </Item>
          ))}
        </ItemList>
      )}
      {vm.imported !== null && <Message role="status">{t('delivery.zones.imported', { count: vm.imported })}</Message>}
      <Field>
        <label htmlFor="delivery-zone-file">{t('delivery.zones.file')}</label>
        <input
          id="delivery-zone-file"
          type="file"
          accept=".geojson,.json,.kml,application/geo+json,application/vnd.google-earth.kml+xml"
          aria-describedby="delivery-zone-file-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void file.text().then((text) => vm.choose(file.name, text));
          }}
        />
      </Field>
      <Hint id="delivery-zone-file-hint">{t('delivery.zones.fileHint')}</Hint>
      {vm.busy && <p role="status">{t('delivery.working')}</p>}
      <DeliveryAlert problem={vm.problem} />
      <ImportPreview vm={vm} />
    </Panel>
  );
});
