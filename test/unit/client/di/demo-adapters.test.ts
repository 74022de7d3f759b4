// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SystemClockAdapter } from '../../../../src/client/adapters/browser/system-clock.adapter';
import { LocalStorageAdapter } from '../../../../src/client/adapters/browser/local-storage.adapter';
import { WindowTimerAdapter } from '../../../../src/client/adapters/browser/window-timer.adapter';
import { DemoOrderApi } from '../../../../src/client/adapters/demo/demo-order-api.adapter';
import { DemoStaffOrdersApi } from '../../../../src/client/adapters/demo/demo-staff-orders-api.adapter';
import type { OrderApiPort } from '../../../../src/client/application/ports/order-api.port';
import type { StaffOrdersApiPort } from '../../../../src/client/application/ports/staff-orders-api.port';
import { createContainer } from '../../../../src/client/di/container';
import { DEMO_ADAPTERS } from '../../../../src/client/di/demo-adapters.binding';
import { TOKENS, type PrepareAdminArea } from '../../../../src/client/di/tokens';
import { nuggetsOrder } from '../adapters/demo/demo-order-fixtures';
import { BUNDLED_TEXTS } from '../support/bundled-texts';

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the demo’s adapter set', () => {
  it('runs on the browser’s own clock, timers and localStorage', () => {
    const container = createContainer({ adapters: DEMO_ADAPTERS, texts: BUNDLED_TEXTS });
    expect(container.get(TOKENS.Clock)).toBeInstanceOf(SystemClockAdapter);
    expect(container.get(TOKENS.Timer)).toBeInstanceOf(WindowTimerAdapter);
    expect(container.get(TOKENS.Storage)).toBeInstanceOf(LocalStorageAdapter);
  });

  it('puts an order placed in the storefront on the board of an admin area opened later in the browser', async () => {
    const storefront = createContainer({ adapters: DEMO_ADAPTERS, texts: BUNDLED_TEXTS });
    const api = storefront.get<OrderApiPort>(TOKENS.OrderApi);
    expect(api).toBeInstanceOf(DemoOrderApi);
    const created = await api.createOrder(nuggetsOrder(), 'uk');
    expect(created.ok && created.value.smsConfirm).toBe(true);
    // The code arrives on the demo phone, in the page's language.
    expect(document.querySelector('[role="status"][aria-label="Телефон демо"]')?.textContent).toMatch(
      /SMS на \+38 \(067\) 123 45 67: код \d{4} для замовлення LV3001/,
    );

    const admin = createContainer({ adapters: DEMO_ADAPTERS, texts: BUNDLED_TEXTS });
    await admin.get<PrepareAdminArea>(TOKENS.PrepareAdminArea)();
    const board = admin.get<StaffOrdersApiPort>(TOKENS.StaffOrdersApi);
    expect(board).toBeInstanceOf(DemoStaffOrdersApi);
    const awaiting = await board.listOrders({
      cityId: 1,
      group: 'awaiting',
      status: null,
      day: null,
      search: 'LV3001',
      before: null,
      limit: 10,
    });
    expect(awaiting.ok && awaiting.value.orders.map((order) => order.code)).toEqual(['LV3001']);
  });
});
