import type { i18n } from 'i18next';
import type { SchematicMapTexts } from '../adapters/maps/schematic-map.adapter';

/** The checkout's schematic map speaks the page's language, read when it draws. */
export const checkoutSchematicTexts = (i18next: i18n): SchematicMapTexts => ({
  legend: (minutes) => i18next.t('checkout-parts:map.legend', { minutes }),
  get title() {
    return i18next.t('checkout-parts:map.title');
  },
});

/** The admin Delivery section's zone map, in the admin area's texts. */
export const adminSchematicTexts = (i18next: i18n): SchematicMapTexts => ({
  legend: (minutes) => i18next.t('admin:delivery.zones.legend', { minutes }),
  get title() {
    return i18next.t('admin:delivery.zones.mapTitle');
  },
});
