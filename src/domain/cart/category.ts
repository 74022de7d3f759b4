/** Menu categories in display order. Beer is the alcohol category. */
export const CATEGORY_SLUGS = [
  'combos',
  'burgers',
  'menus',
  'rolls',
  'sets',
  'additions',
  'sauces',
  'drinks',
  'beer',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Which menu page a category lives on; additions, sauces, drinks and beer show on both. */
export type MenuPage = 'burgers' | 'sushi';
export const CATEGORY_PAGE: Record<CategorySlug, MenuPage | 'both'> = {
  combos: 'burgers',
  burgers: 'burgers',
  menus: 'burgers',
  rolls: 'sushi',
  sets: 'sushi',
  additions: 'both',
  sauces: 'both',
  drinks: 'both',
  beer: 'both',
};
