import type { CartItem } from '../cart/cart-item';
import type { Locale } from '../shared/locale';

/** How many dish names a one-line summary lists before '…'. */
const NAMES_SHOWN = 3;

/** An earlier order in one line: its first dishes in the customer's language, '…' when there are more. */
export const orderLinesSummary = (items: readonly CartItem[], locale: Locale): string => {
  const names = items.slice(0, NAMES_SHOWN).map((line) => line.translation[locale] || line.name);
  return items.length > NAMES_SHOWN ? `${names.join(', ')}…` : names.join(', ');
};
