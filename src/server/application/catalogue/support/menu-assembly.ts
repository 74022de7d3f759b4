import { CATEGORY_PAGE, CATEGORY_SLUGS, type CategorySlug } from '../../../../domain/cart/category';
import type { CityDto, MenuCategoryDto, MenuDto, MenuProductDto } from '../../../../domain/shop-api/catalog.contract';
import type { MenuSource } from '../ports/menu-read.port';

const isCategorySlug = (slug: string): slug is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(slug);

/**
 * The menu a city's customers see: categories in display order, each with the city's products.
 * - A category the storefront has no place for (a slug the domain does not know) is left out.
 * - Where sushi is switched off (a per-city setting), the sushi page's categories
 *   are left out even if products are still linked to the city, so nobody can add a roll there.
 * - Empty categories are left out (catalog.contract.ts).
 */
export const assembleMenu = (city: Pick<CityDto, 'id' | 'sushiEnabled'>, source: MenuSource): MenuDto => {
  const productsByCategory = new Map<string, MenuProductDto[]>();
  for (const product of source.products) {
    if (!isCategorySlug(product.category)) continue;
    const list = productsByCategory.get(product.category) ?? [];
    list.push({ ...product, category: product.category });
    productsByCategory.set(product.category, list);
  }

  const categories: MenuCategoryDto[] = [];
  for (const category of source.categories) {
    if (!isCategorySlug(category.slug)) continue;
    const page = CATEGORY_PAGE[category.slug];
    if (page === 'sushi' && !city.sushiEnabled) continue;
    const products = productsByCategory.get(category.slug) ?? [];
    if (products.length === 0) continue;
    categories.push({ slug: category.slug, translation: category.translation, page, products });
  }
  return { cityId: city.id, categories };
};
