import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { Locale } from '../../../domain/shared/locale';
import type { CityDto } from '../../../domain/shop-api/catalog.contract';
import type { ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import { openingHoursOf, specialOpeningHoursOf } from './opening-hours.structured-data';
import type { StructuredData } from './page-head';

export interface RestaurantFacts {
  readonly city: CityDto;
  readonly schedule: ShopSchedule;
  /** The city's first self-pickup point: the kitchen customers can walk into. */
  readonly pickupPoint: SelfPickupPoint | null;
  readonly nowMs: number;
}

export interface RestaurantWords {
  readonly locale: Locale;
  readonly name: string;
  readonly cityName: string;
  readonly cuisines: readonly string[];
  /** The city's home page in the page's language (absolute). */
  readonly url: string;
  readonly image: string | null;
  /** The Menu the page shows, when it shows one. */
  readonly menu: StructuredData | null;
}

const addressOf = (facts: RestaurantFacts, words: RestaurantWords): StructuredData => {
  const point = facts.pickupPoint;
  const translated = point?.translations?.[words.locale];
  const street = translated?.streetName || point?.streetName;
  return {
    '@type': 'PostalAddress',
    ...(point === null || street === undefined ? {} : { streetAddress: `${street}, ${point.house}` }),
    addressLocality: translated?.deliveryCityName || words.cityName,
    addressRegion: facts.city.region,
    addressCountry: 'UA',
  };
};

/** The city's restaurant as schema.org describes one: what search engines show beside the shop's pages. */
export const restaurantOf = (facts: RestaurantFacts, words: RestaurantWords): StructuredData => {
  const special = specialOpeningHoursOf(facts.schedule, facts.nowMs);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${words.url}#restaurant`,
    name: words.name,
    url: words.url,
    // '+38 (032) 229 59 29' as dialled: '+380322295929'.
    telephone: facts.city.phone.replace(/[^\d+]/g, ''),
    address: addressOf(facts, words),
    servesCuisine: words.cuisines,
    openingHoursSpecification: openingHoursOf(facts.schedule),
    ...(special.length === 0 ? {} : { specialOpeningHoursSpecification: special }),
    ...(words.image === null ? {} : { image: words.image }),
    ...(words.menu === null ? {} : { hasMenu: words.menu }),
  };
};
