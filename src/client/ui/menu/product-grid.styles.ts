import { css } from '@linaria/core';
import type { CategorySlug } from '../../../domain/cart/category';
import { media } from '../styles/theme';

/* Drinks in 4 columns, small items (additions, sauces) in 3 (2 below 768 px); dishes get
   larger cards. The side navigation takes a column above 642 px, hence the narrower breakpoints. */

const grid = css`
  display: grid;
  gap: 16px;
`;

const dishes = css`
  grid-template-columns: repeat(3, minmax(0, 1fr));

  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const smallItems = css`
  grid-template-columns: repeat(3, minmax(0, 1fr));

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const drinks = css`
  grid-template-columns: repeat(4, minmax(0, 1fr));

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const LAYOUT: Record<CategorySlug, string> = {
  combos: dishes,
  burgers: dishes,
  menus: dishes,
  rolls: dishes,
  sets: dishes,
  additions: smallItems,
  sauces: smallItems,
  drinks,
  beer: drinks,
};

/** The grid class of a category's products. */
export const productGridClass = (slug: CategorySlug): string => `${grid} ${LAYOUT[slug]}`;

/** Whether the category's cards are the compact kind (no description). */
export const isCompactCategory = (slug: CategorySlug): boolean => LAYOUT[slug] !== dishes;
