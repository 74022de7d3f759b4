import { CATEGORY_PAGE, CATEGORY_SLUGS, type CategorySlug, type MenuPage } from '../../domain/cart/category';

/** Categories shown on a menu page in display order; additions, sauces, drinks and beer show on both. */
export const categoriesOnPage = (page: MenuPage): CategorySlug[] =>
  CATEGORY_SLUGS.filter((slug) => CATEGORY_PAGE[slug] === page || CATEGORY_PAGE[slug] === 'both');
