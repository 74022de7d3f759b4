/*
 * Derived from OpenStreetMap data, © OpenStreetMap contributors, available under the
 * Open Database License (ODbL 1.0): https://www.openstreetmap.org/copyright
 * See architecture/notices.md.
 */

import type { SeedDeliveryCity } from './seed.types';

/**
 * Localities deliveries go to. Lviv: the city and the settlements of the Lviv hromada that have a
 * boundary polygon in OSM (the names come from it; 'Рудно' is the current official name, formerly
 * Рудне). Kyiv: the city itself. Ids are stable: Lviv 101.., Kyiv 201..
 */
export const deliveryCities: readonly SeedDeliveryCity[] = [
  { id: 101, cityId: 1, name: 'Львів', translation: { uk: 'Львів', en: 'Lviv', ru: 'Львов' } },
  { id: 102, cityId: 1, name: 'Брюховичі', translation: { uk: 'Брюховичі', en: 'Briukhovychi', ru: 'Брюховичи' } },
  { id: 103, cityId: 1, name: 'Винники', translation: { uk: 'Винники', en: 'Vynnyky', ru: 'Винники' } },
  { id: 104, cityId: 1, name: 'Рудно', translation: { uk: 'Рудно', en: 'Rudno', ru: 'Рудно' } },
  { id: 105, cityId: 1, name: 'Малехів', translation: { uk: 'Малехів', en: 'Malekhiv', ru: 'Малехов' } },
  { id: 106, cityId: 1, name: 'Дубляни', translation: { uk: 'Дубляни', en: 'Dubliany', ru: 'Дубляны' } },
  {
    id: 107,
    cityId: 1,
    name: 'Воля-Гомулецька',
    translation: { uk: 'Воля-Гомулецька', en: 'Volia-Homuletska', ru: 'Воля-Гомулецкая' },
  },
  { id: 108, cityId: 1, name: 'Гряда', translation: { uk: 'Гряда', en: 'Hriada', ru: 'Гряда' } },
  { id: 109, cityId: 1, name: 'Лисиничі', translation: { uk: 'Лисиничі', en: 'Lysynychi', ru: 'Лисиничи' } },
  { id: 110, cityId: 1, name: 'Підбірці', translation: { uk: 'Підбірці', en: 'Pidbirtsi', ru: 'Подборцы' } },
  { id: 201, cityId: 2, name: 'Київ', translation: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' } },
];
