import type { Street } from '../order/order-form';
import { normalizeStreetText } from './street-text.normalizer';

/** The street list carries service entries that are not streets. */
const HIDDEN_STREET_NAMES: readonly string[] = ['інша вулиця'];
const HIDDEN_STREET_ID = '1582762';
/** '----------' is a separator; any name made only of dashes is, and an empty name is no street. */
const SEPARATOR_NAME = /^[-‐‑‒–—―\s]*$/u;

export const isHiddenStreet = (street: Street): boolean => {
  const name = normalizeStreetText(street.name);
  return (
    SEPARATOR_NAME.test(name) ||
    HIDDEN_STREET_NAMES.includes(name) ||
    street.id.trim() === HIDDEN_STREET_ID ||
    name === HIDDEN_STREET_ID
  );
};
