export const CITY_IDS = { lviv: 1, kyiv: 2 } as const;
export type CitySlug = keyof typeof CITY_IDS;
export type CityId = (typeof CITY_IDS)[CitySlug];

export const CITY_SLUGS: readonly CitySlug[] = ['lviv', 'kyiv'];
export const DEFAULT_CITY: CitySlug = 'lviv';

export const isCitySlug = (value: string): value is CitySlug => (CITY_SLUGS as readonly string[]).includes(value);

export const isCityId = (value: unknown): value is CityId => value === 1 || value === 2;

export const cityIdOf = (slug: CitySlug): CityId => CITY_IDS[slug];

export const citySlugOf = (id: CityId): CitySlug => (id === 1 ? 'lviv' : 'kyiv');
