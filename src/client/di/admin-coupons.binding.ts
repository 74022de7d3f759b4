import type { Container } from 'inversify';
import { InMemoryStaffCallbacksApi } from '../adapters/fakes/in-memory-staff-callbacks-api.adapter';
import { InMemoryStaffCouponsApi } from '../adapters/fakes/in-memory-staff-coupons-api.adapter';
import { AxiosStaffCallbacksApi } from '../adapters/http/axios-staff-callbacks-api.adapter';
import { AxiosStaffCouponsApi } from '../adapters/http/axios-staff-coupons-api.adapter';
import { createHttpClient } from '../adapters/http/axios-http-client';
import type { CookiePort } from '../application/ports/cookie.port';
import { CallbacksBadgeViewModel } from '../view-models/callbacks-badge.view-model';
import { StaffCallbacksViewModel } from '../view-models/staff-callbacks.view-model';
import { StaffCouponsViewModel } from '../view-models/staff-coupons.view-model';
import type { AdapterMode } from './adapter-mode';
import { TOKENS } from './tokens';

/** The coupons and callbacks sections: their API adapters (real or in-memory, as configured) and view-models. */
export const bindAdminCouponsAndCallbacks = (container: Container, adapters: AdapterMode): void => {
  if (adapters === 'fake') {
    container.bind(TOKENS.StaffCouponsApi).toConstantValue(new InMemoryStaffCouponsApi());
    container.bind(TOKENS.StaffCallbacksApi).toConstantValue(new InMemoryStaffCallbacksApi());
  } else {
    container
      .bind(TOKENS.StaffCouponsApi)
      .toDynamicValue((context) => new AxiosStaffCouponsApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))))
      .inSingletonScope();
    container
      .bind(TOKENS.StaffCallbacksApi)
      .toDynamicValue(
        (context) => new AxiosStaffCallbacksApi(createHttpClient(context.get<CookiePort>(TOKENS.Cookies))),
      )
      .inSingletonScope();
  }
  container.bind(TOKENS.StaffCouponsViewModel).to(StaffCouponsViewModel).inTransientScope();
  container.bind(TOKENS.StaffCallbacksViewModel).to(StaffCallbacksViewModel).inTransientScope();
  // One badge for the page: the layout and the callbacks screen share its count.
  container.bind(TOKENS.CallbacksBadgeViewModel).to(CallbacksBadgeViewModel).inSingletonScope();
};
