import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import type { CookiePort } from '../../../../src/client/application/ports/cookie.port';
import type { ShopApiPort } from '../../../../src/client/application/ports/shop-api.port';
import type { RecoverFromChunkError } from '../../../../src/client/application/recover-from-chunk-error.use-case';
import { createContainer } from '../../../../src/client/di/container';
import { TOKENS, type PrepareAdminArea } from '../../../../src/client/di/tokens';
import { AdminLoginViewModel } from '../../../../src/client/view-models/admin-login.view-model';
import { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { CheckoutAreaViewModel } from '../../../../src/client/view-models/checkout-area.view-model';
import { OrderFormViewModel } from '../../../../src/client/view-models/checkout/order-form.view-model';
import { OrderSubmissionViewModel } from '../../../../src/client/view-models/checkout/order-submission.view-model';
import { StaffMenuViewModel } from '../../../../src/client/view-models/staff-menu.view-model';
import { StaffOrdersViewModel } from '../../../../src/client/view-models/staff-orders.view-model';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { BUNDLED_TEXTS } from '../support/bundled-texts';
import { FAKE_ADAPTERS } from '../support/fake-adapters.binding';

describe('createContainer with fake adapters', () => {
  it('builds the shell once per container and, once the admin area is prepared, a login form per request', async () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
    expect(shell).toBeInstanceOf(AppShellViewModel);
    expect(container.get(TOKENS.AppShellViewModel)).toBe(shell);
    expect(container.isBound(TOKENS.AdminLoginViewModel)).toBe(false);
    await container.get<PrepareAdminArea>(TOKENS.PrepareAdminArea)();
    const first = container.get<AdminLoginViewModel>(TOKENS.AdminLoginViewModel);
    expect(first).toBeInstanceOf(AdminLoginViewModel);
    expect(container.get(TOKENS.AdminLoginViewModel)).not.toBe(first);
  });

  it('binds the admin screens only once the admin area is prepared, and once however often it is asked', async () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    const prepare = container.get<PrepareAdminArea>(TOKENS.PrepareAdminArea);
    expect(container.isBound(TOKENS.StaffOrdersViewModel)).toBe(false);
    await Promise.all([prepare(), prepare()]);
    await prepare();
    expect(container.get(TOKENS.StaffOrdersViewModel)).toBeInstanceOf(StaffOrdersViewModel);
  });

  it('binds the order form only once the checkout area is loaded, and once however often it is asked', async () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    const area = container.get<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
    expect(container.isBound(TOKENS.OrderFormViewModel)).toBe(false);
    expect(container.isBound(TOKENS.OrderSubmissionViewModel)).toBe(false);
    expect(area.isReady).toBe(false);
    await Promise.all([area.load(), area.load()]);
    await area.load();
    expect(area.isReady).toBe(true);
    const form = container.get<OrderFormViewModel>(TOKENS.OrderFormViewModel);
    expect(form).toBeInstanceOf(OrderFormViewModel);
    expect(container.get(TOKENS.OrderFormViewModel)).toBe(form);
    expect(container.get(TOKENS.OrderSubmissionViewModel)).toBeInstanceOf(OrderSubmissionViewModel);
  });

  it('gives the orders screen a fresh view-model per visit', async () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    await container.get<PrepareAdminArea>(TOKENS.PrepareAdminArea)();
    const first = container.get<StaffOrdersViewModel>(TOKENS.StaffOrdersViewModel);
    expect(first).toBeInstanceOf(StaffOrdersViewModel);
    expect(container.get(TOKENS.StaffOrdersViewModel)).not.toBe(first);
  });

  it('gives the menu editor a fresh view-model per visit, on the in-memory staff menu', async () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    await container.get<PrepareAdminArea>(TOKENS.PrepareAdminArea)();
    const first = container.get<StaffMenuViewModel>(TOKENS.StaffMenuViewModel);
    expect(first).toBeInstanceOf(StaffMenuViewModel);
    expect(container.get(TOKENS.StaffMenuViewModel)).not.toBe(first);
    expect(container.get(TOKENS.StaffMenuApi)).toBeInstanceOf(InMemoryStaffMenuApi);
    expect(container.get(TOKENS.StaffMenuApi)).toBe(container.get(TOKENS.StaffMenuApi));
  });

  it('gives separate containers separate state', () => {
    const a = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS }).get<AppShellViewModel>(
      TOKENS.AppShellViewModel,
    );
    const b = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS }).get<AppShellViewModel>(
      TOKENS.AppShellViewModel,
    );
    a.switchLanguage('en');
    expect(a.storedLocale).toBe('en');
    expect(b.storedLocale).toBeNull();
  });

  it('resolves the ports and the chunk recovery', () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    expect(typeof container.get<ShopApiPort>(TOKENS.ShopApi).logIn).toBe('function');
    expect(typeof container.get<RecoverFromChunkError>(TOKENS.RecoverFromChunkError)).toBe('function');
  });

  it('lets a caller override a binding', () => {
    const cookies = new InMemoryCookieAdapter({ city: '{"id":2}' });
    const container = createContainer({
      adapters: FAKE_ADAPTERS,
      texts: BUNDLED_TEXTS,
      override: (c) => c.rebind(TOKENS.Cookies).toConstantValue(cookies),
    });
    expect(container.get<CookiePort>(TOKENS.Cookies)).toBe(cookies);
    expect(container.get<AppShellViewModel>(TOKENS.AppShellViewModel).storedCityId).toBe(2);
  });
});
