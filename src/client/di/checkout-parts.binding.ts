import type { Container } from 'inversify';
import { createApplyCoupon } from '../application/apply-coupon.use-case';
import { FindZoneTime } from '../application/find-zone-time.use-case';
import type { AddressZoneApiPort } from '../application/ports/address-zone-api.port';
import type { CouponApiPort } from '../application/ports/coupon-api.port';
import type { LoggerPort } from '../application/ports/logger.port';
import { AddressZoneViewModel } from '../view-models/checkout/address-zone.view-model';
import { CouponViewModel } from '../view-models/checkout/coupon.view-model';
import { TOKENS } from './tokens';

/**
 * The order form's address/zone/map part and its coupon part.
 *
 * Scope: both view-models are page-long SINGLETONS. The order form's view-model reads them and the
 * map and coupon components render them, so all three must share one instance; a transient binding
 * would hand each its own. The form clears them when the order is done with (an order placed, the city
 * changed: `reset()`, `clear()`). The map port is a singleton too: it keeps the chosen adapter
 * (Google or schematic) and the loaded Google API across re-mounts of the sidebar.
 *
 * Their ports (the zone and coupon APIs, the map) come with the adapter set: checkout-ports.*.ts.
 */
export const bindCheckoutParts = (container: Container): void => {
  container
    .bind(TOKENS.FindZoneTime)
    .toDynamicValue(
      (context) =>
        new FindZoneTime({
          api: context.get<AddressZoneApiPort>(TOKENS.AddressZoneApi),
          logger: context.get<LoggerPort>(TOKENS.Logger),
        }),
    )
    .inSingletonScope();
  container
    .bind(TOKENS.ApplyCoupon)
    .toDynamicValue((context) =>
      createApplyCoupon({
        api: context.get<CouponApiPort>(TOKENS.CouponApi),
        logger: context.get<LoggerPort>(TOKENS.Logger),
      }),
    )
    .inSingletonScope();
  container.bind(TOKENS.AddressZone).to(AddressZoneViewModel).inSingletonScope();
  container.bind(TOKENS.Coupon).to(CouponViewModel).inSingletonScope();
};
