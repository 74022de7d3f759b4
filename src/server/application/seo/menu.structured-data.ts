import type { MenuPage } from '../../../domain/cart/category';
import type { Locale } from '../../../domain/shared/locale';
import type { MenuDto, MenuProductDto } from '../../../domain/shop-api/catalog.contract';
import type { StructuredData } from './page-head';

const textIn = (locale: Locale, translated: Readonly<Record<Locale, string>>, fallback: string): string =>
  translated[locale].trim() === '' ? fallback : translated[locale];

const menuItemOf = (product: MenuProductDto, locale: Locale, origin: string): StructuredData => {
  const description = product.description[locale].trim();
  return {
    '@type': 'MenuItem',
    name: textIn(locale, product.translation, product.name),
    ...(description === '' ? {} : { description }),
    image: `${origin}${product.imgLink}`,
    offers: {
      '@type': 'Offer',
      // Hryvnias, the city's own price: what the cart charges in this city.
      price: product.price,
      priceCurrency: 'UAH',
      // A stop-listed product is shown on the page but cannot be ordered.
      availability: product.disabled ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
};

/**
 * The menu a page shows (the burgers page: its categories and the shared ones; the sushi page
 * likewise) as a schema.org Menu, one MenuSection per category, in the page's language.
 */
export const menuOf = (
  menu: MenuDto,
  page: MenuPage,
  context: { readonly locale: Locale; readonly origin: string; readonly name: string },
): StructuredData => ({
  '@type': 'Menu',
  name: context.name,
  inLanguage: context.locale,
  hasMenuSection: menu.categories
    .filter((category) => category.page === page || category.page === 'both')
    .map((category) => ({
      '@type': 'MenuSection',
      name: textIn(context.locale, category.translation, category.slug),
      hasMenuItem: category.products.map((product) => menuItemOf(product, context.locale, context.origin)),
    })),
});

/** The first product picture of the page's menu: what the page is about, served by the shop itself. */
export const pictureOf = (menu: MenuDto, page: MenuPage, origin: string): string | null => {
  const product = menu.categories.find((category) => category.page === page || category.page === 'both')?.products[0];
  return product === undefined ? null : `${origin}${product.imgLink}`;
};
