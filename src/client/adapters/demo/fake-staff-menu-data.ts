import { CATEGORY_SLUGS } from '../../../domain/cart/category';
import { CITY_IDS, type CityId } from '../../../domain/city/city';
import type { StaffMenuDto, StaffMenuProductDto } from '../../../domain/shop-api/staff-menu.contract';
import { DEMO_PICTURES, FAKE_CATEGORY_NAMES, fakeMenuCategories } from './fake-menu-data';

/** A staff menu product with plain defaults; `price` always follows cityPrice ?? basePrice. */
export const fakeStaffMenuProduct = (
  change: Partial<StaffMenuProductDto> & Pick<StaffMenuProductDto, 'iikoId'>,
): StaffMenuProductDto => {
  const product: StaffMenuProductDto = {
    category: 'burgers',
    translation: { uk: change.iikoId, en: change.iikoId, ru: change.iikoId },
    imgLink: `${DEMO_PICTURES}${change.iikoId}.svg`,
    basePrice: 100,
    cityPrice: null,
    price: 0,
    stopped: false,
    description: { uk: '', en: '', ru: '' },
    size: null,
    rolls: 0,
    alcohol: false,
    tags: [],
    hidden: false,
    ...change,
  };
  return { ...product, price: product.cityPrice ?? product.basePrice };
};

/**
 * City prices of the demo, as the server's seed sets them: Kyiv's classic combo costs more. (The
 * storefront's fake has no city prices; the two fakes keep their own state anyway.)
 */
const CITY_PRICES: Readonly<Record<CityId, Readonly<Record<string, number>>>> = {
  [CITY_IDS.lviv]: {},
  [CITY_IDS.kyiv]: { 'combo-classic': 349 },
};

/**
 * One city's staff menu for `?adapters=fake`, drawn from the storefront's demo menu (the same
 * products, names, photos and stop list). Every category is listed, empty
 * ones too, as the server lists them: Kyiv offers no rolls or sets.
 */
export const fakeStaffMenu = (cityId: CityId): StaffMenuDto => {
  const offered = fakeMenuCategories(cityId);
  return {
    cityId,
    categories: CATEGORY_SLUGS.map((slug) => ({
      slug,
      translation: FAKE_CATEGORY_NAMES[slug],
      products: (offered.find((category) => category.slug === slug)?.products ?? []).map((product) =>
        fakeStaffMenuProduct({
          iikoId: product.iikoId,
          category: slug,
          translation: product.translation,
          imgLink: product.imgLink,
          basePrice: product.price,
          cityPrice: CITY_PRICES[cityId][product.iikoId] ?? null,
          stopped: product.disabled,
          description: product.description,
          size:
            product.volume !== undefined
              ? { amount: Math.round(product.volume * 1000), unit: 'ml' }
              : product.weight !== undefined
                ? { amount: product.weight, unit: 'g' }
                : null,
          rolls: product.amountOfRolls ?? 0,
          alcohol: product.isAlcohol,
          tags: product.tags ?? [],
        }),
      ),
    })),
  };
};

/** The demo shop of `?adapters=fake`: Lviv's and Kyiv's staff menus. */
export const fakeStaffMenus = (): readonly StaffMenuDto[] => [
  fakeStaffMenu(CITY_IDS.lviv),
  fakeStaffMenu(CITY_IDS.kyiv),
];
