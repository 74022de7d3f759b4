import type { Container } from 'inversify';
import { WebAudioAlertSound } from '../adapters/browser/web-audio-alert-sound.adapter';
import type { DemoOrderBook } from '../adapters/demo/demo-order-book';
import { DemoStaffOrderEvents } from '../adapters/demo/demo-staff-order-events.adapter';
import { DemoStaffOrdersApi } from '../adapters/demo/demo-staff-orders-api.adapter';
import { bindInMemoryAdminApis } from './admin-apis.in-memory';
import { DEMO_TOKENS } from './demo-tokens';
import { TOKENS } from './tokens';

/**
 * The admin area of the demo (architecture/demo.md): the orders board on the demo order book, so
 * the orders customers place in this browser arrive on it; the other sections on in-memory APIs
 * that answer like the server for as long as the page is open; real beeps; the schematic map.
 */
export const bindDemoAdminAdapters = (container: Container): void => {
  container
    .bind(TOKENS.StaffOrdersApi)
    .toDynamicValue((context) => new DemoStaffOrdersApi(context.get<DemoOrderBook>(DEMO_TOKENS.OrderBook)))
    .inSingletonScope();
  container
    .bind(TOKENS.StaffOrderEvents)
    .toDynamicValue((context) => new DemoStaffOrderEvents(context.get<DemoOrderBook>(DEMO_TOKENS.OrderBook)))
    .inSingletonScope();
  container.bind(TOKENS.AlertSound).toConstantValue(new WebAudioAlertSound());
  bindInMemoryAdminApis(container);
};
