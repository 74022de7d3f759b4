import type { SeedCity } from './seed.types';

/** The two cities of the shop. Sushi is a per-city setting: on in Lviv, off in Kyiv. */
export const cities: readonly SeedCity[] = [
  {
    id: 1,
    slug: 'lviv',
    name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
    region: 'Львівська область',
    phone: '+38 (032) 229 59 29',
    sushiEnabled: true,
    center: [24.0316, 49.8419],
  },
  {
    id: 2,
    slug: 'kyiv',
    name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
    region: 'Київська область',
    phone: '+38 (044) 359 29 59',
    sushiEnabled: false,
    center: [30.5234, 50.4501],
  },
];
