import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { InMemoryAdminAccountsApi } from '../adapters/demo/in-memory-admin-accounts-api.adapter';
import { InMemoryAdminAuditApi } from '../adapters/demo/in-memory-admin-audit-api.adapter';
import { InMemoryAdminContentApi } from '../adapters/demo/in-memory-admin-content-api.adapter';
import { InMemoryDeliveryAdminApi } from '../adapters/demo/in-memory-delivery-admin-api.adapter';
import { InMemoryPageHeadTextsAdminApi } from '../adapters/demo/in-memory-page-head-texts-admin-api.adapter';
import { InMemorySiteAdminApi } from '../adapters/demo/in-memory-site-admin-api.adapter';
import { InMemoryStaffBannersApi } from '../adapters/demo/in-memory-staff-banners-api.adapter';
import { InMemoryStaffCallbacksApi } from '../adapters/demo/in-memory-staff-callbacks-api.adapter';
import { InMemoryStaffCouponsApi } from '../adapters/demo/in-memory-staff-coupons-api.adapter';
import { InMemoryStaffMenuApi } from '../adapters/demo/in-memory-staff-menu-api.adapter';
import { InMemoryStaffModifiersApi } from '../adapters/demo/in-memory-staff-modifiers-api.adapter';
import { SchematicMapAdapter } from '../adapters/maps/schematic-map.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import { adminSchematicTexts } from './schematic-map-texts';
import { TOKENS } from './tokens';

/**
 * The admin sections that answer from memory on the demo data, the same for the demo and for the
 * tests (architecture/demo.md). Each of those adds what differs: the orders board, its stream and
 * its sound.
 */
export const bindInMemoryAdminApis = (container: Container): void => {
  container.bind(TOKENS.StaffMenuApi).toConstantValue(new InMemoryStaffMenuApi());
  container.bind(TOKENS.StaffModifiersApi).toConstantValue(new InMemoryStaffModifiersApi());
  container.bind(TOKENS.StaffBannersApi).toConstantValue(new InMemoryStaffBannersApi());
  container.bind(TOKENS.AdminContentApi).toConstantValue(new InMemoryAdminContentApi());
  container.bind(TOKENS.PageHeadTextsAdminApi).toConstantValue(new InMemoryPageHeadTextsAdminApi());
  // The accounts API writes its changes into the change log, as the server does.
  const auditLog = new InMemoryAdminAuditApi();
  container.bind(TOKENS.AdminAuditApi).toConstantValue(auditLog);
  container
    .bind(TOKENS.AdminAccountsApi)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(TOKENS.Clock);
      return new InMemoryAdminAccountsApi(auditLog, undefined, undefined, () => new Date(clock.now()).toISOString());
    })
    .inSingletonScope();
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
