import type { SmsBudgetDto } from '../../../domain/shop-api/sms-budget.contract';
import type { ClockPort } from '../ports/clock.port';
import type { UsageQuotaPort } from '../ports/usage-quota.port';
import { SMS_BUDGET_KEY, SMS_LIMIT_WINDOW_MS } from '../use-cases/support/sms-confirmation.policy';

/** GET /api/admin/sms-budget: the shop-wide SMS budget's last hour, for the warning on the orders board. */
export class ReadSmsBudgetUseCase {
  constructor(
    private readonly deps: {
      readonly quota: Pick<UsageQuotaPort, 'used'>;
      readonly clock: ClockPort;
      readonly hourlyBudget: number;
    },
  ) {}

  async execute(): Promise<SmsBudgetDto> {
    const now = this.deps.clock.now();
    const used = await this.deps.quota.used(SMS_BUDGET_KEY, new Date(now.getTime() - SMS_LIMIT_WINDOW_MS));
    return { used, budget: this.deps.hourlyBudget, exhausted: used >= this.deps.hourlyBudget };
  }
}
