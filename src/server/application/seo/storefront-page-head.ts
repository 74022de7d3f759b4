import { cityIdOf, DEFAULT_CITY } from '../../../domain/city/city';
import { documentHeadOf } from '../../../domain/routing/document-head';
import { headTextsOf } from '../../../domain/routing/head-texts';
import { headTextOf, withHeadText } from '../../../domain/seo/page-head-text.rule';
import { buildShopPath, type ShopRoute } from '../../../domain/routing/shop-route';
import { shopHoursDisplayAt } from '../../../domain/site-schedule/shop-hours-display.rule';
import { hoursTextOf } from '../../../domain/site-schedule/shop-hours-text';
import { DEFAULT_SCHEDULE } from '../../../domain/site-schedule/shop-schedule.defaults';
import type { GetMenuUseCase } from '../catalogue/get-menu.use-case';
import type { CityDirectory } from '../catalogue/support/city-directory';
import type { PickupPointsPort } from '../ports/pickup-points.port';
import type { StopListPort } from '../ports/stop-list.port';
import { menuOf, pictureOf } from './menu.structured-data';
import type { PageHead } from './page-head';
import type { PageTextsPort } from './ports/page-texts.port';
import { restaurantOf } from './restaurant.structured-data';

/** The shop's cached read models a head is made of: building one reads no database of its own. */
export interface PageHeadSources {
  readonly cities: Pick<CityDirectory, 'list'>;
  readonly menus: Pick<GetMenuUseCase, 'execute'>;
  readonly stops: StopListPort;
  readonly pickupPoints: PickupPointsPort;
  readonly texts: PageTextsPort;
}

/** A picture every build serves, for a city whose menu is empty. */
const LOGO_PATH = '/logo.svg';

/**
 * A storefront page's head: the domain's rule and texts (the same the browser app renders, with
 * the title and description staff wrote for the city's page in their place), the
 * page's picture, and the city's restaurant as structured data (with the menu the page shows, on
 * the burgers and sushi pages). `origin` is PUBLIC_URL without a trailing slash.
 */
export const storefrontPageHead = async (
  route: ShopRoute,
  deps: PageHeadSources & { readonly origin: string; readonly nowMs: number },
): Promise<PageHead> => {
  const { origin, nowMs } = deps;
  const slug = route.city ?? DEFAULT_CITY;
  const cityId = cityIdOf(slug);
  const t = deps.texts.translator(route.locale);
  const [cities, stops, menu, points] = await Promise.all([
    deps.cities.list(),
    deps.stops.findStops(cityId),
    deps.menus.execute(cityId),
    deps.pickupPoints.listPickupPoints(cityId),
  ]);
  const schedule = stops.schedule ?? DEFAULT_SCHEDULE;
  const hoursText = hoursTextOf(shopHoursDisplayAt(schedule, nowMs), 'common:hours');
  const city = cities.find((candidate) => candidate.id === cityId);
  const head = documentHeadOf(route, {
    city: slug,
    locale: route.locale,
    origin,
    sushiEnabled: city?.sushiEnabled ?? true,
  });
  // What staff wrote for this page and language replaces the default, part by part.
  const { title, description } = withHeadText(
    headTextsOf(head, t(hoursText.key, hoursText.params), t),
    headTextOf(city?.headTexts ?? [], route.page, route.locale),
  );
  const page = route.page === 'sushi' ? 'sushi' : 'burgers';
  const image = (menu.ok ? pictureOf(menu.value, page, origin) : null) ?? `${origin}${LOGO_PATH}`;

  const words = { city: t(`common:city.${slug}`), inCity: t(`common:city.in.${slug}`) };
  const showsMenu = route.page === 'home' || route.page === 'sushi';
  const restaurant =
    city === undefined || head.noindex
      ? null
      : restaurantOf(
          { city, schedule, pickupPoint: points[0] ?? null, nowMs },
          {
            locale: route.locale,
            name: t('seo:restaurant.name', words),
            cityName: words.city,
            cuisines: [
              t('seo:restaurant.cuisine.burgers'),
              ...(city.sushiEnabled ? [t('seo:restaurant.cuisine.sushi')] : []),
            ],
            url: `${origin}${buildShopPath({ ...route, page: 'home' })}`,
            image,
            menu:
              showsMenu && menu.ok
                ? menuOf(menu.value, page, { locale: route.locale, origin, name: t('seo:restaurant.menu', words) })
                : null,
          },
        );
  return {
    lang: route.locale,
    title,
    description,
    noindex: head.noindex,
    canonical: head.canonical,
    alternates: head.alternates,
    ogLocale: head.ogLocale,
    ogLocaleAlternates: head.ogLocaleAlternates,
    ogImage: image,
    structuredData: restaurant === null ? [] : [restaurant],
  };
};
