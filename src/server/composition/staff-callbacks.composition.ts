import type { Database } from '../adapters/database/database';
import { PgStaffCallbacks } from '../adapters/database/repositories/pg-staff-callbacks.repository';
import type { ClockPort } from '../application/ports/clock.port';
import {
  ChangeCallbackStatusUseCase,
  CountNewCallbacksUseCase,
  ListStaffCallbacksUseCase,
} from '../application/staff/staff-callbacks.use-cases';
import type { StaffCallbacksRoutesDeps } from '../http/routes/staff-callbacks.routes';

/** The admin callbacks section, on PostgreSQL. */
export const composeStaffCallbacks = (database: Database, clock: ClockPort): StaffCallbacksRoutesDeps => {
  const callbacks = new PgStaffCallbacks(database);
  return {
    listStaffCallbacks: new ListStaffCallbacksUseCase(callbacks),
    countNewCallbacks: new CountNewCallbacksUseCase(callbacks),
    changeCallbackStatus: new ChangeCallbackStatusUseCase({ callbacks, clock }),
  };
};
