import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { InMemoryAddressZoneApi } from '../../../../src/client/adapters/demo/in-memory-address-zone-api.adapter';
import { InMemoryCouponApi } from '../../../../src/client/adapters/demo/in-memory-coupon-api.adapter';
import { InMemoryOrderApi } from './doubles/in-memory-order-api.adapter';
import { InMemoryOrderProgress } from './doubles/in-memory-order-progress.adapter';
import { RecordingAnalytics } from './doubles/recording-analytics.adapter';
import { RecordingPaymentRedirect } from './doubles/recording-payment-redirect.adapter';
import { SequentialRandomId } from './doubles/sequential-random-id.adapter';
import { SchematicMapAdapter } from '../../../../src/client/adapters/maps/schematic-map.adapter';
import { checkoutSchematicTexts } from '../../../../src/client/di/schematic-map-texts';
import { TOKENS } from '../../../../src/client/di/tokens';

/** The order form's in-memory ports; the map is always the schematic one (no network, safe in jsdom). */
export const bindFakeCheckoutPorts = (container: Container): void => {
  container.bind(TOKENS.OrderApi).toConstantValue(new InMemoryOrderApi());
  container.bind(TOKENS.RandomId).toConstantValue(new SequentialRandomId('submission'));
  container.bind(TOKENS.PaymentRedirect).toConstantValue(new RecordingPaymentRedirect());
  container.bind(TOKENS.Analytics).toConstantValue(new RecordingAnalytics());
  const progress = new InMemoryOrderProgress();
  container.bind(TOKENS.OrderProgressApi).toConstantValue(progress);
  container.bind(TOKENS.OrderProgressEvents).toConstantValue(progress);
  container.bind(TOKENS.AddressZoneApi).toConstantValue(new InMemoryAddressZoneApi());
  container.bind(TOKENS.CouponApi).toConstantValue(new InMemoryCouponApi());
  container
    .bind(TOKENS.Map)
    .toDynamicValue((context) => new SchematicMapAdapter(checkoutSchematicTexts(context.get<i18n>(TOKENS.I18n))))
    .inSingletonScope();
};
