import type { Modifier } from '../cart/cart-item';
import type { Locale } from '../shared/locale';

/**
 * The chosen modifiers as one line of text in the customer's language, in the order chosen, a
 * modifier taken more than once written once with its count: 'Куряча котлета, Додатковий бекон ×2'.
 */
export const modifierSummary = (
  modifiers: readonly Pick<Modifier, 'iikoId' | 'iikoName' | 'translation'>[],
  locale: Locale,
): string => {
  const counted = new Map<string, { name: string; count: number }>();
  for (const modifier of modifiers) {
    const entry = counted.get(modifier.iikoId);
    if (entry === undefined)
      counted.set(modifier.iikoId, { name: modifier.translation?.[locale] || modifier.iikoName, count: 1 });
    else entry.count += 1;
  }
  return [...counted.values()].map(({ name, count }) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
};
