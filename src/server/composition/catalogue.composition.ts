import type { CityId } from '../../domain/city/city';
import { FindAddressZoneUseCase } from '../application/catalogue/find-address-zone.use-case';
import { GetMenuUseCase } from '../application/catalogue/get-menu.use-case';
import { GetSiteManagementUseCase } from '../application/catalogue/get-site-management.use-case';
import { GetSiteSettingsUseCase } from '../application/catalogue/get-site-settings.use-case';
import { GetZoneMapUseCase } from '../application/catalogue/get-zone-map.use-case';
import { ListBannersUseCase } from '../application/catalogue/list-banners.use-case';
import { ListDeliveryCitiesUseCase } from '../application/catalogue/list-delivery-cities.use-case';
import { ListPaymentTypesUseCase } from '../application/catalogue/list-payment-types.use-case';
import { ListPickupPointsUseCase } from '../application/catalogue/list-pickup-points.use-case';
import { ListStreetsUseCase } from '../application/catalogue/list-streets.use-case';
import { ListWorkingHoursUseCase } from '../application/catalogue/list-working-hours.use-case';
import { RequestCallbackUseCase } from '../application/catalogue/request-callback.use-case';
import { CityDirectory } from '../application/catalogue/support/city-directory';
import { GetPageBodyUseCase } from '../application/seo/get-page-body.use-case';
import { GetPageHeadUseCase } from '../application/seo/get-page-head.use-case';
import type { PageRendererPort } from '../application/ports/page-renderer.port';
import { ListSitemapUseCase } from '../application/seo/list-sitemap.use-case';
import { I18nextPageTexts } from '../adapters/i18n/i18next-page-texts.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import type { LoggerPort } from '../application/ports/logger.port';
import type { Queryable } from '../adapters/database/database';
import { PgAddressBookRepository } from '../adapters/database/repositories/pg-address-book.repository';
import { PgBannerRepository } from '../adapters/database/repositories/pg-banner.repository';
import { PgCallbackRequestRepository } from '../adapters/database/repositories/pg-callback-request.repository';
import { PgCityRepository } from '../adapters/database/repositories/pg-city.repository';
import { PgContentTextsReader } from '../adapters/database/repositories/pg-content-texts.repository';
import { SanitizedMarkdownRenderer } from '../adapters/markdown/sanitized-markdown.renderer';
import { GetContentPageUseCase } from '../application/content/get-content-page.use-case';
import type { MarkdownRendererPort } from '../application/ports/markdown-renderer.port';
import { PgMenuRepository } from '../adapters/database/repositories/pg-menu.repository';
import { PgPaymentTypeRepository } from '../adapters/database/repositories/pg-payment-type.repository';
import { PgPickupPointRepository } from '../adapters/database/repositories/pg-pickup-point.repository';
import { PgSiteSettingRepository } from '../adapters/database/repositories/pg-site-setting.repository';
import { PgStopListRepository } from '../adapters/database/repositories/pg-stop-list.repository';
import type { SeoDeps } from '../http/app-deps';
import type { CatalogueRoutesDeps } from '../http/routes/catalogue.routes';
import type { PageStatusResolver } from '../http/static/page-status';
import { createCataloguePageStatus } from './catalogue-page-status.composition';
import { createOrderRulesSources, type OrderRulesSources } from './order-rules-sources.composition';
import { createZoneLookup, zoneLookupSourcesOf } from './zone-lookup.composition';
import { GetPublicScheduleUseCase } from '../application/site/get-public-schedule.use-case';
import type { SlotOccupancyPort } from '../application/ports/site-admin.port';

/*
 * How long cached read models are trusted without an invalidation. An admin edit invalidates its
 * own instance at once; other instances behind a load balancer converge within this time.
 */
const READ_MODEL_MAX_AGE_MS = 60_000;

