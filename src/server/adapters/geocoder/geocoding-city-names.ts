import type { CityId } from '../../../domain/city/city';

/** The city as Google knows it in Ukrainian, appended to every query. */
export const GEOCODING_CITY_NAMES: Record<CityId, string> = { 1: 'Львів', 2: 'Київ' };
