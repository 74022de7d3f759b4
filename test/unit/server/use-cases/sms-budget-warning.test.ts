import { describe, expect, it } from 'vitest';
import {
  SMS_BUDGET_WARNING_EVERY_MS,
  warnSmsBudgetUsedUp,
} from '../../../../src/server/application/use-cases/support/sms-budget-warning';
import { buildPipeline, lineOf, orderOf, RecordingLogger, valueOf } from './order-pipeline.fixture';

const NOON = new Date('2025-06-11T09:00:00Z');
const later = (ms: number) => new Date(NOON.getTime() + ms);
const warnings = (logger: RecordingLogger) => logger.lines.filter((line) => line.level === 'warn');

describe('the warning that the shop-wide SMS budget is used up', () => {
  it('is said once a minute per instance, however many orders run into the budget', () => {
    const logger = new RecordingLogger();
    for (const ms of [0, 1, 30_000, SMS_BUDGET_WARNING_EVERY_MS - 1]) warnSmsBudgetUsedUp(logger, 300, later(ms));
    expect(warnings(logger)).toEqual([
      {
        level: 'warn',
        message: 'the shop-wide SMS budget is used up: orders are confirmed by the operator until it frees up',
        fields: { budget: 300 },
      },
    ]);
    warnSmsBudgetUsedUp(logger, 300, later(SMS_BUDGET_WARNING_EVERY_MS));
    expect(warnings(logger)).toHaveLength(2);
  });

  it('is said by each instance (logger) on its own, and again when the clock is set back', () => {
    const [one, other] = [new RecordingLogger(), new RecordingLogger()];
    warnSmsBudgetUsedUp(one, 300, later(10_000));
    warnSmsBudgetUsedUp(other, 300, later(10_000));
    warnSmsBudgetUsedUp(one, 300, later(0));
    expect([warnings(one).length, warnings(other).length]).toEqual([2, 1]);
  });

  it('comes once for a run of first orders past the budget, each of which the operator confirms', async () => {
    const p = buildPipeline({ smsLimits: { perAddress: 20, hourlyBudget: 1 } });
    const phones = ['+38 (067) 100 00 01', '+38 (067) 100 00 02', '+38 (067) 100 00 03', '+38 (067) 100 00 04'];
    const answers = [];
    for (const phone of phones) {
      answers.push(valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { phone }))));
    }
    expect(answers.map((answer) => answer.smsConfirm)).toEqual([true, false, false, false]);
    expect(warnings(p.logger).map((line) => line.fields)).toEqual([{ budget: 1 }]);
  });
});
