import type { Container } from 'inversify';
import { FakePageLocationAdapter } from '../adapters/fakes/fake-page-location.adapter';
import { FakeShopApi } from '../adapters/fakes/fake-shop-api.adapter';
import { InMemorySiteApi } from '../adapters/fakes/in-memory-site-api.adapter';
import { ManualTimerAdapter } from '../adapters/fakes/manual-timer.adapter';
import { InMemoryMenuApi } from '../adapters/fakes/in-memory-menu-api.adapter';
import { InMemoryStaffOrderEvents } from '../adapters/fakes/in-memory-staff-order-events.adapter';
import { RecordingAlertSound } from '../adapters/fakes/recording-alert-sound.adapter';
import { InMemoryStaffOrdersApi } from '../adapters/fakes/in-memory-staff-orders-api.adapter';
import { InMemoryStaffMenuApi } from '../adapters/fakes/in-memory-staff-menu-api.adapter';
import { InMemoryAdminAuditApi } from '../adapters/fakes/in-memory-admin-audit-api.adapter';
import { InMemoryAdminAccountsApi } from '../adapters/fakes/in-memory-admin-accounts-api.adapter';
import { FakeDocumentScrollAdapter } from '../adapters/fakes/fake-document-scroll.adapter';
import { InMemoryLoggerAdapter } from '../adapters/fakes/in-memory-logger.adapter';
import { InMemoryCookieAdapter } from '../adapters/fakes/in-memory-cookie.adapter';
import { InMemoryStorageAdapter } from '../adapters/fakes/in-memory-storage.adapter';
import { ManualClockAdapter } from '../adapters/fakes/manual-clock.adapter';
import { TOKENS } from './tokens';

export const bindFakeAdapters = (container: Container): void => {
  container.bind(TOKENS.Clock).toConstantValue(new ManualClockAdapter());
  container.bind(TOKENS.Cookies).toConstantValue(new InMemoryCookieAdapter());
  container.bind(TOKENS.Storage).toConstantValue(new InMemoryStorageAdapter());
  container.bind(TOKENS.PageLocation).toConstantValue(new FakePageLocationAdapter());
  container.bind(TOKENS.ShopApi).toConstantValue(new FakeShopApi());
  container.bind(TOKENS.SiteApi).toConstantValue(new InMemorySiteApi());
  container.bind(TOKENS.Timer).toConstantValue(new ManualTimerAdapter());
  container.bind(TOKENS.MenuApi).toConstantValue(new InMemoryMenuApi());
  container.bind(TOKENS.StaffOrdersApi).toConstantValue(new InMemoryStaffOrdersApi());
  container.bind(TOKENS.StaffMenuApi).toConstantValue(new InMemoryStaffMenuApi());
  // The accounts fake writes its changes into the fake change log, as the server does.
  const auditLog = new InMemoryAdminAuditApi();
  container.bind(TOKENS.AdminAuditApi).toConstantValue(auditLog);
  container.bind(TOKENS.AdminAccountsApi).toConstantValue(new InMemoryAdminAccountsApi(auditLog));
  container.bind(TOKENS.StaffOrderEvents).toConstantValue(new InMemoryStaffOrderEvents());
  container.bind(TOKENS.AlertSound).toConstantValue(new RecordingAlertSound());
  container.bind(TOKENS.DocumentScroll).toConstantValue(new FakeDocumentScrollAdapter());
  container.bind(TOKENS.Logger).toConstantValue(new InMemoryLoggerAdapter());
};