/** What admin edits call so the storefront shows them at once (in this process). */
export interface CatalogueInvalidation {
  /** Products, prices, stop list, modifiers, categories. */
  menu(cityId?: CityId): void;
  /** Phones, names, the sushi switch (which also changes the menu and the sushi page). */
  cities(): void;
  /** Streets, localities and zone polygons (a KML import). */
  addresses(cityId?: CityId): void;
  /** Working-hours stops, disabled delivery types, payment types, pickup points: what orders are checked against. */
  orderRules(cityId?: CityId): void;
  /** The storefront's banners (architecture/admin-banners.md), and the pages that show them. */
  banners(cityId?: CityId): void;
  /** The information pages' texts (and the server-rendered pages showing them). */
  content(): void;
}

export interface Catalogue {
  readonly routes: CatalogueRoutesDeps;
  /** Sushi-aware page statuses for the SPA fallback ('/kyiv/sushi/' → '/kyiv/' while sushi is off there). */
  readonly resolvePageStatus: PageStatusResolver;
  readonly invalidate: CatalogueInvalidation;
  /** The heads written into the storefront's HTML and the sitemap (architecture/seo.md). */
  readonly seo: SeoDeps;
  /**
   * The order pipeline's cached reads of stops, payment types and pickup points (invalidate.orderRules)
   * and of the menu (invalidate.menu).
   */
  readonly orderRules: OrderRulesSources;
  /** What the admin Content section shares with the storefront: the cities (phones) and the one Markdown renderer. */
  readonly content: { readonly cities: Pick<CityDirectory, 'find'>; readonly renderer: MarkdownRendererPort };
  /** Loads what must be in memory before the first request (the page-status resolver is synchronous). */
  warmUp(): Promise<void>;
}

export interface CatalogueDeps {
  readonly database: Queryable;
  readonly clock: ClockPort;
  readonly logger: LoggerPort;
  /** GOOGLE_API_KEY, or null. */
  readonly googleApiKey: string | null;
  /** PUBLIC_URL: canonical links, sitemap and structured data are absolute on it. */
  readonly publicUrl: string;
  /** The browser app's server render (the build's dist/ssr); without it pages go out as the empty shell. */
  readonly pageRenderer?: PageRendererPort;
}

/** A page's snapshot carries the hours, never which pre-order slots are full (they change with every order). */
const NO_FULL_SLOTS: SlotOccupancyPort = { fullSlots: () => Promise.resolve([]) };

