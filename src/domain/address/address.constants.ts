/** At most 9 street suggestions are listed under the search box. */
export const STREET_SUGGESTIONS_MAX = 9;
/** Shorter street names are too ambiguous to geocode, so no zone request is sent. */
export const MIN_STREET_LENGTH = 4;
/** Address lookups wait for 300 ms of typing silence. */
export const ADDRESS_DEBOUNCE_MS = 300;
/** The house sent when the field is left empty. */
export const DEFAULT_HOUSE = '0';
