/**
 * What the shell shows about a city. View-models get the profiles under TOKENS.CityProfiles; the
 * composition root decides where they come from (built-in values today).
 */
export interface CityProfile {
  /** In the shop's phone mask, +38 (0##) ### ## ##. */
  phone: string;
  /** Delivery-time promise per zone; Lviv has 29- and 59-minute zones, Kyiv only 59. */
  deliveryMinutes: readonly number[];
  /** A per-city admin setting; seeded on in Lviv, off in Kyiv. */
  sushiAvailable: boolean;
}
