import type { Street } from '../order/order-form';
import { STREET_SUGGESTIONS_MAX } from './address.constants';
import { isHiddenStreet } from './street-visibility.rule';
import { normalizeStreetText } from './street-text.normalizer';

// Ukrainian alphabetical order (є after е, ї after і), which a code-point sort gets wrong.
const streetCollator = new Intl.Collator('uk', { sensitivity: 'base', numeric: true });

const byName = (a: Street, b: Street): number =>
  streetCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Street suggestions for the search box: service entries hidden, case-insensitive
 * substring match ignoring surrounding spaces and apostrophe variants, at most 9.
 *
 * Decisions: an empty query lists the first 9 streets alphabetically, so a customer who focuses
 * the box sees that it is a list to choose from. Matches whose name starts with the query come
 * before matches inside the name ("Зелена" before "Лисеницька Зелена" for "зел"), each group in
 * alphabetical order, because the customer usually types the start of the name.
 */
export const searchStreets = (
  streets: readonly Street[],
  query: string,
  limit: number = STREET_SUGGESTIONS_MAX,
): Street[] => {
  const visible = streets.filter((street) => !isHiddenStreet(street));
  const needle = normalizeStreetText(query);
  if (needle === '') return [...visible].sort(byName).slice(0, limit);

  const starting: Street[] = [];
  const containing: Street[] = [];
  for (const street of visible) {
    const name = normalizeStreetText(street.name);
    if (name.startsWith(needle)) starting.push(street);
    else if (name.includes(needle)) containing.push(street);
  }
  return [...starting.sort(byName), ...containing.sort(byName)].slice(0, limit);
};
