import type { Container } from 'inversify';
import { InMemoryStaffOrdersApi } from '../../../../src/client/adapters/demo/in-memory-staff-orders-api.adapter';
import { bindInMemoryAdminApis } from '../../../../src/client/di/admin-apis.in-memory';
import { TOKENS } from '../../../../src/client/di/tokens';
import { InMemoryStaffOrderEvents } from './doubles/in-memory-staff-order-events.adapter';
import { RecordingAlertSound } from './doubles/recording-alert-sound.adapter';

/**
 * The admin area's ports for tests: the demo's in-memory APIs on the demo data, with an orders
 * board, a stream and a sound the test drives and reads.
 */
export const bindFakeAdminAdapters = (container: Container): void => {
  container.bind(TOKENS.StaffOrdersApi).toConstantValue(new InMemoryStaffOrdersApi());
  container.bind(TOKENS.StaffOrderEvents).toConstantValue(new InMemoryStaffOrderEvents());
  container.bind(TOKENS.AlertSound).toConstantValue(new RecordingAlertSound());
  bindInMemoryAdminApis(container);
};