/** The catalogue, site and address use cases wired to PostgreSQL. */
export const composeCatalogue = (deps: CatalogueDeps): Catalogue => {
  const { database, clock } = deps;
  const cities = new CityDirectory({ cities: new PgCityRepository(database), clock, maxAgeMs: READ_MODEL_MAX_AGE_MS });
  const zoneSources = zoneLookupSourcesOf(database);
  const addresses = new PgAddressBookRepository(database, zoneSources.streets);
  const stops = new PgStopListRepository(database);
  const getSettings = new GetSiteSettingsUseCase({
    settings: new PgSiteSettingRepository(database),
    googleApiKey: deps.googleApiKey,
  });
  const getMenu = new GetMenuUseCase({
    menus: new PgMenuRepository(database),
    cities,
    clock,
    maxAgeMs: READ_MODEL_MAX_AGE_MS,
  });
  const orderRules = createOrderRulesSources(database);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  // Built from the caches above (menu, cities, the order pipeline's stops and pickup points), and
  // dropped with them by every invalidation below, so a page's head follows any edit at once.
  const getPageHead = new GetPageHeadUseCase({
    cities,
    menus: getMenu,
    stops: orderRules.stops,
    pickupPoints: orderRules.pickupPoints,
    texts: new I18nextPageTexts(),
    clock,
    publicUrl,
    maxAgeMs: READ_MODEL_MAX_AGE_MS,
  });
  const listBanners = new ListBannersUseCase({
    banners: new PgBannerRepository(database),
    cities,
    clock,
    maxAgeMs: READ_MODEL_MAX_AGE_MS,
  });
  const renderer = new SanitizedMarkdownRenderer();
  const getContentPage = new GetContentPageUseCase({
    texts: new PgContentTextsReader(database),
    renderer,
    cities,
    clock,
    maxAgeMs: READ_MODEL_MAX_AGE_MS,
  });
  // Rendered from the same caches as the heads, and dropped with them by every invalidation below.
  const pageRenderer = deps.pageRenderer;
  const getPageBody =
    pageRenderer === undefined
      ? null
      : new GetPageBodyUseCase({
          cities,
          menus: getMenu,
          banners: listBanners,
          contentPages: getContentPage,
          // Full pre-order slots are part of the answer but not of a page: the browser asks for them live.
          schedules: new GetPublicScheduleUseCase({ stops: orderRules.stops, slots: NO_FULL_SLOTS, clock }),
          stops: new ListWorkingHoursUseCase({ stops: orderRules.stops, cities }),
          renderer: pageRenderer,
          clock,
          logger: deps.logger,
          publicUrl,
          maxAgeMs: READ_MODEL_MAX_AGE_MS,
        });
  const invalidatePages = (): void => {
    getPageHead.invalidate();
    getPageBody?.invalidate();
  };
  const zoneLookup = createZoneLookup({
    database,
    config: { googleApiKey: deps.googleApiKey },
    logger: deps.logger,
    sources: zoneSources,
  });

  const routes: CatalogueRoutesDeps = {
    listCities: () => cities.list(),
    getMenu,
    listBanners,
    listPaymentTypes: new ListPaymentTypesUseCase({ paymentTypes: new PgPaymentTypeRepository(database), cities }),
    getSettings,
    getSiteManagement: new GetSiteManagementUseCase({ stops, settings: getSettings, cities }),
    listWorkingHours: new ListWorkingHoursUseCase({ stops, cities }),
    getContentPage,
    requestCallback: new RequestCallbackUseCase({ requests: new PgCallbackRequestRepository(database), cities, clock }),
    listDeliveryCities: new ListDeliveryCitiesUseCase({ addresses, cities }),
    listStreets: new ListStreetsUseCase({ addresses, cities }),
    findZone: new FindAddressZoneUseCase({ zones: zoneLookup, cities }),
    getZoneMap: new GetZoneMapUseCase({ zones: zoneSources.zones, cities }),
    listPickupPoints: new ListPickupPointsUseCase({ pickupPoints: new PgPickupPointRepository(database), cities }),
  };

  return {
    routes,
    resolvePageStatus: createCataloguePageStatus(cities),
    orderRules,
    seo: {
      getPageHead,
      ...(getPageBody === null ? {} : { getPageBody }),
      listSitemap: new ListSitemapUseCase({ cities, publicUrl }),
    },
    invalidate: {
      orderRules: (cityId) => {
        orderRules.invalidate(cityId);
        invalidatePages();
      },
      menu: (cityId) => {
        getMenu.invalidate(cityId);
        orderRules.invalidateCatalog(cityId);
        invalidatePages();
      },
      cities: () => {
        cities.invalidate();
        listBanners.invalidate();
        // Pages show the city's phone.
        getContentPage.invalidate();
        orderRules.invalidate();
        getMenu.invalidate();
        orderRules.invalidateCatalog();
        invalidatePages();
      },
      addresses: (cityId) => {
        addresses.invalidate(cityId);
        zoneSources.zones.invalidate(cityId);
      },
      banners: (cityId) => {
        listBanners.invalidate(cityId);
        invalidatePages();
      },
      content: () => {
        getContentPage.invalidate();
        // The information pages go out with their text (architecture/seo.md); their heads do not show it.
        getPageBody?.invalidate();
      },
    },
    content: { cities, renderer },
    warmUp: async () => {
      await cities.list();
    },
  };
};
