import type { i18n } from 'i18next';
import type { Container, ResolutionContext } from 'inversify';
import { CryptoRandomId } from '../adapters/browser/crypto-random-id.adapter';
import { NoOpAnalytics } from '../adapters/browser/no-op-analytics.adapter';
import { DemoOrderApi, type DemoSmsOutbox } from '../adapters/demo/demo-order-api.adapter';
import type { DemoOrderBook } from '../adapters/demo/demo-order-book';
import { DemoOrderProgress } from '../adapters/demo/demo-order-progress.adapter';
import { InMemoryAddressZoneApi } from '../adapters/demo/in-memory-address-zone-api.adapter';
import { InMemoryCouponApi } from '../adapters/demo/in-memory-coupon-api.adapter';
import { NoPaymentPage } from '../adapters/demo/no-payment-page.adapter';
import { SchematicMapAdapter } from '../adapters/maps/schematic-map.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import type { CouponApiPort } from '../application/ports/coupon-api.port';
import type { LoggerPort } from '../application/ports/logger.port';
import { DEMO_TOKENS } from './demo-tokens';
import { checkoutSchematicTexts } from './schematic-map-texts';
import { TOKENS } from './tokens';

/**
 * The order form's ports in the demo: orders go to the demo order book (DEMO_TOKENS.OrderBook,
 * bound by the caller), confirmation codes to `sms`; zones and coupons answer from the demo data;
 * the map is the schematic one (no Google key without a server). Online payment is off: there is
 * no payment page to leave for.
 */
export const bindDemoCheckoutPorts = (
  container: Container,
  sms: (context: ResolutionContext) => DemoSmsOutbox,
): void => {
  const book = (context: ResolutionContext) => context.get<DemoOrderBook>(DEMO_TOKENS.OrderBook);
  container.bind(TOKENS.CouponApi).toConstantValue(new InMemoryCouponApi());
  container
    .bind(TOKENS.OrderApi)
    .toDynamicValue(
      (context) =>
        new DemoOrderApi(
          book(context),
          context.get<ClockPort>(TOKENS.Clock),
          context.get<CouponApiPort>(TOKENS.CouponApi),
          sms(context),
        ),
    )
    .inSingletonScope();
  container
    .bind(TOKENS.OrderProgressApi)
    .toDynamicValue((context) => new DemoOrderProgress(book(context)))
    .inSingletonScope();
  container.bind(TOKENS.OrderProgressEvents).toService(TOKENS.OrderProgressApi);
  container.bind(TOKENS.AddressZoneApi).toConstantValue(new InMemoryAddressZoneApi());
  container.bind(TOKENS.RandomId).toConstantValue(new CryptoRandomId());
  container.bind(TOKENS.Analytics).toConstantValue(new NoOpAnalytics());
  container
    .bind(TOKENS.PaymentRedirect)
    .toDynamicValue((context) => new NoPaymentPage(context.get<LoggerPort>(TOKENS.Logger)))
    .inSingletonScope();
  container
    .bind(TOKENS.Map)
    .toDynamicValue((context) => new SchematicMapAdapter(checkoutSchematicTexts(context.get<i18n>(TOKENS.I18n))))
    .inSingletonScope();
};
