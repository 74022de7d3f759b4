import type { Queryable } from '../adapters/database/database';
import { PgUsageQuota } from '../adapters/database/repositories/pg-usage-quota.repository';
import type { ClockPort } from '../application/ports/clock.port';
import { ReadSmsBudgetUseCase } from '../application/staff/read-sms-budget.use-case';
import type { SmsBudgetRoutesDeps } from '../http/routes/sms-budget.routes';

/** The board's view of the shop-wide SMS budget, read from the quota every instance takes from. */
export const composeSmsBudget = (database: Queryable, clock: ClockPort, hourlyBudget: number): SmsBudgetRoutesDeps => ({
  readSmsBudget: new ReadSmsBudgetUseCase({ quota: new PgUsageQuota(database), clock, hourlyBudget }),
});
