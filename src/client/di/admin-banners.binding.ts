import type { Container } from 'inversify';
import { InMemoryStaffBannersApi } from '../adapters/fakes/in-memory-staff-banners-api.adapter';
import { AxiosStaffBannersApi } from '../adapters/http/axios-staff-banners-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import type { CookiePort } from '../application/ports/cookie.port';
import { StaffBannersViewModel } from '../view-models/staff-banners.view-model';
import type { AdapterMode } from './adapter-mode';
import { TOKENS } from './tokens';

/** The Banners section: its API adapter (real or in-memory, as configured) and view-model. */
export const bindAdminBanners = (container: Container, adapters: AdapterMode): void => {
  if (adapters === 'fake') container.bind(TOKENS.StaffBannersApi).toConstantValue(new InMemoryStaffBannersApi());
  else
    container
      .bind(TOKENS.StaffBannersApi)
      .toDynamicValue((context) => new AxiosStaffBannersApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
      .inSingletonScope();
  container.bind(TOKENS.StaffBannersViewModel).to(StaffBannersViewModel).inTransientScope();
};
