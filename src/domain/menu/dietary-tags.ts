/**
 * The allergen and diet labels a product can carry. Stored by these words (the products table
 * checks them too), shown translated on the storefront card; the order is the card's.
 */
export const DIETARY_TAGS = ['gluten', 'lactose', 'fish', 'nuts', 'spicy', 'vegetarian', 'vegan'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const isDietaryTag = (value: unknown): value is DietaryTag =>
  typeof value === 'string' && (DIETARY_TAGS as readonly string[]).includes(value);

/** The tags in the list's order, each once: two products with the same tags always read the same. */
export const orderedDietaryTags = (tags: readonly DietaryTag[]): readonly DietaryTag[] =>
  DIETARY_TAGS.filter((tag) => tags.includes(tag));
