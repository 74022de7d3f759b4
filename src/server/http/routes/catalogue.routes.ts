import type { FastifyInstance } from 'fastify';
import type { HotReadShortcut } from '../hot-reads/hot-read-shortcut';
import type { CityDto } from '../../../domain/shop-api/catalog.contract';
import type { GetContentPageUseCase } from '../../application/content/get-content-page.use-case';
import type { GetMenuUseCase } from '../../application/catalogue/get-menu.use-case';
import type { GetZoneMapUseCase } from '../../application/catalogue/get-zone-map.use-case';
import type { ListBannersUseCase } from '../../application/catalogue/list-banners.use-case';
import type { ListPaymentTypesUseCase } from '../../application/catalogue/list-payment-types.use-case';
import type { ListPickupPointsUseCase } from '../../application/catalogue/list-pickup-points.use-case';
import type { RequestCallbackUseCase } from '../../application/catalogue/request-callback.use-case';
import { addressesRoutes, type AddressesRoutesDeps } from './addresses.routes';
import { bannersRoutes } from './banners.routes';
import { citiesRoutes } from './cities.routes';
import { communicationRoutes } from './communication.routes';
import { contentRoutes } from './content.routes';
import { deliveryAndPaymentRoutes } from './delivery-and-payment.routes';
import { menuRoutes } from './menu.routes';
import { selfPickupPointsRoutes } from './self-pickup-points.routes';
import { siteManagementRoutes, type SiteManagementRoutesDeps } from './site-management.routes';
import { zonesRoutes } from './zones.routes';

/** The use cases behind the catalogue, site and address calls (composed in catalogue.composition.ts). */
export interface CatalogueRoutesDeps extends SiteManagementRoutesDeps, AddressesRoutesDeps {
  listCities(): Promise<readonly CityDto[]>;
  readonly getMenu: Pick<GetMenuUseCase, 'execute' | 'cachedMenu'>;
  readonly hotReads?: HotReadShortcut;
  readonly listBanners: Pick<ListBannersUseCase, 'execute' | 'secondsUntilChange'>;
  readonly listPaymentTypes: Pick<ListPaymentTypesUseCase, 'execute'>;
  readonly getContentPage: Pick<GetContentPageUseCase, 'execute'>;
  readonly requestCallback: Pick<RequestCallbackUseCase, 'execute'>;
  readonly getZoneMap: Pick<GetZoneMapUseCase, 'execute'>;
  readonly listPickupPoints: Pick<ListPickupPointsUseCase, 'execute'>;
}

/** Every catalogue, site and address route; one registration in build-app.ts. */
export const catalogueRoutes = (deps: CatalogueRoutesDeps) => async (app: FastifyInstance) => {
  await app.register(citiesRoutes({ listCities: () => deps.listCities() }));
  await app.register(menuRoutes(deps));
  await app.register(bannersRoutes(deps));
  await app.register(deliveryAndPaymentRoutes(deps));
  await app.register(siteManagementRoutes(deps));
  await app.register(contentRoutes(deps));
  await app.register(communicationRoutes(deps));
  await app.register(addressesRoutes(deps));
  await app.register(zonesRoutes(deps));
  await app.register(selfPickupPointsRoutes(deps));
};
