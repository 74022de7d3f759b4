import { banners } from './banners.seed';
import { categories } from './categories.seed';
import { cities } from './cities.seed';
import { contentPages } from './content-pages.seed';
import { coupons } from './coupons.seed';
import { deliveryCities } from './delivery-cities.seed';
import { MODIFIER_GROUPS, modifiers } from './modifiers.seed';
import { paymentTypes } from './payment-types.seed';
import { pickupPoints } from './pickup-points.seed';
import { burgers, combos, menus } from './products-burgers.seed';
import { beers, drinks } from './products-drinks.seed';
import { additions, sauces } from './products-sides.seed';
import { rolls, sets } from './products-sushi.seed';
import type { SeedShop } from './seed.types';
import { stopTexts } from './stop-texts.seed';
import { streetsKyiv } from './streets-kyiv.seed';
import { streetsLviv } from './streets-lviv.seed';
import { zones } from './zones.seed';

/**
 * The realistic demo shop the server seeds on first start: both cities, the full menu in
 * Ukrainian, English and Russian, delivery zones, a street gazetteer, banners and content pages.
 * Product photos and banners are the committed files in pictures/ (npm run seed:art). Delivery-city boundaries and zone
 * outlines are derived from OpenStreetMap data (© OpenStreetMap contributors, ODbL 1.0).
 */
export const demoShop: SeedShop = {
  cities,
  categories,
  modifiers,
  modifierGroups: MODIFIER_GROUPS,
  products: [...combos, ...burgers, ...menus, ...rolls, ...sets, ...additions, ...sauces, ...drinks, ...beers],
  paymentTypes,
  deliveryCities,
  streets: [...streetsLviv, ...streetsKyiv],
  zones,
  pickupPoints,
  stopTexts,
  banners,
  contentPages,
  coupons,
};
