import type { CategorySlug } from '../../../domain/cart/category';

/**
 * Photos are not uploaded with a new product yet: it shows a picture of its category that the
 * shop already serves, until staff can give it its own.
 */
export const PLACEHOLDER_PHOTOS: Readonly<Record<CategorySlug, string>> = {
  combos: 'combo-classic.svg',
  burgers: 'burger-classic.svg',
  menus: 'menu-friends.svg',
  rolls: 'roll-maki-salmon.svg',
  sets: 'set-maki.svg',
  additions: 'side-fries.svg',
  sauces: 'sauce-ketchup.svg',
  drinks: 'drink-water.svg',
  beer: 'beer-lager.svg',
};
