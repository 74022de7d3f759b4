import { DEFAULT_HOUSE } from './address.constants';

/** The house is sent trimmed, and as '0' when empty so the zone lookup still runs. */
export const normalizeHouse = (house: string | null | undefined): string => {
  const trimmed = (house ?? '').trim();
  return trimmed === '' ? DEFAULT_HOUSE : trimmed;
};
