import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { InMemoryAdminAccountsApi } from '../../../../src/client/adapters/demo/in-memory-admin-accounts-api.adapter';
import { InMemoryAdminAuditApi } from '../../../../src/client/adapters/demo/in-memory-admin-audit-api.adapter';
import { InMemoryDeliveryAdminApi } from '../../../../src/client/adapters/demo/in-memory-delivery-admin-api.adapter';
import { InMemorySiteAdminApi } from '../../../../src/client/adapters/demo/in-memory-site-admin-api.adapter';
import { InMemoryStaffCallbacksApi } from '../../../../src/client/adapters/demo/in-memory-staff-callbacks-api.adapter';
import { InMemoryStaffCouponsApi } from '../../../../src/client/adapters/demo/in-memory-staff-coupons-api.adapter';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { InMemoryStaffOrdersApi } from '../../../../src/client/adapters/demo/in-memory-staff-orders-api.adapter';
import { InMemoryAdminContentApi } from '../../../../src/client/adapters/demo/in-memory-admin-content-api.adapter';
import { InMemoryPageHeadTextsAdminApi } from '../../../../src/client/adapters/demo/in-memory-page-head-texts-admin-api.adapter';
import { InMemoryStaffBannersApi } from '../../../../src/client/adapters/demo/in-memory-staff-banners-api.adapter';
import { InMemoryStaffModifiersApi } from '../../../../src/client/adapters/demo/in-memory-staff-modifiers-api.adapter';
import { SchematicMapAdapter } from '../../../../src/client/adapters/maps/schematic-map.adapter';
import type { ClockPort } from '../../../../src/client/application/ports/clock.port';
import { adminSchematicTexts } from '../../../../src/client/di/schematic-map-texts';
import { TOKENS } from '../../../../src/client/di/tokens';
import { InMemoryStaffOrderEvents } from './doubles/in-memory-staff-order-events.adapter';
import { RecordingAlertSound } from './doubles/recording-alert-sound.adapter';

/** The admin area's ports for tests: in-memory APIs on the demo data, a stream and a sound the test plays and reads. */
export const bindFakeAdminAdapters = (container: Container): void => {
  container.bind(TOKENS.StaffOrdersApi).toConstantValue(new InMemoryStaffOrdersApi());
  container.bind(TOKENS.StaffMenuApi).toConstantValue(new InMemoryStaffMenuApi());
  container.bind(TOKENS.StaffModifiersApi).toConstantValue(new InMemoryStaffModifiersApi());
  container.bind(TOKENS.StaffBannersApi).toConstantValue(new InMemoryStaffBannersApi());
  container.bind(TOKENS.AdminContentApi).toConstantValue(new InMemoryAdminContentApi());
  container.bind(TOKENS.PageHeadTextsAdminApi).toConstantValue(new InMemoryPageHeadTextsAdminApi());
  // The accounts fake writes its changes into the fake change log, as the server does.
  const auditLog = new InMemoryAdminAuditApi();
  container.bind(TOKENS.AdminAuditApi).toConstantValue(auditLog);
  container.bind(TOKENS.AdminAccountsApi).toConstantValue(new InMemoryAdminAccountsApi(auditLog));
  container.bind(TOKENS.StaffOrderEvents).toConstantValue(new InMemoryStaffOrderEvents());
  container.bind(TOKENS.AlertSound).toConstantValue(new RecordingAlertSound());
  container
    .bind(TOKENS.SiteAdminApi)
    .toDynamicValue((context) => new InMemorySiteAdminApi(context.get<ClockPort>(TOKENS.Clock)))
    .inSingletonScope();
  container.bind(TOKENS.StaffCouponsApi).toConstantValue(new InMemoryStaffCouponsApi());
  container.bind(TOKENS.StaffCallbacksApi).toConstantValue(new InMemoryStaffCallbacksApi());
  container.bind(TOKENS.DeliveryAdminApi).toConstantValue(new InMemoryDeliveryAdminApi());
  container
    .bind(TOKENS.DeliveryZoneMap)
    .toDynamicValue((context) => new SchematicMapAdapter(adminSchematicTexts(context.get<i18n>(TOKENS.I18n))));
};
